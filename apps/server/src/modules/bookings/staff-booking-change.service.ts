// How staff change a booking (docs/decisions/063-booking-lifecycle.md): the booking locked in a transaction, the
// change, its mail to the customer written in the same transaction (ADR 031's outbox), then delivery.
import type { Language } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import type { BookingRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import type { BookingMailMessage } from '../mail/booking-mail-messages';
import { mailFacts, type BookingMailFacts } from './booking-mail-facts';
import type { BookingBrand, BookingsContext, OutsideFacts } from './bookings-context.service';
import { createBookingsRepository } from './bookings.repository';

/** The mail a change sends its customer, from the booking's facts in the customer's language. */
export type CustomerMail = (facts: BookingMailFacts, language: Language) => BookingMailMessage;

/** Writes a mail to the booking's customer within `tx`, in the language they booked in. */
async function mailCustomerWithin(
  { mailService }: BookingsContext,
  tx: Database,
  row: BookingRow,
  message: CustomerMail,
  { brand, stored, baseUrl }: BookingBrand,
): Promise<void> {
  const customer = await createBookingsRepository(tx).customer(row.customerId);
  if (!customer) return;
  const language = row.language as Language;
  await mailService.writeWithin(tx, [
    {
      to: customer.email,
      language,
      brandId: brand.id,
      brand: stored,
      message: message(mailFacts(row, baseUrl, language), language),
    },
  ]);
}

/** A staff change of a booking of the session's brand. `change` answers the mail to write, or null for none. */
export async function staffChange(
  context: BookingsContext,
  bookingUuid: string,
  session: SessionToken,
  change: (tx: Database, row: BookingRow, at: Date, outside: OutsideFacts) => Promise<CustomerMail | null>,
): Promise<{ bookingUuid: string }> {
  const { db, now, mailService } = context;
  const found = await context.readableBooking(bookingUuid, session, true);
  const uuid = found.uuid;
  const [brand, outside] = await Promise.all([context.brandOf(found.brandId), context.outsideFactsOf(uuid)]);
  await db.transaction(async (tx) => {
    const row = await createBookingsRepository(tx).lockByUuid(uuid);
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    const at = new Date(now());
    const message = await change(tx, row, at, outside);
    if (message) await mailCustomerWithin(context, tx, row, message, brand);
  });
  mailService.deliverSoon();
  return { bookingUuid: uuid };
}
