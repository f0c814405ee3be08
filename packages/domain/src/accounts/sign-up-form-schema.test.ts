import { describe, expect, it } from 'vitest';
import type { CustomerType } from '../customers/customer-type';
import type { CommodityType } from '../shipping/shipment-type';
import { signUpFormLayout, type SignUpBrandSettings, type SignUpFormContext } from './sign-up-fields';
import { buildSignUpFormSchema, type IsCommodityAcceptedAtSignUp, type SignUpFormValues } from './sign-up-form-schema';

const brand: SignUpBrandSettings = {
  allowedUserProfile: ['individual', 'relocationCompany', 'business', 'agent', 'student'],
  signupForm: { showCommodity: true, showShipmentLastYear: true, showNextShipment: true, showNetwork: true },
  featureFlags: { customSignupForm: false, commodityInQuoteForm: false },
};

/** A stand-in for the commodity rules: movers ship household goods, businesses regular cargo. */
const isCommodityAccepted: IsCommodityAcceptedAtSignUp = (
  commodity: CommodityType,
  customerType: CustomerType | undefined,
) =>
  customerType === 'B2C' || customerType === 'MOVING' ? commodity === 'householdGoods' : commodity === 'regularCargo';

const schemaFor = (context: Partial<SignUpFormContext> = {}, brandSettings = brand) =>
  buildSignUpFormSchema(signUpFormLayout({ mode: 'selfSignUp', brand: brandSettings, ...context }), {
    isCommodityAccepted,
  });

const business: SignUpFormValues = {
  contactName: 'Ana García',
  companyName: 'Acme Imports',
  email: 'ana@acme.example',
  phoneNumber: '+34 612 345 678',
  password: 'secret-pass',
  customerProfile: 'business',
  nextShipment: 'readyNow',
  shipmentLastYear: '2to5year',
  commodityType: 'regularCargo',
};

function fieldMessages(schema: ReturnType<typeof schemaFor>, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('buildSignUpFormSchema (docs/product/accounts.md#sign-up-forms)', () => {
  it('accepts a complete business sign-up', () => {
    expect(fieldMessages(schemaFor({ chosenCustomerProfile: 'business' }), business)).toEqual({});
  });

  it('names every missing required answer with its message', () => {
    expect(fieldMessages(schemaFor({ chosenCustomerProfile: 'agent' }), {})).toEqual({
      contactName: 'validation.required',
      companyName: 'validation.required',
      email: 'validation.email.required',
      phoneNumber: 'validation.phoneNumber.required',
      password: 'validation.password.required',
      customerProfile: 'validation.customerProfile.required',
      network: 'validation.network.required',
      nextShipment: 'validation.nextShipment.required',
      shipmentLastYear: 'validation.shipmentLastYear.required',
      commodityType: 'validation.commodityType.required',
    });
  });

  it('asks a mover whether individual or company', () => {
    const messages = fieldMessages(schemaFor({ chosenCustomerProfile: 'mover' }), {
      ...business,
      customerProfile: 'mover',
    });
    expect(messages['customerType']).toBe('validation.customerType.required');
  });

  it('refuses a commodity the customer cannot ship (validation.commodityType.notAccepted)', () => {
    const schema = schemaFor({ chosenCustomerProfile: 'business' });
    expect(fieldMessages(schema, { ...business, commodityType: 'householdGoods' })).toEqual({
      commodityType: 'validation.commodityType.notAccepted',
    });
  });

  it('checks the commodity against the mover type the answers imply', () => {
    const schema = schemaFor({ chosenCustomerProfile: 'mover', chosenCustomerType: 'individual' });
    const mover = {
      ...business,
      companyName: undefined,
      shipmentLastYear: undefined,
      customerProfile: 'mover',
      customerType: 'individual',
      commodityType: 'householdGoods',
    };
    expect(fieldMessages(schema, mover)).toEqual({});
    expect(fieldMessages(schema, { ...mover, commodityType: 'regularCargo' })).toEqual({
      commodityType: 'validation.commodityType.notAccepted',
    });
  });

  it('does not require or check the commodity when the commodity-in-quote-form flag is on', () => {
    const schema = schemaFor(
      { chosenCustomerProfile: 'business' },
      { ...brand, featureFlags: { customSignupForm: false, commodityInQuoteForm: true } },
    );
    expect(fieldMessages(schema, { ...business, commodityType: undefined })).toEqual({});
    expect(fieldMessages(schema, { ...business, commodityType: 'householdGoods' })).toEqual({});
  });

  it('drops the answers of hidden fields', () => {
    const parsed = schemaFor({ presetCustomerProfile: 'student' }).parse({
      ...business,
      customerProfile: undefined,
      companyName: 'Should not be kept',
      network: 'WCA',
      commodityType: 'regularCargo',
    });
    expect(parsed).not.toHaveProperty('companyName');
    expect(parsed).not.toHaveProperty('network');
  });

  it('refuses values outside the reference lists', () => {
    const messages = fieldMessages(schemaFor({ chosenCustomerProfile: 'agent' }), {
      ...business,
      customerProfile: 'agent',
      network: 'FIATA',
      nextShipment: 'someday',
    });
    expect(messages).toEqual({
      network: 'validation.network.required',
      nextShipment: 'validation.nextShipment.required',
    });
  });

  it('requires the city on the short custom form', () => {
    const schema = schemaFor({}, { ...brand, featureFlags: { customSignupForm: true, commodityInQuoteForm: false } });
    const messages = fieldMessages(schema, {
      contactName: 'Ana',
      contactSurname: 'García',
      email: 'ana@acme.example',
      phoneNumber: '+34 612 345 678',
      password: 'secret-pass',
      country: 'es',
    });
    expect(messages).toEqual({ city: 'validation.city.required' });
  });

  it('requires country and branch, not password, when staff create a customer', () => {
    const layout = signUpFormLayout({ mode: 'internalCreation', brand, chosenCustomerProfile: 'business' });
    const schema = buildSignUpFormSchema(layout, { isCommodityAccepted });
    const messages = fieldMessages(schema, { ...business, password: undefined });
    expect(messages).toEqual({
      country: 'validation.country.required',
      customerBranch: 'validation.customerBranch.required',
    });
  });
});

describe('commodity acceptance alongside other errors', () => {
  it('shows notAccepted together with the other missing answers', () => {
    const messages = fieldMessages(schemaFor({ chosenCustomerProfile: 'business' }), {
      customerProfile: 'business',
      commodityType: 'householdGoods',
    });
    expect(messages['commodityType']).toBe('validation.commodityType.notAccepted');
    expect(messages['email']).toBe('validation.email.required');
  });
});
