import { z } from 'zod';
import { moneySchema } from '../money/money';
import { appliedExchangeRateSchema } from '../quotes/quote-contracts';
import { chargeLabelSchema } from '../rates/charge-labels';
import { rateChargeGroups } from '../rates/rate';
import { isoDateSchema } from '../search/iso-date';
import { commodityTypes, containerTypes, currencies, locationTypes } from '../shipping/shipment-type';
import { bookingAddressSchema, laterPartyRoles } from './booking-address';
import {
  bookingPaymentRequestSchema,
  bookingServicesRequestSchema,
  bookingShipmentRequestSchema,
} from './booking-request-fields';
import { systemDocumentTypes, uploadedDocumentTypes } from './booking-documents';
import { bookingMilestones, milestoneClassifiers } from './booking-milestones';
import { bookingStatusReasonMaxLength, bookingStatuses } from './booking-status';
import { bookingServiceTypes, paymentModes, shipperTypes } from './booking-services';
import { pendingActionKinds, pendingActionStates } from './pending-actions';

/**
 * The booking calls' contracts (docs/product/booking.md, docs/decisions/063-booking-lifecycle.md).
 * Amounts are minor units of their currency.
 */

/** Searching My bookings by booking or shipment id starts at this many characters. */
export const bookingSearchMinLength = 3;
/** The booking modes of My bookings' filter. */
export const bookingModes = ['FCL', 'LCL', 'AIR', 'LTL'] as const;
export type BookingMode = (typeof bookingModes)[number];

/** An `Idempotency-Key` header: 1–255 visible characters (a UUID in our web app). */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** POST /api/v2/quotes/{quoteId}/rates/{rateUuid}/bookings (with an `Idempotency-Key` header). */
export const createBookingRequestSchema = z.object({
  ...bookingShipmentRequestSchema.shape,
  ...bookingServicesRequestSchema.shape,
  billingAddress: bookingAddressSchema,
  /** Required when the rate includes pickup (door origin); else null. */
  pickupAddress: bookingAddressSchema.nullable(),
  /** Required when the rate includes delivery (door destination); else null. */
  deliveryAddress: bookingAddressSchema.nullable(),
  ...bookingPaymentRequestSchema.shape,
});
export type CreateBookingRequest = z.output<typeof createBookingRequestSchema>;
export type CreateBookingRequestBody = z.input<typeof createBookingRequestSchema>;

export const bookingCreatedResponseSchema = z
  .object({ data: z.object({ bookingUuid: z.uuid(), shipmentId: z.string() }) })
  .describe('The booking was made (status R, Booking Requested)');
export type BookingCreatedResponse = z.infer<typeof bookingCreatedResponseSchema>;

const bookingPlaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryIsoCode: z.string(),
  type: z.enum(locationTypes),
  /** Where the place is, for the Tracking tab's route map (absent or null when unknown: no map). */
  lat: z.number().min(-90).max(90).nullish(),
  lon: z.number().min(-180).max(180).nullish(),
});
export type BookingPlace = z.infer<typeof bookingPlaceSchema>;

export const bookingChargeLineSchema = z.object({
  group: z.enum(rateChargeGroups),
  code: z.string(),
  /** The line's own words (English, or as staff typed them); `label` names it in any language (ADR 091). */
  name: z.string(),
  label: chargeLabelSchema.optional(),
  quantity: z.number().positive(),
  amountMinor: z.number().int(),
  currency: z.enum(currencies),
});
export type BookingChargeLine = z.infer<typeof bookingChargeLineSchema>;

/** The booking's charges, frozen from the rate at booking (plus insurance), in the booking's currency. */
export const bookingChargesSchema = z.object({
  lines: z.array(bookingChargeLineSchema),
  total: moneySchema,
  /** The exchange rates of the quote, with their dates; the invoice uses the billing date's rate. */
  exchangeRates: z.array(appliedExchangeRateSchema),
});
export type BookingCharges = z.infer<typeof bookingChargesSchema>;

export const revisedQuoteStates = ['pending', 'accepted', 'superseded'] as const;
export const revisedQuoteSchema = z.object({
  uuid: z.uuid(),
  state: z.enum(revisedQuoteStates),
  issuedAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
  reason: z.string(),
  before: bookingChargesSchema,
  after: bookingChargesSchema,
});
export type RevisedQuote = z.infer<typeof revisedQuoteSchema>;

