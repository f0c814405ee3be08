// One service for a booking's life (book, read, list, the customer's updates, staff moves): its
// steps share the booking's facts, its pending actions and its mails (ADR 063).
import { createHash, randomUUID } from 'node:crypto';
import {
  blocksProcessing,
  bookingCargoItems,
  bookingChargeLinesOf,
  bookingPathInLanguage,
  bookingRequestProblems,
  bookingRouteLine,
  calendarDateInUtc,
  chargeLinesInCurrency,
  countPendingActions,
  currentMilestone,
  displayNameOf,
  doorAddressesNeeded,
  estimatedArrivalOf,
  formatCalendarDate,
  formatMoney,
  formatShipmentId,
  insuranceDeductibleEur,
  isAllowedBookingTransition,
  laterPartyAllowed,
  milestoneDcsaEventCodes,
  milestoneTimeline,
  pendingActionsOf,
  wirePaymentFactsOf,
  rateValidityOf,
  resolveLanguage,
  shipmentDigitsOfSearch,
  totalOfChargeLines,
  transitionNeedsReason,
  type BookingAddress,
  type BookingChargeLine,
  type BookingCharges,
  type BookingDetails,
  type BookingDocument,
  type BookingMilestone,
  type BookingMode,
  type BookingPayment,
  type BookingPlace,
  type BookingStatus,
  type ChangeBookingStatusRequest,
  type CreateBookingRequest,
  type Currency,
  type IssueRevisedQuoteRequest,
  type Language,
  type LaterPartyRole,
  type MilestoneClassifier,
  type MyBookingsPage,
  pendingActionKinds,
  type PendingActionKind,
  type StaffShipment,
  type StaffShipmentsFilter,
  type StaffShipmentsPage,
  type StaffShipmentsQuery,
  type MyBookingsQuery,
  type PendingAction,
  type RecordMilestoneRequest,
  type RevisedQuote,
  type updateShipmentReferencesRequestSchema,
} from '@freightdesk/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { BookingRow } from '../../db/schema';
import { AppError, isAppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import type { BrandsService } from '../brands/brands.service';
import type { BookingMailMessage } from '../mail/booking-mail-messages';
import type { MailService } from '../mail/mail.service';
import { brandBaseUrl } from '../quotes/quote-shares.service';
import { quotePlaces } from '../quotes/quote-places';
import type { QuotesService } from '../quotes/quotes.service';
import {
  createBookingsRepository,
  type BookingPartyRow,
  type MilestoneEventRow,
  type RevisedQuoteRow,
  type StaffBookingListFilter,
  type StaffBookingSummaryRow,
  type StoredChargeLine,
} from './bookings.repository';
import { createNewBookingRepository } from './new-booking.repository';

/**
 * A booking's documents, from the documents module (wired by app.ts). The default lists none, so
 * this module stands on its own; `documentCount` of the pending actions comes from here.
 */
export interface BookingDocumentsReader {
  listForBooking(bookingUuid: string): Promise<BookingDocument[]>;
}

/** A booking's payments, from the payments module (wired by app.ts); the wire-payment facts come from here. */
export interface BookingPaymentsReader {
  listForBooking(bookingUuid: string): Promise<BookingPayment[]>;
}

export const noBookingDocuments: BookingDocumentsReader = { listForBooking: async () => [] };
export const noBookingPayments: BookingPaymentsReader = { listForBooking: async () => [] };

/** What other modules keep about a booking: its documents and payments. */
interface OutsideFacts {
  documents: BookingDocument[];
  payments: BookingPayment[];
}

export type UpdateShipmentReferencesRequest = z.output<typeof updateShipmentReferencesRequestSchema>;

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

export type BookingsService = ReturnType<typeof createBookingsService>;

/** The hash that tells a repeated booking request from another sent with the same key. */
export function bookingRequestHash(quoteUuid: string, rateUuid: string, body: CreateBookingRequest): string {
  return createHash('sha256').update(JSON.stringify({ quoteUuid, rateUuid, body })).digest('hex');
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A failure of the database (a backing service) while reading: 503 PRODUCT_SERVICE_NOT_AVAILABLE. */
/** A document with the details contract's fields only (a reader may know more, e.g. the uploader's name). */
function contractDocument(document: BookingDocument): BookingDocument {
  const { id, type, fileName, sizeBytes, contentType, uploadedAt, systemGenerated, downloadPath } = document;
  return { id, type, fileName, sizeBytes, contentType, uploadedAt, systemGenerated, downloadPath };
}

async function backed<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('PRODUCT_SERVICE_NOT_AVAILABLE', { cause: error });
  }
}

function placeOf(search: BookingRow['search']['origin']): BookingPlace {
  const known = quotePlaces([{ code: search.code, type: search.type }])[search.code];
  return {
    code: search.code,
    name: known?.name ?? search.city ?? search.code,
    city: search.city,
    countryIsoCode: search.countryIsoCode,
    type: search.type,
    // Where the Tracking tab's map draws it (the reference data's position; none for an unknown code).
    lat: known?.lat ?? null,
    lon: known?.lon ?? null,
  };
}

