import { validateEntity, validatePerson } from 'stdnum';
import { z } from 'zod';
import {
  cityFieldSchema,
  companyNameFieldSchema,
  countryIsoCodeFieldSchema,
  emailFieldSchema,
  otherNameFieldSchema,
} from '../accounts/account-fields';
import { phoneNumberFieldSchema } from '../accounts/phone-number-field';
import { accountMessage as message } from '../accounts/validation-messages';
import { isValidPostalCode } from '../search/search-validity';

/**
 * A booking's parties and addresses (docs/product/booking.md#parties-and-addresses): contact
 * name, company name, tax id, country, city, address, zip code, phone and e-mail, each with the
 * product's message. Names are 2–50 characters without '@'.
 */
export const bookingAddressLimits = {
  addressMaxLength: 200,
  taxIdMaxLength: 30,
} as const;

/**
 * Tax ids are checked by stdnum's validators for the country (company and personal numbers: a
 * consignee may be a person); a country stdnum does not know gets a plausibility check (4–30 of
 * letters, digits, spaces, dots, dashes and slashes, with at least one digit).
 */
export function isValidTaxId(countryIsoCode: string, taxId: string): boolean {
  const value = taxId.trim();
  if (value === '' || value.length > bookingAddressLimits.taxIdMaxLength) return false;
  const country = countryIsoCode.toUpperCase();
  const asCompany = validateEntity(country, value);
  if (!asCompany.checked) return /^(?=.*\d)[A-Za-z0-9 ./-]{4,30}$/.test(value);
  return Boolean(asCompany.isValid) || Boolean(validatePerson(country, value).isValid);
}

const addressLineSchema = z
  .string({ error: message('validation.address.required') })
  .trim()
  .min(1, { error: message('validation.address.required'), abort: true })
  .max(bookingAddressLimits.addressMaxLength, { error: message('validation.maxLength') });

const zipCodeSchema = z
  .string({ error: message('validation.zipCode.required') })
  .trim()
  .min(1, { error: message('validation.zipCode.required') });

const taxIdSchema = z
  .string({ error: message('validation.taxId.required') })
  .trim()
  .min(1, { error: message('validation.taxId.required') });

type LooseAddress = Partial<Record<'zipCode' | 'taxId' | 'countryIsoCode', unknown>>;

function countryOf({ countryIsoCode }: LooseAddress): string | null {
  return typeof countryIsoCode === 'string' && /^[A-Za-z]{2}$/.test(countryIsoCode.trim())
    ? countryIsoCode.trim()
    : null;
}

/** A zip code that fits its country (an empty one or no country: the fields' own messages say so). */
function zipCodeFits(address: LooseAddress): boolean {
  const country = countryOf(address);
  const { zipCode } = address;
  if (country === null || typeof zipCode !== 'string' || zipCode.trim() === '') return true;
  return isValidPostalCode(zipCode.trim(), country);
}

function taxIdFits(address: LooseAddress): boolean {
  const country = countryOf(address);
  const { taxId } = address;
  if (country === null || typeof taxId !== 'string' || taxId.trim() === '') return true;
  return isValidTaxId(country, taxId);
}

const isAddressObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** One party or address. The zip code and tax id are checked against the country chosen. */
export const bookingAddressSchema = z
  .object(
    {
      contactName: otherNameFieldSchema(),
      companyName: companyNameFieldSchema(),
      taxId: taxIdSchema,
      countryIsoCode: countryIsoCodeFieldSchema,
      city: cityFieldSchema(),
      address: addressLineSchema,
      zipCode: zipCodeSchema,
      phone: phoneNumberFieldSchema(),
      email: emailFieldSchema(),
    },
    { error: message('validation.address.required') },
  )
  // Checked even while other fields are wrong (`when`), so every field's message shows at once; not when the address
  // itself is missing or not an object (its own message says so, and there is nothing to check).
  .refine((value) => zipCodeFits(value), {
    path: ['zipCode'],
    message: message('validation.zipCode.invalid'),
    when: isAddressObject,
  })
  .refine((value) => taxIdFits(value), {
    path: ['taxId'],
    message: message('validation.taxId.invalid'),
    when: isAddressObject,
  });
export type BookingAddress = z.output<typeof bookingAddressSchema>;
export type BookingAddressInput = z.input<typeof bookingAddressSchema>;

/** The parties of a booking and its addresses (pickup and delivery only for door legs). */
export const bookingPartyRoles = ['shipper', 'consignee', 'notifyParty', 'billing', 'pickup', 'delivery'] as const;
export type BookingPartyRole = (typeof bookingPartyRoles)[number];

/** The roles a customer fills from the Pending Actions tab after booking. */
export const laterPartyRoles = ['shipper', 'consignee', 'notifyParty', 'pickup', 'delivery'] as const;
export type LaterPartyRole = (typeof laterPartyRoles)[number];