const milestoneEntrySchema = z.object({
  milestone: z.enum(bookingMilestones),
  planned: isoDateSchema.nullable(),
  actual: isoDateSchema.nullable(),
  /** The DCSA Track & Trace event codes the milestone stands for. */
  dcsaEventCodes: z.array(z.string()),
  location: z.string().nullable(),
});

export const bookingPartySchema = bookingAddressSchema;

export const bookingDocumentSchema = z.object({
  id: z.string(),
  type: z.enum([...uploadedDocumentTypes, ...systemDocumentTypes]),
  fileName: z.string(),
  sizeBytes: z.number().int().min(0).nullable(),
  contentType: z.string(),
  uploadedAt: z.iso.datetime().nullable(),
  systemGenerated: z.boolean(),
  /** Where to download it (an API path). */
  downloadPath: z.string(),
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

/**
 * `replaced`: a wire transfer no longer awaited, because what was due was paid by card or PayPal instead
 * (docs/decisions/083-paying-instead-of-wire.md).
 */
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'replaced'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const bookingPaymentSchema = z.object({
  id: z.string(),
  mode: z.enum(paymentModes),
  status: z.enum(paymentStatuses),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  amount: moneySchema,
  fee: moneySchema,
  referenceNumber: z.string(),
  /** An API path to the receipt PDF, once paid. */
  receiptPath: z.string().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/**
 * GET /api/v2/bookings/{bookingUuid}/details: the five parts the product names; the booking's
 * other facts (tracking, pending actions, a revised quote) inside bookingDetails.
 */
export const bookingDetailsResponseSchema = z
  .object({
    data: z.object({
      bookingDetails: z.object({
        bookingUuid: z.uuid(),
        shipmentId: z.string(),
        customerReferenceId: z.string(),
        /** The booking's customer (staff set their credit line from the booking); absent when not told. */
        customerId: z.uuid().nullish(),
        status: z.enum(bookingStatuses),
        statusReason: z.string().nullable(),
        mode: z.enum(bookingModes),
        quoteUuid: z.uuid(),
        rateUuid: z.uuid(),
        origin: bookingPlaceSchema,
        destination: bookingPlaceSchema,
        bookedOn: z.iso.datetime(),
        /** The rate's last valid day. */
        validUntil: isoDateSchema.nullable(),
        /** The container-yard cut-off: the last day to gate in. */
        gateInBy: isoDateSchema.nullable(),
        serviceType: z.enum(bookingServiceTypes),
        shipperType: z.enum(shipperTypes),
        routeKind: z.string(),
        commodity: z.enum(commodityTypes),
        cargoReadyDate: isoDateSchema,
        comments: z.string(),
        carrier: z.object({ code: z.string().nullable(), name: z.string().nullable() }),
        transitTimeDays: z.number().int().nullable(),
        /** Codes of the general rate increases the charges include (e.g. GRI). */
        applicableGris: z.array(z.string()),
        charges: bookingChargesSchema,
        estimatedDates: z.object({ departure: isoDateSchema.nullable(), arrival: isoDateSchema.nullable() }),
        vessel: z.string().nullable(),
        voyage: z.string().nullable(),
        mblNumber: z.string().nullable(),
        containerNumbers: z.array(z.string()),
        quote: z.object({ date: z.iso.datetime(), amount: moneySchema }),
        insurance: z
          .object({ cargoValue: moneySchema, usedCargo: z.boolean(), premium: moneySchema, deductibleEur: z.number() })
          .nullable(),
        paymentMode: z.enum(paymentModes),
        milestones: z.array(milestoneEntrySchema),
        pendingActions: z.array(z.object({ kind: z.enum(pendingActionKinds), state: z.enum(pendingActionStates) })),
        revisedQuote: revisedQuoteSchema.nullable(),
      }),
      cargoDetails: z.object({
        items: z.array(
          z.object({
            kind: z.enum(['container', 'package', 'total', 'box', 'household']),
            containerType: z.enum(containerTypes).nullable(),
            quantity: z.number().int().min(0),
            description: z.string(),
            weightKg: z.number().nullable(),
            volumeM3: z.number().nullable(),
          }),
        ),
      }),
      documents: z.array(bookingDocumentSchema),
      partyDetails: z.object({
        shipper: bookingPartySchema.nullable(),
        consignee: bookingPartySchema.nullable(),
        notifyParty: bookingPartySchema.nullable(),
        billingParty: bookingPartySchema,
        pickupAddress: bookingPartySchema.nullable(),
        deliveryAddress: bookingPartySchema.nullable(),
      }),
      payments: z.array(bookingPaymentSchema),
    }),
  })
  .describe("A booking's details");
export type BookingDetailsResponse = z.infer<typeof bookingDetailsResponseSchema>;
export type BookingDetails = BookingDetailsResponse['data'];

/** GET /api/v2/bookings: My bookings (docs/product/booking.md#my-bookings). */
export const myBookingsQuerySchema = z.object({
  status: z.enum(bookingStatuses).optional(),
  mode: z.enum(bookingModes).optional(),
  /** Booking id, shipment id or the customer's reference: at least 3 characters. */
  search: z.string().trim().min(bookingSearchMinLength).max(60).optional(),
  /** Only bookings with a pending action (the dashboard's "needs action"). */
  needsAction: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyBookingsQuery = z.output<typeof myBookingsQuerySchema>;

export const bookingSummarySchema = z.object({
  bookingUuid: z.uuid(),
  shipmentId: z.string(),
  customerReferenceId: z.string(),
  status: z.enum(bookingStatuses),
  mode: z.enum(bookingModes),
  origin: bookingPlaceSchema,
  destination: bookingPlaceSchema,
  bookedOn: z.iso.datetime(),
  total: moneySchema,
  pendingActionCount: z.number().int().min(0),
  /** The last milestone that happened, if any. */
  currentMilestone: z.enum(bookingMilestones).nullable(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const myBookingsPageSchema = z
  .object({
    data: z.array(bookingSummarySchema),
    meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  })
  .describe('A page of bookings, newest first');
export type MyBookingsPage = z.infer<typeof myBookingsPageSchema>;

/** PUT /api/v2/bookings/{bookingUuid}/parties/{role}: a party or address given after booking. */
export const partyRoleParamSchema = z.enum(laterPartyRoles);
export const updatePartyRequestSchema = bookingAddressSchema;

/** POST /api/v2/staff/bookings/{bookingUuid}/status (staff). */
export const changeBookingStatusRequestSchema = z.object({
  status: z.enum(bookingStatuses),
  reason: z.string().trim().max(bookingStatusReasonMaxLength).nullable().default(null),
});
export type ChangeBookingStatusRequest = z.output<typeof changeBookingStatusRequestSchema>;

/** POST /api/v2/staff/bookings/{bookingUuid}/milestones (staff): a planned, estimated or actual date. */
export const recordMilestoneRequestSchema = z.object({
  milestone: z.enum(bookingMilestones),
  classifier: z.enum(milestoneClassifiers),
  eventDate: isoDateSchema,
  location: z.string().trim().max(100).nullable().default(null),
});
export type RecordMilestoneRequest = z.output<typeof recordMilestoneRequestSchema>;

/** POST /api/v2/staff/bookings/{bookingUuid}/revised-quotes (staff): the charge lines as they become. */
export const issueRevisedQuoteRequestSchema = z.object({
  lines: z.array(bookingChargeLineSchema).min(1).max(100),
  reason: z.string().trim().min(1).max(bookingStatusReasonMaxLength),
});
export type IssueRevisedQuoteRequest = z.output<typeof issueRevisedQuoteRequestSchema>;

/** POST /api/v2/staff/bookings/{bookingUuid}/details (staff): the shipment's carrier references. */
export const updateShipmentReferencesRequestSchema = z.object({
  vessel: z.string().trim().max(60).nullable(),
  voyage: z.string().trim().max(30).nullable(),
  mblNumber: z.string().trim().max(35).nullable(),
  containerNumbers: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Z]{4}\d{7}$/),
    )
    .max(50),
});

export const bookingUpdatedResponseSchema = z
  .object({ data: z.object({ bookingUuid: z.uuid() }) })
  .describe('The booking was updated');
