import { describe, expect, it } from 'vitest';
import { allowedUserProfileKeys } from '../customers/customer-type';
import {
  signUpFormLayout,
  visibleSignUpFields,
  type SignUpBrandSettings,
  type SignUpFormContext,
} from './sign-up-fields';

const allQuestions = { showCommodity: true, showShipmentLastYear: true, showNextShipment: true, showNetwork: true };
const brand = (overrides: Partial<SignUpBrandSettings> = {}): SignUpBrandSettings => ({
  allowedUserProfile: [...allowedUserProfileKeys],
  signupForm: allQuestions,
  featureFlags: { customSignupForm: false, commodityInQuoteForm: false },
  ...overrides,
});
const layoutOf = (context: Partial<SignUpFormContext> = {}) =>
  signUpFormLayout({ mode: 'selfSignUp', brand: brand(), ...context });

describe('standard sign-up fields (docs/product/accounts.md#field-rules)', () => {
  it('asks a business everything the brand configures, with company and without network', () => {
    const { fields } = layoutOf({ chosenCustomerProfile: 'business' });
    expect(fields).toMatchObject({
      contactName: 'required',
      companyName: 'required',
      email: 'required',
      phoneNumber: 'required',
      password: 'required',
      promoCode: 'optional',
      referralCode: 'optional',
      customerProfile: 'required',
      customerType: 'hidden',
      network: 'hidden',
      nextShipment: 'required',
      shipmentLastYear: 'required',
      commodityType: 'required',
      customerBranch: 'hidden',
      country: 'hidden',
      city: 'hidden',
      receiveNewsletter: 'optional',
    });
  });

  it.each([
    ['business', undefined, 'required'],
    ['agent', undefined, 'required'],
    ['mover', 'company', 'required'],
    ['mover', 'individual', 'hidden'],
    ['student', undefined, 'hidden'],
  ] as const)('company name for %s %s: %s', (profile, moverType, presence) => {
    expect(layoutOf({ chosenCustomerProfile: profile, chosenCustomerType: moverType }).fields.companyName).toBe(
      presence,
    );
  });

  it.each([
    ['agent', true, 'required'],
    ['agent', false, 'hidden'],
    ['business', true, 'hidden'],
    ['mover', true, 'hidden'],
  ] as const)('network for %s with showNetwork %s: %s', (profile, showNetwork, presence) => {
    const layout = signUpFormLayout({
      mode: 'selfSignUp',
      brand: brand({ signupForm: { ...allQuestions, showNetwork } }),
      chosenCustomerProfile: profile,
    });
    expect(layout.fields.network).toBe(presence);
  });

  it.each([
    ['showCommodity', 'commodityType'],
    ['showShipmentLastYear', 'shipmentLastYear'],
    ['showNextShipment', 'nextShipment'],
  ] as const)('the signup form configuration %s off hides %s', (setting, field) => {
    const layout = signUpFormLayout({
      mode: 'selfSignUp',
      brand: brand({ signupForm: { ...allQuestions, [setting]: false } }),
      chosenCustomerProfile: 'business',
    });
    expect(layout.fields[field]).toBe('hidden');
  });

  it('does not ask shipments last year of an individual mover (no potential is sent)', () => {
    const layout = layoutOf({ chosenCustomerProfile: 'mover', chosenCustomerType: 'individual' });
    expect(layout.fields.shipmentLastYear).toBe('hidden');
  });

  it('makes the commodity optional when the commodity-in-quote-form flag is on', () => {
    const layout = signUpFormLayout({
      mode: 'selfSignUp',
      brand: brand({ featureFlags: { customSignupForm: false, commodityInQuoteForm: true } }),
    });
    expect(layout.fields.commodityType).toBe('optional');
  });

  it('asks the mover answer only for movers when both B2C and MOVING are allowed', () => {
    expect(layoutOf({ chosenCustomerProfile: 'mover' }).fields.customerType).toBe('required');
    expect(layoutOf({ chosenCustomerProfile: 'agent' }).fields.customerType).toBe('hidden');
    const onlyIndividuals = signUpFormLayout({
      mode: 'selfSignUp',
      brand: brand({ allowedUserProfile: ['individual', 'business'] }),
      chosenCustomerProfile: 'mover',
    });
    expect(onlyIndividuals.fields.customerType).toBe('hidden');
    expect(onlyIndividuals.customerType).toBe('individual');
    expect(onlyIndividuals.fields.companyName).toBe('hidden');
  });

  it('hides the profile question when the journey preset one', () => {
    const layout = layoutOf({ presetCustomerProfile: 'student' });
    expect(layout.fields.customerProfile).toBe('hidden');
    expect(layout.customerProfile).toBe('student');
    expect(layout.fields.companyName).toBe('hidden');
  });

  it('lists the visible fields in form order', () => {
    expect(visibleSignUpFields(layoutOf({ presetCustomerProfile: 'student' }).fields)).toEqual([
      'contactName',
      'email',
      'phoneNumber',
      'password',
      'promoCode',
      'referralCode',
      'nextShipment',
      'shipmentLastYear',
      'commodityType',
      'receiveNewsletter',
    ]);
  });
});

describe('internal creation mode (docs/product/accounts.md#field-rules)', () => {
  it('shows country and customer branch in place of password and newsletter', () => {
    const { fields } = signUpFormLayout({
      mode: 'internalCreation',
      brand: brand(),
      chosenCustomerProfile: 'business',
    });
    expect(fields.country).toBe('required');
    expect(fields.customerBranch).toBe('required');
    expect(fields.password).toBe('hidden');
    expect(fields.receiveNewsletter).toBe('hidden');
  });

  it('uses the standard form even when the brand has the custom sign-up form', () => {
    const layout = signUpFormLayout({
      mode: 'internalCreation',
      brand: brand({ featureFlags: { customSignupForm: true, commodityInQuoteForm: false } }),
    });
    expect(layout.isCustomForm).toBe(false);
    expect(layout.fields.customerProfile).toBe('required');
  });
});

describe('custom short form (customSignupForm)', () => {
  const layout = signUpFormLayout({
    mode: 'selfSignUp',
    brand: brand({ featureFlags: { customSignupForm: true, commodityInQuoteForm: false } }),
    presetCustomerProfile: 'business',
  });

  it('asks contact, credentials, city and country, and no profile question', () => {
    expect(layout.isCustomForm).toBe(true);
    expect(layout.customerProfile).toBeUndefined();
    expect(visibleSignUpFields(layout.fields)).toEqual([
      'contactName',
      'contactSurname',
      'email',
      'phoneNumber',
      'password',
      'city',
      'country',
      'promoCode',
      'referralCode',
      'receiveNewsletter',
    ]);
    expect(layout.fields.city).toBe('required');
  });
});