/** The charge lines as the details carry them: in force, or of a given revision. */
function chargesOf(row: BookingRow, lines: readonly StoredChargeLine[], revision: number): BookingCharges {
  const own: BookingChargeLine[] = lines
    .filter((line) => line.revision === revision)
    .map(({ revision: _revision, ...line }) => line);
  return {
    lines: own,
    total: { amountMinor: totalOfChargeLines(own), currency: row.currency as Currency },
    exchangeRates: row.exchangeRates,
  };
}

/**
 * Bookings (docs/product/booking.md, docs/decisions/063-booking-lifecycle.md): made from a quote's
 * rate with an idempotency key, in one transaction with their charges, parties, first status and
 * milestone and their mails; read by their customer and the brand's staff; moved on by staff.
 */
export function createBookingsService({
  db,
  brandsService,
  quotesService,
  mailService,
  publicUrl,
  documents = noBookingDocuments,
  payments = noBookingPayments,
  now = Date.now,
}: BookingsServiceOptions) {
  const repository = createBookingsRepository(db);
  const newBookings = createNewBookingRepository(db);
  const today = () => formatCalendarDate(calendarDateInUtc(new Date(now())));

  /** The brand (from the brands service's cache) and its address; read before a transaction opens. */
  async function brandOf(brandId: string) {
    const stored = await brandsService.brandForId(brandId);
    if (!stored) throw new Error(`brand ${brandId} is not configured`);
    return { brand: stored.configuration, stored, baseUrl: brandBaseUrl(publicUrl, stored.hostnames) };
  }

  /** The booking if the session may read it: its customer, or staff of its brand. */
  async function readableBooking(bookingUuid: string, session: SessionToken, isStaff: boolean): Promise<BookingRow> {
    const row = await backed(() => repository.findByUuid(bookingIdOf(bookingUuid)));
    return readable(row, session, isStaff);
  }

  /** The booking's uuid as stored; an id of another shape names no booking. */
  function bookingIdOf(bookingUuid: string): string {
    if (!uuidShape.test(bookingUuid)) throw new AppError('BOOKING_NOT_FOUND');
    return bookingUuid.toLowerCase();
  }

  /** `row` if the session may read it: its customer, or staff of its brand. */
  function readable<Row extends Pick<BookingRow, 'brandId' | 'customerId'>>(
    row: Row | undefined,
    session: SessionToken,
    isStaff: boolean,
  ): Row {
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    const mayRead = isStaff ? row.brandId === session.brandId : row.customerId === session.customerId;
    if (!mayRead) throw new AppError('ACCESS_FORBIDDEN');
    return row;
  }

  /** The facts of a booking's pending actions, read from its parties, revised quotes, documents and payments. */
  function pendingActionsFrom(
    row: BookingRow,
    parties: readonly BookingPartyRow[],
    revisedQuotes: readonly RevisedQuoteRow[],
    bookingDocuments: readonly BookingDocument[],
    bookingPayments: readonly BookingPayment[],
  ): PendingAction[] {
    const roles = new Set(parties.map((party) => party.role));
    const needed = doorAddressesNeeded(row.rate);
    // The payments module keeps the count in step by the same rule (wirePaymentFactsOf).
    const wires = bookingPayments.filter((payment) => payment.mode === 'wire');
    const wiresIn = (status: BookingPayment['status']) => wires.filter((payment) => payment.status === status).length;
    const wireFacts = wirePaymentFactsOf({
      pending: wiresIn('pending'),
      succeeded: wiresIn('succeeded'),
      replaced: wiresIn('replaced'),
    });
    return pendingActionsOf({
      hasShipper: roles.has('shipper'),
      hasConsignee: roles.has('consignee'),
      hasNotifyParty: roles.has('notifyParty'),
      needsPickupAddress: needed.pickup,
      hasPickupAddress: roles.has('pickup'),
      needsDeliveryAddress: needed.delivery,
      hasDeliveryAddress: roles.has('delivery'),
      documentCount: bookingDocuments.filter((document) => !document.systemGenerated).length,
      ...wireFacts,
      hasPendingRevisedQuote: revisedQuotes.some((quote) => quote.state === 'pending'),
      hasAcceptedRevisedQuote: revisedQuotes.some((quote) => quote.state === 'accepted'),
    });
  }

  /**
   * The facts other modules keep (documents, payments), read BEFORE a transaction opens: their
   * readers use the database handle, which an embedded database gives one transaction at a time.
   */
  async function outsideFactsOf(bookingUuid: string): Promise<OutsideFacts> {
    const [bookingDocuments, bookingPayments] = await Promise.all([
      documents.listForBooking(bookingUuid),
      payments.listForBooking(bookingUuid),
    ]);
    return { documents: bookingDocuments, payments: bookingPayments };
  }

  /** Recounts the booking's pending actions within `tx` (after a change there). */
  async function recountWithin(tx: Database, row: BookingRow, at: Date, outside: OutsideFacts): Promise<number> {
    const within = createBookingsRepository(tx);
    const [parties, revisedQuotes] = await Promise.all([within.partiesOf(row.uuid), within.revisedQuotesOf(row.uuid)]);
    const actions = pendingActionsFrom(row, parties, revisedQuotes, outside.documents, outside.payments);
    const pendingActionCount = countPendingActions(actions);
    const pendingActionKinds = pendingKindsOf(actions);
    if (pendingActionCount !== row.pendingActionCount || pendingActionKinds.join() !== row.pendingActionKinds.join()) {
      await within.update(row.uuid, { pendingActionCount, pendingActionKinds }, at);
    }
    return pendingActionCount;
  }

  /** The mail facts of a booking, for its customer (in the booking's language). */
  function mailFacts(
    row: Pick<BookingRow, 'uuid' | 'shipmentNumber' | 'customerReferenceId' | 'mode' | 'origin' | 'destination'>,
    baseUrl: string,
    language: Language,
  ) {
    return {
      bookingUuid: row.uuid,
      shipmentId: formatShipmentId(row.shipmentNumber),
      customerReference: row.customerReferenceId,
      route: bookingRouteLine(row.mode, row.origin, row.destination),
      bookingUrl: `${baseUrl}${bookingPathInLanguage(row.uuid, language)}`,
    };
  }

  /** Writes a mail to the booking's customer within `tx`, in the language they booked in. */
  async function mailCustomerWithin(
    tx: Database,
    row: BookingRow,
    message: (facts: ReturnType<typeof mailFacts>, language: Language) => BookingMailMessage,
    { brand, stored, baseUrl }: Awaited<ReturnType<typeof brandOf>>,
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

  /**
   * A staff change: the booking locked in a transaction, the change, its mail to the customer,
   * then delivery. `change` answers the mail to write, or null for none.
   */
  async function staffChange(
    bookingUuid: string,
    session: SessionToken,
    change: (
      tx: Database,
      row: BookingRow,
      at: Date,
      outside: OutsideFacts,
    ) => Promise<((facts: ReturnType<typeof mailFacts>, language: Language) => BookingMailMessage) | null>,
  ): Promise<{ bookingUuid: string }> {
    const found = await readableBooking(bookingUuid, session, true);
    const uuid = found.uuid;
    const [brand, outside] = await Promise.all([brandOf(found.brandId), outsideFactsOf(uuid)]);
    await db.transaction(async (tx) => {
      const row = await createBookingsRepository(tx).lockByUuid(uuid);
      if (!row) throw new AppError('BOOKING_NOT_FOUND');
      const at = new Date(now());
      const message = await change(tx, row, at, outside);
      if (message) await mailCustomerWithin(tx, row, message, brand);
    });
    mailService.deliverSoon();
    return { bookingUuid: uuid };
  }

  /** The list's filter for the session's brand (never another brand's bookings). */
  function staffListFilterOf(
    session: SessionToken,
    filter: StaffShipmentsFilter,
    limit: number,
    offset: number,
  ): StaffBookingListFilter {
    const { sort, search, ...rest } = filter;
    const lowered = search?.toLowerCase();
    return {
      ...rest,
      brandId: session.brandId,
      search: lowered,
      shipmentDigits: lowered === undefined ? null : shipmentDigitsOfSearch(lowered),
      sort: { key: sort.replace(/^-/, '') as StaffBookingListFilter['sort']['key'], descending: sort.startsWith('-') },
      limit,
      offset,
    };
  }

  /** The list's rows with their current milestone (one query for the page's milestone events). */
  async function staffShipmentsOf(rows: readonly StaffBookingSummaryRow[]): Promise<StaffShipment[]> {
    const events = await backed(() => repository.milestoneEventsOf(rows.map((row) => row.uuid)));
    const eventsByBooking = new Map<string, MilestoneEventRow[]>();
    for (const event of events) {
      const own = eventsByBooking.get(event.bookingUuid);
      if (own) own.push(event);
      else eventsByBooking.set(event.bookingUuid, [event]);
    }
    return rows.map((row) => ({
      bookingUuid: row.uuid,
      shipmentId: formatShipmentId(row.shipmentNumber),
      customerReferenceId: row.customerReferenceId,
      status: row.status as BookingStatus,
      mode: row.mode as BookingMode,
      origin: row.origin,
      destination: row.destination,
      bookedOn: row.createdAt.toISOString(),
      total: { amountMinor: row.totalMinor, currency: row.currency as Currency },
      pendingActionCount: row.pendingActionCount,
      currentMilestone: currentMilestone(
        milestoneTimeline(
          (eventsByBooking.get(row.uuid) ?? []).map((event) => ({
            milestone: event.milestone as BookingMilestone,
            classifier: event.classifier as MilestoneClassifier,
            eventDate: event.eventDate,
          })),
        ),
      ),
      customer: {
        id: row.customerId,
        email: row.customerEmail,
        name: [row.customerName, row.customerSurname].filter(Boolean).join(' '),
        company: row.customerCompany,
      },
      cargoReadyDate: row.cargoReadyDate,
      etd: row.etd,
      eta: row.eta,
      pendingActions: row.pendingActionKinds.filter((kind): kind is PendingActionKind =>
        (pendingActionKinds as readonly string[]).includes(kind),
      ),
    }));
  }

  const formatTotal = (amountMinor: number, currency: string, language: Language) =>
    formatMoney({ amountMinor, currency: currency as Currency }, language, { currencyDisplay: 'code' });

  return {
    /**
     * POST /api/v2/quotes/{quoteId}/rates/{rateUuid}/bookings (ADR 063). The same key with the same
     * body answers the booking made the first time; with another body 422 IDEMPOTENCY_KEY_REUSED.
     */
    async createBooking({
      quoteUuid,
      rateUuid,
      idempotencyKey,
      body,
      session,
    }: {
      quoteUuid: string;
      rateUuid: string;
      idempotencyKey: string;
      body: CreateBookingRequest;
      session: SessionToken;
    }): Promise<{ bookingUuid: string; shipmentId: string }> {
      const requestHash = bookingRequestHash(quoteUuid, rateUuid, body);
      const answerOf = (made: { uuid: string; shipmentNumber: number; requestHash: string }) => {
        if (made.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { bookingUuid: made.uuid, shipmentId: formatShipmentId(made.shipmentNumber) };
      };
      // The customer and a booking made with this key in one statement (the brand from the cache); a repeated key
      // answers before any check.
      const [{ earlier, customer }, { brand, stored: storedBrand, baseUrl }] = await Promise.all([
        newBookings.customerAndKeyedBooking(session.customerId, idempotencyKey),
        brandOf(session.brandId),
      ]);
      if (earlier) return answerOf(earlier);
      if (!customer) throw new AppError('UNAUTHORIZED');
      if (!customer.hasPassword) throw new AppError('ACCOUNT_SETUP_INCOMPLETE');
      if (!uuidShape.test(quoteUuid)) throw new AppError('QUOTE_NOT_FOUND');
      const { quote, rate } = await quotesService.rateForBooking(quoteUuid.toLowerCase(), rateUuid, {
        session,
        isStaff: false,
      });
      if (quote.brandId !== session.brandId) throw new AppError('QUOTE_NOT_FOUND');
      const day = today();
      if (rateValidityOf(rate, day) === 'expired') throw new AppError('RATE_EXPIRED');
      const problems = bookingRequestProblems(body, rate);
      if (Object.keys(problems).length > 0) throw new AppError('INVALID_PAYLOAD', { fieldErrors: problems });

      const language = resolveLanguage({
        pathname: `/${customer.preferredLanguage}`,
        enabledLanguages: brand.supportedLanguages,
      });
      const lines = bookingChargeLinesOf(rate, body);
      const currency = rate.total.currency;
      const totalMinor = totalOfChargeLines(lines);
      const parties: { role: string; party: BookingAddress }[] = [
        { role: 'billing', party: body.billingAddress },
        ...(body.pickupAddress ? [{ role: 'pickup', party: body.pickupAddress }] : []),
        ...(body.deliveryAddress ? [{ role: 'delivery', party: body.deliveryAddress }] : []),
      ];
      const firstActions = pendingActionsOf({
        hasShipper: false,
        hasConsignee: false,
        hasNotifyParty: false,
        needsPickupAddress: rate.includes.pickup,
        hasPickupAddress: body.pickupAddress !== null,
        needsDeliveryAddress: rate.includes.delivery,
        hasDeliveryAddress: body.deliveryAddress !== null,
        documentCount: 0,
        // No payment exists yet: the wire action appears once the customer starts the transfer.
        hasUnconfirmedWirePayment: false,
        hasConfirmedWirePayment: false,
        hasWirePaidInstead: false,
        hasPendingRevisedQuote: false,
        hasAcceptedRevisedQuote: false,
      });
      const pendingActionCount = countPendingActions(firstActions);
      const at = new Date(now());
      const uuid = randomUUID();
      // Taken once the request is valid: the mails print it, and they are written with the booking.
      const shipmentNumber = await newBookings.nextShipmentNumber();
      const row = {
        uuid,
        shipmentNumber,
        brandId: session.brandId,
        customerId: session.customerId,
        quoteUuid: quote.uuid,
        rateUuid: rate.uuid,
        idempotencyKey,
        requestHash,
        status: 'R',
        statusReason: null,
        mode: quote.shipmentType,
        routeKind: rate.routeKind,
        origin: placeOf(quote.search.origin),
        destination: placeOf(quote.search.destination),
        search: quote.search,
        rate,
        exchangeRates: quote.exchangeRates,
        commodity: body.commodity,
        cargoReadyDate: body.cargoReadyDate,
        customerReferenceId: body.customerReferenceId,
        shipperType: body.shipperType,
        serviceType: body.serviceType,
        comments: body.comments,
        paymentMode: body.paymentMode,
        insurance:
          body.insurance === null
            ? null
            : {
                cargoValueMinor: body.insurance.cargoValue.amountMinor,
                currency: body.insurance.cargoValue.currency,
                usedCargo: body.insurance.usedCargo,
                premiumMinor: lines.at(-1)?.amountMinor ?? 0,
              },
        currency,
        totalMinor,
        quotedTotalMinor: rate.total.total,
        quotedAt: quote.createdAt,
        validUntil: rate.expirationDate,
        gateInBy: rate.cyCutoff,
        language,
        chargeRevision: 0,
        pendingActionCount,
        pendingActionKinds: pendingKindsOf(firstActions),
        ...estimatedDatesOf(rate, []),
        createdAt: at,
        updatedAt: at,
      };
      const facts = mailFacts(row, baseUrl, language);
      // Operations read the brand's first language.
      const staffLanguage = brand.supportedLanguages[0] ?? language;
      const customerName = displayNameOf({
        contactName: customer.contactName,
        contactSurname: customer.contactSurname,
        email: customer.email,
      });
      const mails = await mailService.writeStatement([
        {
          to: customer.email,
          language,
          brandId: brand.id,
          brand: storedBrand,
          message: {
            kind: 'bookingConfirmation',
            ...facts,
            contactName: customerName,
            total: formatTotal(totalMinor, currency, language),
            paymentMode: body.paymentMode,
          },
        },
        {
          to: brand.contactEmails.operations,
          language: staffLanguage,
          brandId: brand.id,
          brand: storedBrand,
          message: {
            kind: 'bookingReceivedStaff',
            ...mailFacts(row, baseUrl, staffLanguage),
            customerName,
            customerEmail: customer.email,
            total: formatTotal(totalMinor, currency, staffLanguage),
          },
        },
      ]);
      // The booking, its charges, parties, first status and milestone and its mails: one statement (ADR 085).
      const made = await newBookings.insertBooking(
        row,
        {
          charges: lines,
          parties,
          statusChange: {
            bookingUuid: uuid,
            fromStatus: null,
            toStatus: 'R',
            reason: null,
            changedById: session.customerId,
            changedAt: at,
          },
          milestoneEvent: {
            bookingUuid: uuid,
            milestone: 'bookingReceived',
            classifier: 'ACT',
            dcsaEventCodes: [...milestoneDcsaEventCodes.bookingReceived],
            eventDate: day,
            location: null,
            recordedById: session.customerId,
            recordedAt: at,
          },
        },
        [mails.insert],
      );
      if (!made) {
        // Another request with this key made it first (it committed while this one waited).
        const winner = await repository.findByIdempotencyKey(session.customerId, idempotencyKey);
        if (!winner) throw new Error('a booking with this idempotency key was neither made nor found');
        return answerOf(winner);
      }
      mailService.deliverSoon();
      return { bookingUuid: uuid, shipmentId: formatShipmentId(shipmentNumber) };
    },

    /** GET /api/v2/bookings/{bookingUuid}/details: the customer's own booking, or any of the brand's for staff. */
    async details(bookingUuid: string, session: SessionToken, isStaff: boolean): Promise<BookingDetails> {
      const uuid = bookingIdOf(bookingUuid);
      // Three reads at once (the booking with its history in one query); nothing is answered before the check.
      const [found, bookingDocuments, bookingPayments] = await backed(() =>
        Promise.all([repository.findWithHistory(uuid), documents.listForBooking(uuid), payments.listForBooking(uuid)]),
      );
      const { history, ...row } = readable(found, session, isStaff);
      const { charges: lines, parties, milestoneEvents: events, revisedQuotes } = history;
      const partyOf = (role: string) => parties.find((party) => party.role === role)?.party ?? null;
      const billingParty = partyOf('billing');
      if (!billingParty) throw new Error(`booking ${row.uuid} has no billing party`);
      const timeline = milestoneTimeline(
        events.map((event) => ({
          milestone: event.milestone as BookingMilestone,
          classifier: event.classifier as MilestoneClassifier,
          eventDate: event.eventDate,
        })),
      );
      const locationOf = (milestone: BookingMilestone) =>
        events.filter((event) => event.milestone === milestone && event.location !== null).at(-1)?.location ?? null;
      const rate = row.rate;
      const { etd: departure, eta: arrival } = estimatedDatesOf(rate, events);
      const charges = chargesOf(row, lines, row.chargeRevision);
      const shown = revisedQuotes.findLast((quote) => quote.state !== 'superseded') ?? null;
      const revisedQuote: RevisedQuote | null =
        shown === null
          ? null
          : {
              uuid: shown.uuid,
              state: shown.state as RevisedQuote['state'],
              issuedAt: shown.issuedAt.toISOString(),
              acceptedAt: shown.acceptedAt?.toISOString() ?? null,
              reason: shown.reason,
              before: chargesOf(
                row,
                lines,
                shown.state === 'pending' ? row.chargeRevision : previousRevision(revisedQuotes, shown.revision),
              ),
              after: chargesOf(row, lines, shown.revision),
            };
      const currency = row.currency as Currency;
      return {
        bookingDetails: {
          bookingUuid: row.uuid,
          shipmentId: formatShipmentId(row.shipmentNumber),
          customerReferenceId: row.customerReferenceId,
          status: row.status as BookingStatus,
          statusReason: row.statusReason,
          mode: row.mode as BookingMode,
          quoteUuid: row.quoteUuid,
          rateUuid: row.rateUuid,
          // Staff set the customer's credit line from the booking page; customers need not see their own id.
          customerId: isStaff ? row.customerId : null,
          origin: row.origin,
          destination: row.destination,
          bookedOn: row.createdAt.toISOString(),
          validUntil: row.validUntil,
          gateInBy: row.gateInBy,
          serviceType: row.serviceType as BookingDetails['bookingDetails']['serviceType'],
          shipperType: row.shipperType as BookingDetails['bookingDetails']['shipperType'],
          routeKind: row.routeKind,
          commodity: row.commodity as BookingDetails['bookingDetails']['commodity'],
          cargoReadyDate: row.cargoReadyDate,
          comments: row.comments,
          // The carrier is public; the rate's internal data, vessel and drayage providers never leave here.
          carrier: { code: rate.carrierCode, name: rate.suppliersInformation.freight },
          transitTimeDays: rate.transitTimeDays,
          applicableGris: [...new Set(charges.lines.filter((line) => /GRI/i.test(line.code)).map((line) => line.code))],
          charges,
          estimatedDates: { departure, arrival },
          vessel: row.vessel,
          voyage: row.voyage,
          mblNumber: row.mblNumber,
          containerNumbers: row.containerNumbers,
          quote: { date: row.quotedAt.toISOString(), amount: { amountMinor: row.quotedTotalMinor, currency } },
          insurance:
            row.insurance === null
              ? null
              : {
                  cargoValue: { amountMinor: row.insurance.cargoValueMinor, currency: row.insurance.currency },
                  usedCargo: row.insurance.usedCargo,
                  premium: { amountMinor: row.insurance.premiumMinor, currency: row.insurance.currency },
                  deductibleEur: row.insurance.usedCargo
                    ? insuranceDeductibleEur.usedCargo
                    : insuranceDeductibleEur.newCargo,
                },
          paymentMode: row.paymentMode as BookingDetails['bookingDetails']['paymentMode'],
          milestones: timeline.map((entry) => ({
            ...entry,
            dcsaEventCodes: [...milestoneDcsaEventCodes[entry.milestone]],
            location: locationOf(entry.milestone),
          })),
          pendingActions: pendingActionsFrom(row, parties, revisedQuotes, bookingDocuments, bookingPayments),
          revisedQuote,
        },
        cargoDetails: { items: bookingCargoItems(row.search.cargo) },
        documents: bookingDocuments.map(contractDocument),
        partyDetails: {
          shipper: partyOf('shipper'),
          consignee: partyOf('consignee'),
          notifyParty: partyOf('notifyParty'),
          billingParty,
          pickupAddress: partyOf('pickup'),
          deliveryAddress: partyOf('delivery'),
        },
        payments: bookingPayments,
      };
    },

    /** GET /api/v2/bookings: My bookings (staff: the brand's), newest first, filtered and searched. */
    async myBookings(session: SessionToken, isStaff: boolean, query: MyBookingsQuery): Promise<MyBookingsPage> {
      return this.bookingsOf(isStaff ? { brandId: session.brandId } : { customerId: session.customerId }, query);
    },

    /** The brand's or one customer's bookings (the staff console's customer page, ADR 075), newest first. */
    async bookingsOf(
      whose: { brandId: string } | { customerId: string },
      query: MyBookingsQuery,
    ): Promise<MyBookingsPage> {
      const search = query.search?.toLowerCase();
      const { rows, total } = await backed(() =>
        repository.list({
          whose,
          status: query.status,
          mode: query.mode,
          search,
          shipmentDigits: search === undefined ? null : shipmentDigitsOfSearch(search),
          needsAction: query.needsAction,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
      );
      const events = await backed(() => repository.milestoneEventsOf(rows.map((row) => row.uuid)));
      return {
        data: rows.map((row) => ({
          bookingUuid: row.uuid,
          shipmentId: formatShipmentId(row.shipmentNumber),
          customerReferenceId: row.customerReferenceId,
          status: row.status as BookingStatus,
          mode: row.mode as BookingMode,
          origin: row.origin,
          destination: row.destination,
          bookedOn: row.createdAt.toISOString(),
          total: { amountMinor: row.totalMinor, currency: row.currency as Currency },
          pendingActionCount: row.pendingActionCount,
          currentMilestone: currentMilestone(
            milestoneTimeline(
              events
                .filter((event: MilestoneEventRow) => event.bookingUuid === row.uuid)
                .map((event) => ({
                  milestone: event.milestone as BookingMilestone,
                  classifier: event.classifier as MilestoneClassifier,
                  eventDate: event.eventDate,
                })),
            ),
          ),
        })),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    /**
     * GET /api/v2/staff/shipments (ADR 077): a page of the brand's bookings with their customers, as
     * the console lists them. Staff only (the route checks the permission); always the session's brand.
     */
    async staffShipments(session: SessionToken, query: StaffShipmentsQuery): Promise<StaffShipmentsPage> {
      const { page, pageSize, ...filter } = query;
      const { rows, total } = await backed(() =>
        repository.staffList(staffListFilterOf(session, filter, pageSize, (page - 1) * pageSize)),
      );
      return { data: await staffShipmentsOf(rows), meta: { page, pageSize, total } };
    },

    /** Every booking the filter finds, a page at a time (the CSV export streams them as they come). */
    async *staffShipmentsPages(
      session: SessionToken,
      filter: StaffShipmentsFilter,
      pageSize = 500,
    ): AsyncGenerator<StaffShipment[]> {
      for (let offset = 0; ; offset += pageSize) {
        const { rows } = await backed(() => repository.staffList(staffListFilterOf(session, filter, pageSize, offset)));
        if (rows.length > 0) yield await staffShipmentsOf(rows);
        if (rows.length < pageSize) return;
      }
    },

    /**
     * What a re-quote copies from a booking (ADR 077): its search, cargo-ready date, currency, status
     * and the charge lines in force. Staff of the booking's brand only.
     */
    async requoteSource(bookingUuid: string, session: SessionToken) {
      const row = await readableBooking(bookingUuid, session, true);
      const lines = (await backed(() => repository.chargesOf(row.uuid)))
        .filter((line) => line.revision === row.chargeRevision)
        .map(({ revision: _revision, ...line }) => line);
      return {
        bookingUuid: row.uuid,
        status: row.status as BookingStatus,
        search: row.search,
        cargoReadyDate: row.cargoReadyDate,
        currency: row.currency as Currency,
        totalMinor: row.totalMinor,
        linesInForce: lines,
      };
    },

    /** PUT /api/v2/bookings/{bookingUuid}/parties/{role}: a party or door address given after booking. */
    async updateParty(
      bookingUuid: string,
      role: LaterPartyRole,
      party: BookingAddress,
      session: SessionToken,
    ): Promise<{ bookingUuid: string }> {
      const found = await readableBooking(bookingUuid, session, false);
      if (!laterPartyAllowed(role, doorAddressesNeeded(found.rate))) {
        throw new AppError('INVALID_PAYLOAD', { fieldErrors: { role: ['validation.notApplicable'] } });
      }
      const outside = await outsideFactsOf(found.uuid);
      await db.transaction(async (tx) => {
        const within = createBookingsRepository(tx);
        const row = await within.lockByUuid(found.uuid);
        if (!row) throw new AppError('BOOKING_NOT_FOUND');
        const at = new Date(now());
        await within.upsertParty(row.uuid, role, party, at);
        await recountWithin(tx, row, at, outside);
      });
      return { bookingUuid: found.uuid };
    },

    /** POST /api/v2/bookings/{bookingUuid}/revised-quotes/{revisedQuoteUuid}/accept: its charges come into force. */
    async acceptRevisedQuote(
      bookingUuid: string,
      revisedQuoteUuid: string,
      session: SessionToken,
    ): Promise<{ bookingUuid: string }> {
      const found = await readableBooking(bookingUuid, session, false);
      const outside = await outsideFactsOf(found.uuid);
      await db.transaction(async (tx) => {
        const within = createBookingsRepository(tx);
        const row = await within.lockByUuid(found.uuid);
        if (!row) throw new AppError('BOOKING_NOT_FOUND');
        const revisedQuote = (await within.revisedQuotesOf(row.uuid)).find(
          (quote) => quote.uuid === revisedQuoteUuid.toLowerCase(),
        );
        if (!revisedQuote) throw new AppError('BOOKING_NOT_FOUND');
        const at = new Date(now());
        if (!(await within.acceptRevisedQuote(revisedQuote.uuid, at))) {
          throw new AppError('INVALID_STATUS_TRANSITION');
        }
        const lines = (await within.chargesOf(row.uuid)).filter((line) => line.revision === revisedQuote.revision);
        await within.update(
          row.uuid,
          { chargeRevision: revisedQuote.revision, totalMinor: totalOfChargeLines(lines) },
          at,
        );
        await recountWithin(tx, row, at, outside);
      });
      return { bookingUuid: found.uuid };
    },

    /** Recounts a booking's pending actions after a fact changed elsewhere (a document uploaded, a wire received). */
    async refreshPendingActions(bookingUuid: string): Promise<number> {
      const outside = await outsideFactsOf(bookingUuid);
      return db.transaction(async (tx) => {
        const row = await createBookingsRepository(tx).lockByUuid(bookingUuid);
        if (!row) throw new AppError('BOOKING_NOT_FOUND');
        return recountWithin(tx, row, new Date(now()), outside);
      });
    },

    /** POST /api/v2/staff/bookings/{bookingUuid}/status (ADR 063): an allowed move, mailed to the customer. */
    async changeStatus(bookingUuid: string, request: ChangeBookingStatusRequest, session: SessionToken) {
      const reason = request.reason === null || request.reason === '' ? null : request.reason;
      if (transitionNeedsReason(request.status) && reason === null) {
        throw new AppError('INVALID_PAYLOAD', { fieldErrors: { reason: ['validation.required'] } });
      }
      return staffChange(bookingUuid, session, async (tx, row, at) => {
        const from = row.status as BookingStatus;
        if (!isAllowedBookingTransition(from, request.status)) throw new AppError('INVALID_STATUS_TRANSITION');
        const within = createBookingsRepository(tx);
        if (
          request.status === 'P' &&
          blocksProcessing({ hasPendingRevisedQuote: await within.hasPendingRevisedQuote(row.uuid) })
        ) {
          throw new AppError('REVISED_QUOTE_PENDING');
        }
        await within.update(row.uuid, { status: request.status, statusReason: reason }, at);
        await within.insertStatusChange({
          bookingUuid: row.uuid,
          fromStatus: from,
          toStatus: request.status,
          reason,
          changedById: session.customerId,
          changedAt: at,
        });
        return (facts) => ({ kind: 'bookingStatusChanged', ...facts, status: request.status, reason });
      });
    },

    /** POST /api/v2/staff/bookings/{bookingUuid}/milestones: a dated event with its DCSA codes, mailed. */
    async recordMilestone(bookingUuid: string, request: RecordMilestoneRequest, session: SessionToken) {
      return staffChange(bookingUuid, session, async (tx, row, at) => {
        const within = createBookingsRepository(tx);
        await within.insertMilestoneEvent({
          bookingUuid: row.uuid,
          milestone: request.milestone,
          classifier: request.classifier,
          dcsaEventCodes: [...milestoneDcsaEventCodes[request.milestone]],
          eventDate: request.eventDate,
          location: request.location,
          recordedById: session.customerId,
          recordedAt: at,
        });
        // The console lists and filters by the estimated dates (ADR 077): kept in step with the planned ones.
        const estimated = estimatedDatesOf(
          row.rate,
          (await within.milestoneEventsOf([row.uuid])) as MilestoneEventRow[],
        );
        if (estimated.etd !== row.etd || estimated.eta !== row.eta) await within.update(row.uuid, estimated, at);
        return (facts) => ({
          kind: 'milestoneRecorded',
          ...facts,
          milestone: request.milestone,
          classifier: request.classifier,
          eventDate: request.eventDate,
          location: request.location,
        });
      });
    },

    /**
     * POST /api/v2/staff/bookings/{bookingUuid}/revised-quotes: the charge lines as they would become,
     * pending the customer's acceptance; an older pending one is superseded. Mailed.
     */
    async issueRevisedQuote(bookingUuid: string, request: IssueRevisedQuoteRequest, session: SessionToken) {
      return staffChange(bookingUuid, session, async (tx, row, at, outside) => {
        if (row.status === 'C' || row.status === 'D') throw new AppError('INVALID_STATUS_TRANSITION');
        if (!chargeLinesInCurrency(request.lines, row.currency as Currency)) {
          throw new AppError('INVALID_PAYLOAD', { fieldErrors: { lines: ['validation.cargoValue.currency.invalid'] } });
        }
        const within = createBookingsRepository(tx);
        await within.supersedePendingRevisedQuotes(row.uuid);
        const revision = (await within.highestRevision(row.uuid)) + 1;
        await within.insertCharges(row.uuid, revision, request.lines);
        await within.insertRevisedQuote({
          bookingUuid: row.uuid,
          revision,
          state: 'pending',
          reason: request.reason,
          issuedById: session.customerId,
          issuedAt: at,
        });
        await recountWithin(tx, row, at, outside);
        const totalAfter = totalOfChargeLines(request.lines);
        return (facts, language) => ({
          kind: 'revisedQuoteIssued',
          ...facts,
          totalBefore: formatTotal(row.totalMinor, row.currency, language),
          totalAfter: formatTotal(totalAfter, row.currency, language),
          reason: request.reason,
        });
      });
    },

    /** PUT /api/v2/staff/bookings/{bookingUuid}/references: vessel, voyage, MBL and container numbers. */
    async updateReferences(bookingUuid: string, request: UpdateShipmentReferencesRequest, session: SessionToken) {
      return staffChange(bookingUuid, session, async (tx, row, at) => {
        await createBookingsRepository(tx).update(
          row.uuid,
          {
            vessel: request.vessel || null,
            voyage: request.voyage || null,
            mblNumber: request.mblNumber || null,
            containerNumbers: request.containerNumbers,
          },
          at,
        );
        return null;
      });
    },
  };
}

/** The pending actions still open, by kind, in the product's order. */
function pendingKindsOf(actions: readonly PendingAction[]): string[] {
  return actions.filter((action) => action.state === 'pending').map((action) => action.kind);
}

/**
 * Estimated departure and arrival: the latest planned or estimated date staff recorded for departure
 * (arrival), else the rate's schedule (its departure plus the transit time).
 */
export function estimatedDatesOf(
  rate: BookingRow['rate'],
  events: readonly Pick<MilestoneEventRow, 'milestone' | 'classifier' | 'eventDate'>[],
): { etd: string | null; eta: string | null } {
  const timeline = milestoneTimeline(
    events.map((event) => ({
      milestone: event.milestone as BookingMilestone,
      classifier: event.classifier as MilestoneClassifier,
      eventDate: event.eventDate,
    })),
  );
  const plannedOf = (milestone: BookingMilestone) =>
    timeline.find((entry) => entry.milestone === milestone)?.planned ?? null;
  const etd = plannedOf('departed') ?? rate.schedule.departureDate;
  const eta = plannedOf('arrived') ?? estimatedArrivalOf(etd, rate.transitTimeDays);
  return { etd, eta };
}

/** The revision in force before `revision` was accepted: the latest accepted one before it, else 0. */
function previousRevision(revisedQuotes: readonly RevisedQuoteRow[], revision: number): number {
  const accepted = revisedQuotes.filter((quote) => quote.state === 'accepted' && quote.revision < revision);
  return Math.max(0, ...accepted.map((quote) => quote.revision));
}
