// What a booking may be paid with and what it has paid (docs/product/booking.md#payment-options, ADR 065, 083): the
// options with their fees, before booking and for a booking, and a booking's payments.
import {
  modesInsteadOfWire,
  paymentOptionsOf,
  wireConfirmationHours,
  type BookingPayment,
  type Money,
  type PaymentOptionsQuery,
  type PaymentOptionsResponse,
  type PaymentView,
} from '@freightdesk/domain';
import type { Placeholder } from 'drizzle-orm';
import type { PaymentRow } from '../../db/schema';
import type { Viewer } from '../../http/auth.plugin';
import type { SessionToken } from '../accounts/session-tokens';
import { viewOf, type PaymentsContext } from './payments-context.service';

/** A payment as a booking's details show it. */
function bookingPaymentOf(row: PaymentRow): BookingPayment {
  const { id, mode, status, createdAt, paidAt, amount, fee, referenceNumber, receiptPath } = viewOf(row);
  return { id, mode, status, createdAt, paidAt, amount, fee, referenceNumber, receiptPath };
}

export function paymentOptions({
  repository,
  accessibleBooking,
  brandOf,
  customerOf,
  amountDueOf,
  availabilityFor,
}: PaymentsContext) {
  return {
    /** The ways to pay what is due; `insteadOfWire`: by card or PayPal in place of an awaited wire (ADR 083). */
    async options(
      bookingUuid: string,
      viewer: Viewer,
      { insteadOfWire = false }: PaymentOptionsQuery = {},
    ): Promise<PaymentOptionsResponse['data']> {
      const booking = await accessibleBooking(bookingUuid, viewer);
      const [brand, customer] = await Promise.all([brandOf(booking.brandId), customerOf(booking.customerId)]);
      const amountDue = await amountDueOf(booking, { insteadOfWire });
      const availability = await availabilityFor(brand, customer);
      const options = paymentOptionsOf(amountDue, brand.payments.fees, availability);
      return {
        amountDue,
        options: insteadOfWire ? options.filter((option) => modesInsteadOfWire.includes(option.mode)) : options,
        availableCredit: availability.availableCredit,
        wireConfirmationHours,
      };
    },

    /**
     * Before booking: how the signed-in customer could pay a booking of `amount` (the total the booking flow computed
     * with the booking's own rule), each mode with its fee, by the same rule as a booking's options.
     */
    async optionsForAmount(amount: Money, viewer: Viewer): Promise<PaymentOptionsResponse['data']> {
      const session = viewer.session as SessionToken;
      const [brand, customer] = await Promise.all([brandOf(session.brandId), customerOf(session.customerId)]);
      const availability = await availabilityFor(brand, customer);
      return {
        amountDue: amount,
        options: paymentOptionsOf(amount, brand.payments.fees, availability),
        availableCredit: availability.availableCredit,
        wireConfirmationHours,
      };
    },

    /** A booking's payments as its details show them (the bookings module's reader, wired by app.ts). */
    async listForBooking(bookingUuid: string): Promise<BookingPayment[]> {
      return (await repository.ofBooking(bookingUuid)).map(bookingPaymentOf);
    },

    /** The same payments read in the bookings module's details statement (ADR 085). */
    inDetails: {
      subquery: (bookingUuid: Placeholder) => repository.ofBookingJson(bookingUuid),
      factsOf: async (value: unknown): Promise<BookingPayment[]> =>
        repository.ofBookingOfJson(value).map(bookingPaymentOf),
    },

    async list(bookingUuid: string, viewer: Viewer): Promise<PaymentView[]> {
      await accessibleBooking(bookingUuid, viewer);
      return (await repository.ofBooking(bookingUuid)).map(viewOf);
    },
  };
}
