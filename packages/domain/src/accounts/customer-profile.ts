import { z } from 'zod';
import type { CustomerType } from '../customers/customer-type';
import { supportedLanguages, type Language } from '../i18n/languages';
import { currencies, type Currency } from '../shipping/shipment-type';
import { companyNameFieldSchema, personNameFieldSchema } from './account-fields';
import { phoneNumberFieldSchema } from './phone-number-field';

/** What `GET /api/v2/customers/me` answers: the signed-in customer's own profile. */
export interface CustomerAccountView {
  email: string;
  phoneNumber: string | null;
  contactName: string;
  contactSurname: string | null;
  legalName: string | null;
  isCompany: boolean;
  customerType: CustomerType;
  preferredLanguage: Language;
  preferredCurrency: Currency | null;
  hasPassword: boolean;
  isEmailValidated: boolean;
}

/** What `PATCH /api/v2/customers/me` accepts: the fields a customer may change themselves. */
export const profileChangesSchema = z.strictObject({
  contactName: personNameFieldSchema().optional(),
  contactSurname: personNameFieldSchema({ isOptional: true }),
  legalName: companyNameFieldSchema({ isOptional: true }),
  phoneNumber: phoneNumberFieldSchema().optional(),
  preferredLanguage: z.enum(supportedLanguages).optional(),
  preferredCurrency: z.enum(currencies).optional(),
});
/** The changes a profile form sends; every field optional (the schema above checks them). */
export interface ProfileChanges {
  contactName?: string | undefined;
  contactSurname?: string | undefined;
  legalName?: string | undefined;
  phoneNumber?: string | undefined;
  preferredLanguage?: Language | undefined;
  preferredCurrency?: Currency | undefined;
}
