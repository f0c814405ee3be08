import type { BookingChargeLine } from '@freightdesk/domain';
import type { bookingCharges } from '../../db/schema';

/** A revision's charge lines as `booking_charges` rows, in their order (the booking's and the revised quotes'). */
export function bookingChargeRowsOf(
  bookingUuid: string,
  revision: number,
  lines: readonly BookingChargeLine[],
): (typeof bookingCharges.$inferInsert)[] {
  return lines.map((line, position) => ({
    bookingUuid,
    revision,
    position,
    chargeGroup: line.group,
    code: line.code,
    name: line.name,
    label: line.label ?? null,
    quantity: String(line.quantity),
    amountMinor: line.amountMinor,
    currency: line.currency,
  }));
}
