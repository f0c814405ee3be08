// What every step of a booking's life shares (docs/decisions/063-booking-lifecycle.md): the database and the
// modules it asks (brands, quotes, mail, and the documents' and payments' readers), the clock, and the reads that
// decide whether a session may touch a booking.
import { calendarDateInUtc, formatCalendarDate, type BookingDocument, type BookingPayment } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { BookingRow } from '../../db/schema';
import type { SessionToken } from '../accounts/session-tokens';
import type { BrandsService } from '../brands/brands.service';
import type { MailService } from '../mail/mail.service';
import { brandBaseUrl } from '../quotes/quote-shares.service';
import type { QuotesService } from '../quotes/quotes.service';
import { backed, bookingIdOf, readable } from './booking-access';
import { createBookingsRepository, type DetailsStatementPart } from './bookings.repository';
import { createNewBookingRepository } from './new-booking.repository';

/**
 * A booking's documents, from the documents module (wired by app.ts). The default lists none, so
 * this module stands on its own; `documentCount` of the pending actions comes from here.
 */
export interface BookingDocumentsReader {
  listForBooking(bookingUuid: string): Promise<BookingDocument[]>;
  /** The same documents, as a part of the details statement. */
  inDetails: DetailsStatementPart<BookingDocument[]>;
}

/** A booking's payments, from the payments module (wired by app.ts); the wire-payment facts come from here. */
export interface BookingPaymentsReader {
  listForBooking(bookingUuid: string): Promise<BookingPayment[]>;
  /** The same payments, as a part of the details statement. */
  inDetails: DetailsStatementPart<BookingPayment[]>;
}

const noFactsInDetails: DetailsStatementPart<never[]> = { subquery: () => sql`null`, factsOf: async () => [] };
export const noBookingDocuments: BookingDocumentsReader = {
  listForBooking: async () => [],
  inDetails: noFactsInDetails,
};
export const noBookingPayments: BookingPaymentsReader = { listForBooking: async () => [], inDetails: noFactsInDetails };

/** What other modules keep about a booking: its documents and payments. */
export interface OutsideFacts {
  documents: BookingDocument[];
  payments: BookingPayment[];
}

export interface BookingsServiceOptions {
  db: Database;
  brandsService: Pick<BrandsService, 'brandForId'>;
  /** Reads the quote and the rate booked (who may read the quote: the quotes module decides). */
  quotesService: Pick<QuotesService, 'rateForBooking'>;
  mailService: Pick<MailService, 'writeWithin' | 'writeStatement' | 'deliverSoon'>;
  /** The app's public address: with the brand's host name, it makes the mailed booking links. */
  publicUrl: string;
  documents?: BookingDocumentsReader;
  payments?: BookingPaymentsReader;
  now?: () => number;
}

export function createBookingsContext({
  db,
  brandsService,
  quotesService,
  mailService,
  publicUrl,
  documents = noBookingDocuments,
  payments = noBookingPayments,
  now = Date.now,
}: BookingsServiceOptions) {
  const repository = createBookingsRepository(db, { documents: documents.inDetails, payments: payments.inDetails });

  /** The brand (from the brands service's cache) and its address; read before a transaction opens. */
  async function brandOf(brandId: string) {
    const stored = await brandsService.brandForId(brandId);
    if (!stored) throw new Error(`brand ${brandId} is not configured`);
    return { brand: stored.configuration, stored, baseUrl: brandBaseUrl(publicUrl, stored.hostnames) };
  }

  return {
    db,
    quotesService,
    mailService,
    documents,
    payments,
    now,
    repository,
    newBookings: createNewBookingRepository(db),
    /** Today's date (UTC, yyyy-mm-dd). */
    today: () => formatCalendarDate(calendarDateInUtc(new Date(now()))),
    brandOf,

    /** The booking if the session may read it: its customer, or staff of its brand. */
    async readableBooking(bookingUuid: string, session: SessionToken, isStaff: boolean): Promise<BookingRow> {
      const row = await backed(() => repository.findByUuid(bookingIdOf(bookingUuid)));
      return readable(row, session, isStaff);
    },

    /**
     * The facts other modules keep (documents, payments), read BEFORE a transaction opens: their
     * readers use the database handle, which an embedded database gives one transaction at a time.
     */
    async outsideFactsOf(bookingUuid: string): Promise<OutsideFacts> {
      const [bookingDocuments, bookingPayments] = await Promise.all([
        documents.listForBooking(bookingUuid),
        payments.listForBooking(bookingUuid),
      ]);
      return { documents: bookingDocuments, payments: bookingPayments };
    },
  };
}

export type BookingsContext = ReturnType<typeof createBookingsContext>;
export type BookingBrand = Awaited<ReturnType<BookingsContext['brandOf']>>;
