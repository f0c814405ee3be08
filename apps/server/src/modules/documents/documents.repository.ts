import { and, asc, count, desc, eq, getTableColumns, ne, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jsonObjectOf, rowOfJson } from '../../db/json-rows';
import { bookingCharges, bookingDocuments, bookings, customers, type BookingDocumentRow } from '../../db/schema';

/** What the documents module reads of a booking: whose it is, and what its PDFs print. */
export interface BookingForDocuments {
  uuid: string;
  brandId: string;
  customerId: string;
  shipmentNumber: number;
  customerReferenceId: string;
  status: string;
  mode: string;
  origin: { name: string; countryIsoCode: string };
  destination: { name: string; countryIsoCode: string };
  commodity: string;
  cargoReadyDate: string;
  validUntil: string | null;
  serviceType: string;
  paymentMode: string;
  currency: string;
  totalMinor: number;
  chargeRevision: number;
  language: string;
  createdAt: Date;
  customer: {
    contactName: string;
    contactSurname: string | null;
    legalName: string | null;
    email: string;
    backendBranch: string;
  };
}

const bookingForDocumentsColumns = {
  uuid: bookings.uuid,
  brandId: bookings.brandId,
  customerId: bookings.customerId,
  shipmentNumber: bookings.shipmentNumber,
  customerReferenceId: bookings.customerReferenceId,
  status: bookings.status,
  mode: bookings.mode,
  origin: bookings.origin,
  destination: bookings.destination,
  commodity: bookings.commodity,
  cargoReadyDate: bookings.cargoReadyDate,
  validUntil: bookings.validUntil,
  serviceType: bookings.serviceType,
  paymentMode: bookings.paymentMode,
  currency: bookings.currency,
  totalMinor: bookings.totalMinor,
  chargeRevision: bookings.chargeRevision,
  language: bookings.language,
  createdAt: bookings.createdAt,
  customer: {
    contactName: customers.contactName,
    contactSurname: customers.contactSurname,
    legalName: customers.legalName,
    email: customers.email,
    backendBranch: customers.backendBranch,
  },
};

function prepareBookingForDocuments(db: Database) {
  return db
    .select(bookingForDocumentsColumns)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(eq(bookings.uuid, sql.placeholder('uuid')))
    .limit(1)
    .prepare('documents_booking');
}

/** The booking with its uploads, newest first: a row per upload (one with no upload when there is none). */
function prepareBookingWithDocuments(db: Database) {
  return db
    .select({ ...bookingForDocumentsColumns, document: getTableColumns(bookingDocuments) })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(bookingDocuments, eq(bookingDocuments.bookingUuid, bookings.uuid))
    .where(eq(bookings.uuid, sql.placeholder('uuid')))
    .orderBy(desc(bookingDocuments.uploadedAt), desc(bookingDocuments.id))
    .prepare('documents_booking_with_uploads');
}

const uploadColumns = getTableColumns(bookingDocuments);

/**
 * The booking and its uploads, newest first, as one JSON value: this module's part of the bookings module's details
 * statement (ADR 085), read back by `bookingWithDocumentsOfJson`.
 */
