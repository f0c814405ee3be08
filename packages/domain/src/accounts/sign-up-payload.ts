import { z } from 'zod';
import { backendBranches, type BackendBranch } from '../brand/brand-configuration';
import type { CustomerProfile, CustomerType } from '../customers/customer-type';
import type { SignUpCustomerType } from '../customers/profiles';
import { cargoReadyLabelKeys } from '../dates/cargo-ready';
import { supportedLanguages, type Language } from '../i18n/languages';
import { commodityTypes } from '../shipping/shipment-type';
import {
  cityFieldSchema,
  companyNameFieldSchema,
  emailFieldSchema,
  optionalCodeFieldSchema,
  personNameFieldSchema,
  signUpPasswordSchema,
} from './account-fields';
import { phoneNumberFieldSchema } from './phone-number-field';
import {
  shipmentsLastYearCodes,
  signUpNetworks,
  utmParameterNames,
  type UtmParameterName,
  type UtmParameters,
} from './reference-lists';
import type { SignUpFormValues } from './sign-up-form-schema';

/**
 * The account kind the register call sends (docs/product/accounts.md#sign-up-payload): CUSTOMER for business and mover.
 */
export const registerAccountTypes = ['CUSTOMER', 'AGENT', 'STUDENT'] as const;
export type RegisterAccountType = (typeof registerAccountTypes)[number];

const registerAccountTypeByProfile: Readonly<Record<CustomerProfile, RegisterAccountType>> = {
  business: 'CUSTOMER',
  mover: 'CUSTOMER',
  agent: 'AGENT',
  student: 'STUDENT',
};

const countryIsoCodeSchema = z.string().regex(/^[A-Z]{2}$/);
const leadSourceSchema = z.string().trim().min(1).max(100);
const utmValueSchema = z.string().trim().min(1).max(200).optional();
const utmShape = Object.fromEntries(utmParameterNames.map((name) => [name, utmValueSchema])) as Record<
  UtmParameterName,
  typeof utmValueSchema
>;

/** The contact and credential fields every register request carries. */
const registerContactShape = {
  contactName: personNameFieldSchema(),
  contactSurname: personNameFieldSchema({ isOptional: true }),
  password: signUpPasswordSchema,
  email: emailFieldSchema(),
  phoneNumber: phoneNumberFieldSchema(),
  city: cityFieldSchema({ isOptional: true }),
  promoCode: optionalCodeFieldSchema,
  referralCode: optionalCodeFieldSchema,
  countryIsoCode: countryIsoCodeSchema.optional(),
};

/** The register request of the short custom form (customSignupForm on): no profile fields. */
export const customRegisterBodySchema = z.strictObject(registerContactShape);

/** The register request of the standard form (docs/product/accounts.md#sign-up-payload). */
export const standardRegisterBodySchema = z.strictObject({
  ...registerContactShape,
  type: z.enum(registerAccountTypes),
  isCompany: z.boolean(),
  movingsCompany: z.boolean(),
  commercialName: companyNameFieldSchema({ isOptional: true }),
  backendBranch: z.enum(backendBranches),
  languageCode: z.enum(supportedLanguages),
  receiveNewsletter: z.boolean().optional(),
  survey: z
    .strictObject({
      estimatedVolumeOfShipments: z.enum(cargoReadyLabelKeys).optional(),
      shipmentIntentDate: z.enum(cargoReadyLabelKeys).optional(),
    })
    .optional(),
  extraInfo: z
    .strictObject({
      precommodity: z.enum(commodityTypes).optional(),
      leadSource: leadSourceSchema.optional(),
      network: z.enum(signUpNetworks).optional(),
      potential: z.enum(shipmentsLastYearCodes).optional(),
      ...utmShape,
    })
    .optional(),
});

/**
 * What `POST /api/v2/customers/register` accepts: the standard payload or the short custom
 * one. Both are strict, so a standard payload missing `type` does not pass as a custom one.
 */
export const registerRequestBodySchema = z.union([standardRegisterBodySchema, customRegisterBodySchema]);

/** The schema a sign-up body is checked with: one naming a profile `type` is the standard payload. */
export function registerBodySchemaOf(
  body: unknown,
): typeof standardRegisterBodySchema | typeof customRegisterBodySchema {
  const isStandard = typeof body === 'object' && body !== null && 'type' in body;
  return isStandard ? standardRegisterBodySchema : customRegisterBodySchema;
}
export type StandardRegisterBody = z.infer<typeof standardRegisterBodySchema>;
export type CustomRegisterBody = z.infer<typeof customRegisterBodySchema>;
export type RegisterRequestBody = z.infer<typeof registerRequestBodySchema>;

/** A customer created by staff: the standard payload without password and newsletter. */
export const internalCustomerCreationBodySchema = standardRegisterBodySchema.omit({
  password: true,
  receiveNewsletter: true,
});
export type InternalCustomerCreationBody = z.infer<typeof internalCustomerCreationBodySchema>;

