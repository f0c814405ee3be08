import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backendBranches } from '../brand/brand-configuration';
import { customerProfiles } from '../customers/customer-type';
import { signUpCustomerTypes } from '../customers/profiles';
import { cargoReadyLabelKeys } from '../dates/cargo-ready';
import { supportedLanguages } from '../i18n/languages';
import { commodityTypes } from '../shipping/shipment-type';
import { shipmentsLastYearCodes, signUpNetworks } from './reference-lists';
import type { SignUpFormValues } from './sign-up-form-schema';
import {
  backendBranchForLanguage,
  customerTypeOfRegisterBody,
  customRegisterBodySchema,
  internalCustomerCreationBodySchema,
  registerRequestBodySchema,
  standardRegisterBodySchema,
  toInternalCustomerCreationBody,
  toSignUpRequestBody,
  type SignUpPayloadContext,
} from './sign-up-payload';

const values: SignUpFormValues = {
  contactName: 'Ana García',
  companyName: 'Acme Imports',
  email: 'ana@acme.example',
  phoneNumber: '+34 612 345 678',
  password: 'secret-pass',
  city: 'Valencia',
  country: 'es',
  promoCode: 'WELCOME10',
  referralCode: 'REF-42',
  network: 'WCA',
  nextShipment: 'readyIn2Weeks',
  shipmentLastYear: '6to10year',
  commodityType: 'regularCargo',
  receiveNewsletter: true,
};

const context = (overrides: Partial<SignUpPayloadContext> = {}): SignUpPayloadContext => ({
  isCustomSignupForm: false,
  customerProfile: 'agent',
  customerType: undefined,
  language: 'en',
  leadSource: 'onboarding',
  utmParameters: { utm_source: 'newsletter', utm_campaign: 'spring' },
  ...overrides,
});

