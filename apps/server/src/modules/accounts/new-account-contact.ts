// What a new customer account is checked for before anything is written, whoever opens it (the customer's sign-up
// or staff, ADR 075): its e-mail and phone number as stored, a phone number some country issues, and a sign-up
// commodity the brand accepts. Whether the address or number is taken is each caller's check: staff may learn it,
// a visitor only within the enumeration limit.
import {
  isRegisterCommodityRefused,
  normalisePhoneNumber,
  registerCommodityField,
  type InternalCustomerCreationBody,
  type RegisterRequestBody,
} from '@freightdesk/domain';
import { AppError } from '../../errors/app-error';
import { assertPhoneNumberIssued } from './phone-numbers';

export function newAccountContact(
  body: RegisterRequestBody | InternalCustomerCreationBody,
  featureFlags: { commodityInQuoteForm: boolean },
): { email: string; phoneNumber: string } {
  // The schemas require both; their inferred types keep the optional variant's `undefined`.
  const email = (body.email ?? '').toLowerCase();
  const phoneNumber = normalisePhoneNumber(body.phoneNumber ?? '');
  assertPhoneNumberIssued(phoneNumber);
  // The sign-up commodity rule the web form applies, enforced here too (422, the field named).
  if (isRegisterCommodityRefused(body, featureFlags))
    throw new AppError('COMMODITY_NOT_ACCEPTED', {
      fieldErrors: { [registerCommodityField]: ['validation.commodityType.notAccepted'] },
    });
  return { email, phoneNumber };
}
