import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { AppError } from '../../errors/app-error';

/**
 * The server's own check of a phone number with libphonenumber's FULL metadata (number patterns
 * of every country): the domain's schemas use the small metadata the web app can afford, which
 * checks lengths only and lets through numbers no country issues (e.g. +34 904 346 395).
 * 422 INVALID_PAYLOAD on `field` (validation.phoneNumber.invalid), as the schema answers.
 */
export function assertPhoneNumberIssued(internationalNumber: string, field = 'phoneNumber'): void {
  if (!isValidPhoneNumber(internationalNumber)) {
    throw new AppError('INVALID_PAYLOAD', { fieldErrors: { [field]: ['validation.phoneNumber.invalid'] } });
  }
}