describe('toSignUpRequestBody (docs/product/accounts.md#sign-up-payload)', () => {
  it('maps an agent sign-up field by field', () => {
    expect(toSignUpRequestBody(values, context())).toEqual({
      contactName: 'Ana García',
      password: 'secret-pass',
      email: 'ana@acme.example',
      phoneNumber: '+34 612 345 678',
      city: 'Valencia',
      promoCode: 'WELCOME10',
      referralCode: 'REF-42',
      countryIsoCode: 'ES',
      type: 'AGENT',
      isCompany: true,
      movingsCompany: false,
      commercialName: 'Acme Imports',
      backendBranch: 'US',
      languageCode: 'en',
      receiveNewsletter: true,
      survey: { estimatedVolumeOfShipments: 'readyIn2Weeks', shipmentIntentDate: 'readyIn2Weeks' },
      extraInfo: {
        precommodity: 'regularCargo',
        leadSource: 'onboarding',
        network: 'WCA',
        potential: '6to10year',
        utm_source: 'newsletter',
        utm_campaign: 'spring',
      },
    });
  });

  it.each([
    ['business', undefined, 'CUSTOMER', true, false],
    ['agent', undefined, 'AGENT', true, false],
    ['mover', 'company', 'CUSTOMER', false, true],
    ['mover', 'individual', 'CUSTOMER', false, false],
    ['student', undefined, 'STUDENT', false, false],
  ] as const)(
    '%s %s: type %s, isCompany %s, movingsCompany %s',
    (profile, moverType, type, isCompany, movingsCompany) => {
      const body = toSignUpRequestBody(values, context({ customerProfile: profile, customerType: moverType }));
      expect(body).toMatchObject({ type, isCompany, movingsCompany });
    },
  );

  it('sends the network for agents only', () => {
    const body = toSignUpRequestBody(values, context({ customerProfile: 'business' }));
    expect(body).toHaveProperty('extraInfo.potential', '6to10year');
    expect(body).not.toHaveProperty('extraInfo.network');
  });

  it('omits the commercial name and the potential for an individual mover', () => {
    const body = toSignUpRequestBody(values, context({ customerProfile: 'mover', customerType: 'individual' }));
    expect(body).not.toHaveProperty('commercialName');
    expect(body).not.toHaveProperty('extraInfo.potential');
    expect(body).not.toHaveProperty('extraInfo.network');
  });

  it('keeps the commercial name of a moving company', () => {
    const body = toSignUpRequestBody(values, context({ customerProfile: 'mover', customerType: 'company' }));
    expect(body).toHaveProperty('commercialName', 'Acme Imports');
    expect(body).toHaveProperty('extraInfo.potential', '6to10year');
  });

  it.each([
    ['es', 'ES'],
    ['en', 'US'],
    ['pt', 'US'],
    ['ar', 'US'],
  ] as const)('language %s → backend branch %s', (language, branch) => {
    expect(backendBranchForLanguage(language)).toBe(branch);
    expect(toSignUpRequestBody(values, context({ language }))).toMatchObject({
      backendBranch: branch,
      languageCode: language,
    });
  });

  it('sends none of the profile fields with the custom sign-up form', () => {
    const body = toSignUpRequestBody({ ...values, contactSurname: 'García' }, context({ isCustomSignupForm: true }));
    expect(body).toEqual({
      contactName: 'Ana García',
      contactSurname: 'García',
      password: 'secret-pass',
      email: 'ana@acme.example',
      phoneNumber: '+34 612 345 678',
      city: 'Valencia',
      promoCode: 'WELCOME10',
      referralCode: 'REF-42',
      countryIsoCode: 'ES',
    });
  });

  it('sends only the contact fields while the profile is unknown', () => {
    const body = toSignUpRequestBody(values, context({ customerProfile: undefined }));
    expect(body).not.toHaveProperty('type');
    expect(body).not.toHaveProperty('extraInfo');
  });

  it('drops null, undefined and blank fields, and empty groups', () => {
    const sparse = {
      contactName: 'Ana',
      email: 'ana@acme.example',
      phoneNumber: '+34 612 345 678',
      password: 'secret-pass',
      promoCode: '',
    };
    const body = toSignUpRequestBody(
      sparse,
      context({ customerProfile: 'business', leadSource: undefined, utmParameters: undefined }),
    );
    expect(body).toEqual({
      contactName: 'Ana',
      email: 'ana@acme.example',
      phoneNumber: '+34 612 345 678',
      password: 'secret-pass',
      type: 'CUSTOMER',
      isCompany: true,
      movingsCompany: false,
      backendBranch: 'US',
      languageCode: 'en',
    });
  });

  it('takes the country from the context when the form does not ask it', () => {
    expect(toSignUpRequestBody({ ...values, country: undefined }, context({ countryIsoCode: 'do' }))).toHaveProperty(
      'countryIsoCode',
      'DO',
    );
  });
});

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const formValues: fc.Arbitrary<SignUpFormValues> = fc.record({
  contactName: fc.constantFrom('Ana', 'Luis Pérez'),
  contactSurname: optional(fc.constantFrom('García', '', '  ')),
  companyName: optional(fc.constantFrom('Acme', '')),
  email: fc.constant('ana@acme.example'),
  phoneNumber: fc.constant('+34 612 345 678'),
  password: fc.constant('secret-pass'),
  city: optional(fc.constantFrom('Valencia', '')),
  country: optional(fc.constantFrom('es', 'US', 'do')),
  promoCode: optional(fc.constantFrom('P1', '')),
  referralCode: optional(fc.constantFrom('R1', ' ')),
  network: optional(fc.constantFrom(...signUpNetworks)),
  nextShipment: optional(fc.constantFrom(...cargoReadyLabelKeys)),
  shipmentLastYear: optional(fc.constantFrom(...shipmentsLastYearCodes)),
  commodityType: optional(fc.constantFrom(...commodityTypes)),
  customerBranch: optional(fc.constantFrom(...backendBranches)),
  receiveNewsletter: optional(fc.boolean()),
});
const payloadContexts: fc.Arbitrary<SignUpPayloadContext> = fc.record({
  isCustomSignupForm: fc.boolean(),
  customerProfile: optional(fc.constantFrom(...customerProfiles)),
  customerType: optional(fc.constantFrom(...signUpCustomerTypes)),
  language: fc.constantFrom(...supportedLanguages),
  leadSource: optional(fc.constantFrom('onboarding', '')),
  utmParameters: optional(
    fc.record({ utm_source: optional(fc.constantFrom('ads', '')), utm_medium: optional(fc.constant('cpc')) }),
  ),
  countryIsoCode: optional(fc.constant('us')),
});

function emptyValuesIn(value: unknown, path = ''): string[] {
  if (value === null || value === undefined) return [path];
  if (typeof value === 'string' && value.trim() === '') return [path];
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, nested]) => emptyValuesIn(nested, `${path}.${key}`));
  }
  return [];
}