function bookingWithDocumentsJson(db: Database, bookingUuid: Placeholder): SQLWrapper {
  const newestFirst = sql`${bookingDocuments.uploadedAt} desc, ${bookingDocuments.id} desc`;
  const uploads = db
    .select({
      uploads: sql`coalesce(json_agg(${jsonObjectOf(uploadColumns)} order by ${newestFirst}), '[]'::json)`,
    })
    .from(bookingDocuments)
    .where(eq(bookingDocuments.bookingUuid, bookingUuid));
  return db
    .select({
      value: sql`json_build_object('booking', ${jsonObjectOf(bookingForDocumentsColumns)}, 'uploads', ${uploads})`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(eq(bookings.uuid, bookingUuid));
}

function prepareDocumentsOfBooking(db: Database) {
  return db
    .select()
    .from(bookingDocuments)
    .where(eq(bookingDocuments.bookingUuid, sql.placeholder('bookingUuid')))
    .orderBy(desc(bookingDocuments.uploadedAt), desc(bookingDocuments.id))
    .prepare('documents_of_booking');
}

/**
 * The documents module's own queries (ADR 066). The booking tables belong to the bookings module: this
 * reads the few columns it needs and, when a first document arrives, moves the booking's open-action
 * count in the same transaction as the document row (the 'upload documents' action is then complete).
 */
export function createDocumentsRepository(db: Database) {
  // The reads of every booking details call, prepared on first use (built once; prepared on PostgreSQL).
  let bookingByUuid: ReturnType<typeof prepareBookingForDocuments> | undefined;
  let documentsOfBooking: ReturnType<typeof prepareDocumentsOfBooking> | undefined;
  let bookingWithDocuments: ReturnType<typeof prepareBookingWithDocuments> | undefined;
  return {
    async findBooking(uuid: string): Promise<BookingForDocuments | undefined> {
      bookingByUuid ??= prepareBookingForDocuments(db);
      const [row] = await bookingByUuid.execute({ uuid });
      return row;
    },

    /** The booking and its uploads, newest first, in one statement (every booking details call reads them). */
    async findBookingWithDocuments(
      uuid: string,
    ): Promise<{ booking: BookingForDocuments; documents: BookingDocumentRow[] } | undefined> {
      bookingWithDocuments ??= prepareBookingWithDocuments(db);
      const rows = await bookingWithDocuments.execute({ uuid });
      const [first] = rows;
      if (!first) return undefined;
      const { document: _document, ...booking } = first;
      return { booking, documents: rows.flatMap((row) => (row.document ? [row.document] : [])) };
    },

    bookingWithDocumentsJson: (bookingUuid: Placeholder) => bookingWithDocumentsJson(db, bookingUuid),

    /** The value of `bookingWithDocumentsJson`: the booking and its uploads as `findBookingWithDocuments` answers. */
    bookingWithDocumentsOfJson(
      value: unknown,
    ): { booking: BookingForDocuments; documents: BookingDocumentRow[] } | undefined {
      if (value === null || value === undefined) return undefined;
      const { booking, uploads } = value as { booking: Record<string, unknown>; uploads: Record<string, unknown>[] };
      return {
        booking: rowOfJson<BookingForDocuments>(bookingForDocumentsColumns, booking),
        documents: uploads.map((upload) => rowOfJson<BookingDocumentRow>(uploadColumns, upload)),
      };
    },

    /** The charge lines in force (the booking's current revision), in order. */
    chargesOf(bookingUuid: string, revision: number) {
      return db
        .select({
          code: bookingCharges.code,
          name: bookingCharges.name,
          label: bookingCharges.label,
          amountMinor: bookingCharges.amountMinor,
          currency: bookingCharges.currency,
        })
        .from(bookingCharges)
        .where(and(eq(bookingCharges.bookingUuid, bookingUuid), eq(bookingCharges.revision, revision)))
        .orderBy(asc(bookingCharges.position));
    },

    /** Adds an uploaded document; the first one completes the booking's 'upload documents' action. */
    async insertDocument(row: typeof bookingDocuments.$inferInsert): Promise<BookingDocumentRow> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(bookingDocuments).values(row).returning();
        const [{ others } = { others: 0 }] = await tx
          .select({ others: count() })
          .from(bookingDocuments)
          .where(and(eq(bookingDocuments.bookingUuid, row.bookingUuid), ne(bookingDocuments.id, row.id)));
        if (others === 0) {
          await tx
            .update(bookings)
            .set({ pendingActionCount: sql`greatest(${bookings.pendingActionCount} - 1, 0)`, updatedAt: new Date() })
            .where(eq(bookings.uuid, row.bookingUuid));
        }
        return inserted!;
      });
    },

    listDocuments(bookingUuid: string): Promise<BookingDocumentRow[]> {
      documentsOfBooking ??= prepareDocumentsOfBooking(db);
      return documentsOfBooking.execute({ bookingUuid });
    },

    async findDocument(bookingUuid: string, id: string): Promise<BookingDocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingDocuments)
        .where(and(eq(bookingDocuments.bookingUuid, bookingUuid), eq(bookingDocuments.id, id)));
      return row;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
