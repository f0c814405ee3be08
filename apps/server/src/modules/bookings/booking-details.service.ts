// Reading one booking (docs/product/booking.md#booking-details): the details call's answer, and what a
// re-quote copies from it. Documents and payments come from their modules' readers (app.ts wires them).
import {
  bookingCargoItems,
  formatShipmentId,
  insuranceDeductibleEur,
  milestoneDcsaEventCodes,
  milestoneTimeline,
  totalOfChargeLines,
  type BookingChargeLine,
  type BookingCharges,
  type BookingDetails,
  type BookingDocument,
  type BookingMilestone,
  type BookingMode,
  type BookingStatus,
  type Currency,
  type MilestoneClassifier,
  type RevisedQuote,
} from '@freightdesk/domain';
import type { BookingRow } from '../../db/schema';
import type { SessionToken } from '../accounts/session-tokens';
import { backed, bookingIdOf, readable } from './booking-access';
import { estimatedDatesOf } from './booking-milestones.service';
import { pendingActionsFrom } from './booking-pending-actions.service';
import type { BookingsContext } from './bookings-context.service';
import type { RevisedQuoteRow, StoredChargeLine } from './bookings.repository';

/** A document with the details contract's fields only (a reader may know more, e.g. the uploader's name). */
function contractDocument(document: BookingDocument): BookingDocument {
  const { id, type, fileName, sizeBytes, contentType, uploadedAt, systemGenerated, downloadPath } = document;
  return { id, type, fileName, sizeBytes, contentType, uploadedAt, systemGenerated, downloadPath };
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

/** The revision in force before `revision` was accepted: the latest accepted one before it, else 0. */
function previousRevision(revisedQuotes: readonly RevisedQuoteRow[], revision: number): number {
  const accepted = revisedQuotes.filter((quote) => quote.state === 'accepted' && quote.revision < revision);
  return Math.max(0, ...accepted.map((quote) => quote.revision));
}

export function bookingDetails({ repository, documents, payments, readableBooking }: BookingsContext) {
  return {
    /** GET /api/v2/bookings/{bookingUuid}/details: the customer's own booking, or any of the brand's for staff. */
    async details(bookingUuid: string, session: SessionToken, isStaff: boolean): Promise<BookingDetails> {
      const uuid = bookingIdOf(bookingUuid);
      // One statement: the booking with its history, its documents and its payments (ADR 085); nothing of them is
      // read into an answer before the check.
      const { history, outside, ...row } = readable(
        await backed(() => repository.findWithHistory(uuid)),
        session,
        isStaff,
      );
      const [bookingDocuments, bookingPayments] = await Promise.all([
        documents.inDetails.factsOf(outside.documents),
        payments.inDetails.factsOf(outside.payments),
      ]);
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
  };
}