describe('sign-up payload properties', () => {
  it('never contains null, undefined or blank fields', () => {
    fc.assert(
      fc.property(formValues, payloadContexts, (formValue, payloadContext) => {
        expect(emptyValuesIn(toSignUpRequestBody(formValue, payloadContext))).toEqual([]);
      }),
    );
  });

  it('is always a body the register call accepts', () => {
    fc.assert(
      fc.property(formValues, payloadContexts, (formValue, payloadContext) => {
        const result = registerRequestBodySchema.safeParse(toSignUpRequestBody(formValue, payloadContext));
        expect(result.error?.issues ?? []).toEqual([]);
      }),
    );
  });
});

describe('register request body schemas', () => {
  const standardBody = toSignUpRequestBody(values, context());

  it('accepts the standard payload and the custom short one', () => {
    expect(standardRegisterBodySchema.safeParse(standardBody).success).toBe(true);
    const customBody = toSignUpRequestBody(values, context({ isCustomSignupForm: true }));
    expect(customRegisterBodySchema.safeParse(customBody).success).toBe(true);
    expect(registerRequestBodySchema.safeParse(customBody).success).toBe(true);
  });

  it('refuses a standard payload without its type rather than reading it as a custom one', () => {
    const { type: _type, ...withoutType } = standardBody as Record<string, unknown>;
    expect(registerRequestBodySchema.safeParse(withoutType).success).toBe(false);
  });

  it.each([
    [{ email: 'not-an-email' }],
    [{ password: 'short' }],
    [{ phoneNumber: '+34 12' }],
    [{ countryIsoCode: 'es' }],
    [{ type: 'ADMIN' }],
    [{ unexpected: true }],
    [{ contactName: 'ana@acme.example' }],
  ])('refuses %o', (change) => {
    expect(registerRequestBodySchema.safeParse({ ...standardBody, ...change }).success).toBe(false);
  });

  it.each([
    [{ type: 'AGENT', isCompany: true, movingsCompany: false }, 'PARTNER'],
    [{ type: 'STUDENT', isCompany: false, movingsCompany: false }, 'STUDENT'],
    [{ type: 'CUSTOMER', isCompany: true, movingsCompany: false }, 'STANDARD'],
    [{ type: 'CUSTOMER', isCompany: false, movingsCompany: true }, 'MOVING'],
    [{ type: 'CUSTOMER', isCompany: false, movingsCompany: false }, 'B2C'],
  ] as const)('the server reads %o as %s', (profileFields, customerType) => {
    const body = standardRegisterBodySchema.parse({ ...standardBody, ...profileFields });
    expect(customerTypeOfRegisterBody(body)).toBe(customerType);
  });

  it('gives a custom payload the default customer type', () => {
    const customBody = customRegisterBodySchema.parse(
      toSignUpRequestBody(values, context({ isCustomSignupForm: true })),
    );
    expect(customerTypeOfRegisterBody(customBody)).toBe('STANDARD');
    expect(customerTypeOfRegisterBody(customBody, 'B2C')).toBe('B2C');
  });

  it('maps every profile to the backend type of the profile mapping', () => {
    const expected = { business: 'STANDARD', agent: 'PARTNER', student: 'STUDENT' } as const;
    for (const profile of ['business', 'agent', 'student'] as const) {
      const body = standardRegisterBodySchema.parse(toSignUpRequestBody(values, context({ customerProfile: profile })));
      expect(customerTypeOfRegisterBody(body)).toBe(expected[profile]);
    }
  });
});

describe('toInternalCustomerCreationBody', () => {
  it('sends no password or newsletter and uses the branch staff chose', () => {
    const body = toInternalCustomerCreationBody(
      { ...values, customerBranch: 'DO' },
      { customerProfile: 'business', customerType: undefined, language: 'es' },
    );
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('receiveNewsletter');
    expect(body.backendBranch).toBe('DO');
    expect(internalCustomerCreationBodySchema.safeParse(body).success).toBe(true);
  });

  it('falls back to the language branch when none was chosen', () => {
    const body = toInternalCustomerCreationBody(values, {
      customerProfile: 'business',
      customerType: undefined,
      language: 'es',
    });
    expect(body.backendBranch).toBe('ES');
  });
});
