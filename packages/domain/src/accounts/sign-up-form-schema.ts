import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { backendBranches, type BackendBranch } from '../brand/brand-configuration';
import { customerProfiles, type CustomerProfile, type CustomerType } from '../customers/customer-type';
import { customerTypeForProfile, signUpCustomerTypes, type SignUpCustomerType } from '../customers/profiles';
import { cargoReadyLabelKeys } from '../dates/cargo-ready';
import { commodityTypes, type CommodityType } from '../shipping/shipment-type';
import {
  cityFieldSchema,
  companyNameFieldSchema,
  countryIsoCodeFieldSchema,
  emailFieldSchema,
  optionalCodeFieldSchema,
  personNameFieldSchema,
  signUpPasswordSchema,
} from './account-fields';
import { phoneNumberFieldSchema } from './phone-number-field';
import {
  shipmentsLastYearCodes,
  signUpNetworks,
  type NextShipmentCode,
  type ShipmentsLastYearCode,
  type SignUpNetwork,
} from './reference-lists';
import type { SignUpFieldName, SignUpFieldPresence, SignUpFormLayout } from './sign-up-fields';
import { accountMessage as message } from './validation-messages';

/** What the sign-up forms collect; a field the layout hides is left out. */
export interface SignUpFormValues {
  contactName?: string | undefined;
  contactSurname?: string | undefined;
  companyName?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  password?: string | undefined;
  city?: string | undefined;
  /** ISO 3166 alpha-2. */
  country?: string | undefined;
  promoCode?: string | undefined;
  referralCode?: string | undefined;
  customerProfile?: CustomerProfile | undefined;
  customerType?: SignUpCustomerType | undefined;
  network?: SignUpNetwork | undefined;
  nextShipment?: NextShipmentCode | undefined;
  shipmentLastYear?: ShipmentsLastYearCode | undefined;
  commodityType?: CommodityType | undefined;
  customerBranch?: BackendBranch | undefined;
  receiveNewsletter?: boolean | undefined;
}

/**
 * Whether a commodity can be accepted for the customer type the sign-up implies
 * (docs/product/quoting.md#commodity-rules commodity rules). Given by the caller, so accounts does not depend on the
 * commodity module. The customer type is undefined while the profile answers are incomplete.
 */
export type IsCommodityAcceptedAtSignUp = (
  commodityType: CommodityType,
  customerType: CustomerType | undefined,
) => boolean;

export interface SignUpFormSchemaOptions {
  isCommodityAccepted: IsCommodityAcceptedAtSignUp;
  /** The country picked beside the phone field, for numbers typed without "+". */
  phoneDefaultCountry?: CountryCode;
}

/** An enumerated answer: a missing or unknown value gets the field's "required" message. */
function choiceSchema<const Values extends readonly [string, ...string[]]>(
  values: Values,
  requiredKey: Parameters<typeof message>[0],
) {
  return z.enum(values, { error: message(requiredKey) });
}

function presenceOf<Schema extends z.ZodType>(presence: SignUpFieldPresence, schema: Schema) {
  return presence === 'required' ? schema : schema.optional();
}

/**
 * The zod schema of a sign-up form with the given layout (from `signUpFormLayout`): hidden
 * fields are dropped from the result, optional ones may be blank, required ones carry the product spec's messages. The
 * commodity must also be accepted (validation.commodityType.notAccepted) whenever the field is required, i.e. unless
 * the commodity-in-quote-form flag is on.
 */
export function buildSignUpFormSchema(
  layout: SignUpFormLayout,
  options: SignUpFormSchemaOptions,
): z.ZodType<SignUpFormValues> {
  const { fields } = layout;
  const isRequired = (name: SignUpFieldName) => fields[name] === 'required';
  const shape: Partial<Record<SignUpFieldName, z.ZodType>> = {
    contactName: personNameFieldSchema({ isOptional: !isRequired('contactName') }),
    contactSurname: personNameFieldSchema({ isOptional: !isRequired('contactSurname') }),
    companyName: companyNameFieldSchema({ isOptional: !isRequired('companyName') }),
    email: emailFieldSchema({ isOptional: !isRequired('email') }),
    phoneNumber: phoneNumberFieldSchema({
      isOptional: !isRequired('phoneNumber'),
      ...(options.phoneDefaultCountry ? { defaultCountry: options.phoneDefaultCountry } : {}),
    }),
    password: isRequired('password') ? signUpPasswordSchema : signUpPasswordSchema.optional(),
    city: cityFieldSchema({ isOptional: !isRequired('city') }),
    country: presenceOf(fields.country, countryIsoCodeFieldSchema),
    promoCode: optionalCodeFieldSchema,
    referralCode: optionalCodeFieldSchema,
    customerProfile: presenceOf(
      fields.customerProfile,
      choiceSchema(customerProfiles, 'validation.customerProfile.required'),
    ),
    customerType: presenceOf(
      fields.customerType,
      choiceSchema(signUpCustomerTypes, 'validation.customerType.required'),
    ),
    network: presenceOf(fields.network, choiceSchema(signUpNetworks, 'validation.network.required')),
    nextShipment: presenceOf(
      fields.nextShipment,
      choiceSchema(cargoReadyLabelKeys, 'validation.nextShipment.required'),
    ),
    shipmentLastYear: presenceOf(
      fields.shipmentLastYear,
      choiceSchema(shipmentsLastYearCodes, 'validation.shipmentLastYear.required'),
    ),
    commodityType: presenceOf(fields.commodityType, choiceSchema(commodityTypes, 'validation.commodityType.required')),
    customerBranch: presenceOf(
      fields.customerBranch,
      choiceSchema(backendBranches, 'validation.customerBranch.required'),
    ),
    receiveNewsletter: z.boolean().optional(),
  };
  for (const name of Object.keys(shape) as SignUpFieldName[]) {
    if (fields[name] === 'hidden') delete shape[name];
  }

  const isCommodityChecked = isRequired('commodityType');
  const isCommodityRefused = (values: SignUpFormValues): boolean => {
    if (!isCommodityChecked || values.commodityType === undefined) return false;
    const customerProfile = values.customerProfile ?? layout.customerProfile;
    const moverCustomerType = values.customerType ?? layout.customerType;
    const customerType = customerProfile ? customerTypeForProfile(customerProfile, moverCustomerType) : undefined;
    return !options.isCommodityAccepted(values.commodityType, customerType);
  };
  // The shape is assembled at run time; its parsed values are SignUpFormValues by construction.
  const objectSchema = z.object(shape) as unknown as z.ZodType<SignUpFormValues>;
  return objectSchema.refine((values) => !isCommodityRefused(values), {
    path: ['commodityType'],
    error: message('validation.commodityType.notAccepted'),
    // Also when other fields are still wrong, so every message shows at once; the answers it
    // reads must be well-formed, though.
    when: ({ value }) => {
      const { success, data } = commodityAnswersSchema.safeParse(value);
      return success && data.commodityType !== undefined;
    },
  });
}

const commodityAnswersSchema = z.object({
  commodityType: z.enum(commodityTypes).optional(),
  customerProfile: z.enum(customerProfiles).optional(),
  customerType: z.enum(signUpCustomerTypes).optional(),
});
