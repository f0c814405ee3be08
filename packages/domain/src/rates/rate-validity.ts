import type { ErrorCode } from '../errors/error-catalogue';
import { addDaysToIsoDate, daysFromTo, type IsoDate } from '../search/iso-date';
import type { Rate } from './rate';

/** Validity states of a rate (docs/product/quoting.md#validity). */
export const rateValidityStates = ['valid', 'expiringSoon', 'expired'] as const;
export type RateValidityState = (typeof rateValidityStates)[number];

/** A rate expiring within this many days (today included) is "expiring soon" (docs/decisions/017-rate-validity.md). */
export const rateExpiringSoonWithinDays = 7;

/**
 * Valid, expiring soon or expired, relative to `today` (the caller's clock). A rate is valid
 * through its expiration date; a rate without one never expires.
 */
export function rateValidityOf(rate: Pick<Rate, 'expirationDate'>, today: IsoDate): RateValidityState {
  if (rate.expirationDate === null) return 'valid';
  const daysLeft = daysFromTo(today, rate.expirationDate);
  if (daysLeft < 0) return 'expired';
  return daysLeft <= rateExpiringSoonWithinDays ? 'expiringSoon' : 'valid';
}

/**
 * A cargo ready date this many days (or fewer) before the gate-in or expiry date is "near" it:
 * too little time to truck the cargo to the terminal (docs/decisions/017-rate-validity.md).
 */
export const ratesMayNotApplyWithinDays = 3;

export type RateBookingEligibility =
  | { bookable: false; errorCode: Extract<ErrorCode, 'RATE_EXPIRED'> }
  | { bookable: true; warning: 'ratesMayNotApply' | null };

/**
 * Whether a rate can be booked (docs/product/quoting.md#validity): an expired rate cannot ("Booking Not Available
 * for Expired Quotes"). If the cargo ready date is beyond or near the gate-in date (the CY
 * cut-off) or the rate's expiry, the user may still book and operations will contact them:
 * bookable with the "rates may not apply" warning.
 */
export function rateBookingEligibility(
  rate: Pick<Rate, 'expirationDate' | 'cyCutoff'>,
  { today, cargoReadyDate }: { today: IsoDate; cargoReadyDate: IsoDate | null },
): RateBookingEligibility {
  if (rateValidityOf(rate, today) === 'expired') return { bookable: false, errorCode: 'RATE_EXPIRED' };
  const deadlines = [rate.cyCutoff, rate.expirationDate].filter((date): date is IsoDate => date !== null);
  const nearOrBeyond =
    cargoReadyDate !== null &&
    deadlines.some((deadline) => cargoReadyDate >= addDaysToIsoDate(deadline, -ratesMayNotApplyWithinDays));
  return { bookable: true, warning: nearOrBeyond ? 'ratesMayNotApply' : null };
}