export function isStandardRegisterBody(body: RegisterRequestBody): body is StandardRegisterBody {
  return 'type' in body;
}

/**
 * The backend customer type a register request stands for (the server's reading of the
 * payload): AGENT → PARTNER, STUDENT → STUDENT, CUSTOMER → STANDARD for a company, MOVING for
 * a moving company, B2C for an individual. The custom payload names no profile: the brand's
 * default applies.
 */
export function customerTypeOfRegisterBody(
  body: RegisterRequestBody | InternalCustomerCreationBody,
  defaultCustomerType: CustomerType = 'STANDARD',
): CustomerType {
  if (!('type' in body)) return defaultCustomerType;
  if (body.type === 'AGENT') return 'PARTNER';
  if (body.type === 'STUDENT') return 'STUDENT';
  if (body.movingsCompany) return 'MOVING';
  return body.isCompany ? 'STANDARD' : 'B2C';
}

/** Backend branch from the language (docs/product/accounts.md#sign-up-payload): ES for Spanish, otherwise US. */
export function backendBranchForLanguage(language: Language): BackendBranch {
  return language === 'es' ? 'ES' : 'US';
}

export interface SignUpPayloadContext {
  /** customSignupForm: none of the profile fields are sent. */
  isCustomSignupForm: boolean;
  /** The profile and mover answer in effect (`signUpFormLayout(...).customerProfile`, …). */
  customerProfile: CustomerProfile | undefined;
  customerType: SignUpCustomerType | undefined;
  language: Language;
  leadSource?: string | undefined;
  utmParameters?: UtmParameters | undefined;
  /** The country when the form does not ask it (e.g. from the phone's country or the IP lookup). */
  countryIsoCode?: string | undefined;
}

type JsonObject = { [key: string]: unknown };

/** Drops null, undefined and blank-string fields, recursively, and objects left empty. */
function withoutEmptyFields(object: JsonObject): JsonObject {
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const nested = withoutEmptyFields(value as JsonObject);
      if (Object.keys(nested).length > 0) result[key] = nested;
      continue;
    }
    result[key] = value;
  }
  return result;
}

/**
 * The register request body exactly as docs/product/accounts.md#sign-up-payload describes:
 * contact fields and the upper-cased country always; the profile fields only when the profile
 * is known and the custom form is off. Null, undefined (and blank optional text) are dropped.
 */
export function toSignUpRequestBody(values: SignUpFormValues, context: SignUpPayloadContext): RegisterRequestBody {
  const countryIsoCode = (values.country ?? context.countryIsoCode)?.trim().toUpperCase();
  const contactFields: JsonObject = {
    contactName: values.contactName,
    contactSurname: values.contactSurname,
    password: values.password,
    email: values.email,
    phoneNumber: values.phoneNumber,
    city: values.city,
    promoCode: values.promoCode,
    referralCode: values.referralCode,
    countryIsoCode,
  };
  const customerProfile = context.customerProfile;
  if (context.isCustomSignupForm || customerProfile === undefined) {
    return withoutEmptyFields(contactFields) as RegisterRequestBody;
  }

  const isMoverIndividual = customerProfile === 'mover' && context.customerType === 'individual';
  const profileFields: JsonObject = {
    type: registerAccountTypeByProfile[customerProfile],
    isCompany: customerProfile === 'business' || customerProfile === 'agent',
    movingsCompany: customerProfile === 'mover' && context.customerType === 'company',
    commercialName: isMoverIndividual ? undefined : values.companyName,
    backendBranch: backendBranchForLanguage(context.language),
    languageCode: context.language,
    receiveNewsletter: values.receiveNewsletter,
    survey: {
      estimatedVolumeOfShipments: values.nextShipment,
      shipmentIntentDate: values.nextShipment,
    },
    extraInfo: {
      precommodity: values.commodityType,
      leadSource: context.leadSource,
      network: customerProfile === 'agent' ? values.network : undefined,
      potential: isMoverIndividual ? undefined : values.shipmentLastYear,
      ...context.utmParameters,
    },
  };
  return withoutEmptyFields({ ...contactFields, ...profileFields }) as RegisterRequestBody;
}

/**
 * The body for a customer created by staff: the standard mapping without password and
 * newsletter, with the branch staff chose instead of the one the language implies.
 */
export function toInternalCustomerCreationBody(
  values: SignUpFormValues,
  context: Omit<SignUpPayloadContext, 'isCustomSignupForm'>,
): InternalCustomerCreationBody {
  const standard = toSignUpRequestBody(
    { ...values, password: undefined, receiveNewsletter: undefined },
    { ...context, isCustomSignupForm: false },
  ) as JsonObject;
  const body = { ...standard, backendBranch: values.customerBranch ?? standard['backendBranch'] };
  return withoutEmptyFields(body) as InternalCustomerCreationBody;
}
