// Booking a rate (docs/product/booking.md, docs/decisions/063-booking-lifecycle.md, 085): the request checked
// against the quote's rate, then the booking, its charges, parties, first status and milestone and its mails
// written in one statement; the same idempotency key answers the same booking.
import { createHash, randomUUID } from 'node:crypto';
import {
  bookingChargeLinesOf,
  bookingRequestProblems,
  countPendingActions,
  displayNameOf,
  formatShipmentId,
  milestoneDcsaEventCodes,
  pendingActionsOf,
  rateValidityOf,
  resolveLanguage,
  totalOfChargeLines,
  type BookingAddress,
  type BookingPlace,
  type CreateBookingRequest,
} from '@freightdesk/domain';
import type { BookingRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import { quotePlaces } from '../quotes/quote-places';
import { uuidShape } from './booking-access';
import { formatTotal, mailFacts } from './booking-mail-facts';
import { estimatedDatesOf } from './booking-milestones.service';
import { pendingKindsOf } from './booking-pending-actions.service';
import type { BookingsContext } from './bookings-context.service';

/** The hash that tells a repeated booking request from another sent with the same key. */
export function bookingRequestHash(quoteUuid: string, rateUuid: string, body: CreateBookingRequest): string {
  return createHash('sha256').update(JSON.stringify({ quoteUuid, rateUuid, body })).digest('hex');
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

export function bookingCreation({
  repository,
  newBookings,
  quotesService,
  mailService,
  now,
  today,
  brandOf,
}: BookingsContext) {
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
  };
}
