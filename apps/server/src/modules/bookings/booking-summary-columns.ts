// The columns a list of bookings reads (My bookings, the staff console's shipments; ADR 077): a summary per booking,
// shared by the two repositories that list them.
import { bookings, type BookingRow } from '../../db/schema';

/** The list's columns: a summary per booking, never the frozen rate. */
export const summaryColumns = {
  uuid: bookings.uuid,
  shipmentNumber: bookings.shipmentNumber,
  customerReferenceId: bookings.customerReferenceId,
  status: bookings.status,
  mode: bookings.mode,
  origin: bookings.origin,
  destination: bookings.destination,
  createdAt: bookings.createdAt,
  totalMinor: bookings.totalMinor,
  currency: bookings.currency,
  pendingActionCount: bookings.pendingActionCount,
};
export type BookingSummaryRow = Pick<BookingRow, keyof typeof summaryColumns>;
