import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { bookings } from './bookings';

/**
 * A file uploaded to a booking (docs/product/booking.md#documents, docs/decisions/066-booking-documents.md).
 * The bytes live in the file storage under `storage_key`; `content_type` is what the bytes are (content
 * sniffing), not what the name or the browser said. System-generated documents are rendered on request and
 * have no row.
 */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    id: uuid('id').primaryKey(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    /** CommercialInvoice · PackingList · Others */
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The uploader's name then (a customer, or staff acting on the booking). */
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_documents_booking_idx').on(table.bookingUuid, table.uploadedAt)],
);

export type BookingDocumentRow = typeof bookingDocuments.$inferSelect;
