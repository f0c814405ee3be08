import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { eCommerceServiceTypes } from '../navigation/quote-menu';
import { serviceItemKindOfGroup, type PricedChargeItem } from '../pricing/charge-items';
import { rateChargeGroups, type Rate } from '../rates/rate';
import { searchShipmentTypes, type CargoSearch } from '../search/cargo-search';
import { cargoSearchSchema } from '../search/cargo-search-schema';
import { isoDateSchema, type IsoDate } from '../search/iso-date';
import { routeKindEndsAtDoor, routeKindOf, routeKindStartsAtDoor } from '../search/route-kind';
import { currencies, type Currency } from '../shipping/shipment-type';
import { salesRequestReasons } from '../quotes/quote-admission';
import { rateChargesOfItems } from '../pricing/charge-items';
import { customRequestKinds, customRequestTextMaxLength, type CustomRequestKind } from './custom-requests';

/**
 * The staff's requests inbox (docs/product/staff.md#custom-request-queue,
 * docs/decisions/078-staff-requests-inbox.md): every request staff answer by hand, with its
 * status, assignee, internal notes, history and answer.
 */

/** A request's life: new → in progress → answered → closed (ADR 078). */
export const requestStatuses = ['new', 'in_progress', 'answered', 'closed'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** How the statuses stored before the inbox read now (migration 0016, ADR 078). */
export const legacyRequestStatusMapping = { open: 'new', answered: 'answered', closed: 'closed' } as const;

/**
 * The moves staff make by hand. `answered` is reached only by answering the customer (an e-mail
 * is sent), never by a status change: a request cannot look answered when nobody wrote.
 */
export const requestStatusMoves: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  new: ['in_progress', 'closed'],
  in_progress: ['new', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

export function mayMoveRequestStatus(from: RequestStatus, to: RequestStatus): boolean {
  return requestStatusMoves[from].includes(to);
}

/** A closed request is reopened (to in progress) before it is answered again; any other may be answered. */
export function mayAnswerRequest(status: RequestStatus): boolean {
  return status !== 'closed';
}

/** Assigning a new request starts it: someone is on it. */
export function statusAfterAssigning(status: RequestStatus, assigneeId: string | null): RequestStatus {
  return status === 'new' && assigneeId !== null ? 'in_progress' : status;
}

/**
 * What the inbox calls a request: the stored kind, with the quotes module's sales requests split by
 * their reason (a restricted commodity, or a lane without rates).
 */
export const requestInboxKinds = [
  'CUSTOM_QUOTE',
  'CUSTOM_AIR_QUOTE',
  'ECOMMERCE_CALLBACK',
  'RESTRICTED_COMMODITY',
  'NO_RATES',
] as const;
export type RequestInboxKind = (typeof requestInboxKinds)[number];

export function inboxKindOf(kind: CustomRequestKind, reason: string | null): RequestInboxKind {
  if (kind !== 'SALES_REQUEST') return kind;
  return reason === 'NO_RATES' ? 'NO_RATES' : 'RESTRICTED_COMMODITY';
}

/** The stored kind (and sales reason) an inbox kind stands for. */
export function storedKindOf(inboxKind: RequestInboxKind): { kind: CustomRequestKind; reason?: string } {
  if (inboxKind === 'RESTRICTED_COMMODITY' || inboxKind === 'NO_RATES')
    return { kind: 'SALES_REQUEST', reason: inboxKind };
  return { kind: inboxKind };
}

export const requestNoteMaxLength = customRequestTextMaxLength;
export const requestAnswerMaxLength = 5000;
export const requestSearchMaxLength = 100;

/** `GET /api/v2/staff/requests`: filters, search and page. `assignee`: `me`, `unassigned` or a staff id. */
export const requestInboxQuerySchema = z.object({
  kind: z.enum(requestInboxKinds).optional(),
  status: z.enum(requestStatuses).optional(),
  assignee: z.union([z.enum(['me', 'unassigned']), z.uuid()]).optional(),
  q: z.string().trim().max(requestSearchMaxLength).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type RequestInboxQuery = z.infer<typeof requestInboxQuerySchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string() });
export type RequestPerson = z.infer<typeof personSchema>;

const contactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
});

/** One row of the inbox. */
export const requestInboxItemSchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(requestInboxKinds),
  status: z.enum(requestStatuses),
  createdAt: z.iso.datetime(),
  /** Custom quotes and sales requests (yyyy-mm-dd). */
  answerBy: isoDateSchema.nullable(),
  /** E-commerce call-backs (ISO instant). */
  replyBy: z.iso.datetime().nullable(),
  contact: contactSchema,
  customerId: z.string().nullable(),
  language: z.enum(supportedLanguages),
  shipmentType: z.enum(searchShipmentTypes).nullable(),
  /** Origin and destination codes of the search, when there is one. */
  route: z.object({ origin: z.string(), destination: z.string() }).nullable(),
  serviceType: z.enum(eCommerceServiceTypes).nullable(),
  assignee: personSchema.nullable(),
});
export type RequestInboxItem = z.infer<typeof requestInboxItemSchema>;

export const requestStatusCountsSchema = z.object({
  new: z.number().int(),
  in_progress: z.number().int(),
  answered: z.number().int(),
  closed: z.number().int(),
});
export type RequestStatusCounts = z.infer<typeof requestStatusCountsSchema>;

export const requestInboxPageSchema = z.object({
  data: z.array(requestInboxItemSchema),
  meta: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    /** Per status, with the other filters applied (the status filter's own counts). */
    counts: requestStatusCountsSchema,
    /** Staff who hold requests of the brand now (the assignee filter's choices). */
    assignees: z.array(personSchema),
  }),
});
export type RequestInboxPage = z.infer<typeof requestInboxPageSchema>;

/** What happened to a request, oldest first. */
export const requestEventKinds = ['status', 'assigned', 'note', 'answer'] as const;
export type RequestEventKind = (typeof requestEventKinds)[number];

export const requestEventSchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(requestEventKinds),
  at: z.iso.datetime(),
  /** The staff member who did it. */
  actor: personSchema.nullable(),
  fromStatus: z.enum(requestStatuses).nullable(),
  toStatus: z.enum(requestStatuses).nullable(),
  /** `assigned`: the new assignee (null: unassigned). */
  assignee: personSchema.nullable(),
  /** A note's text or the answer's message. */
  text: z.string().nullable(),
  /** An answer with a priced offer: the quote made from it. */
  quoteUuid: z.uuid().nullable(),
  /** An answer: the address it was mailed to. */
  sentTo: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** `GET /api/v2/staff/requests/{requestId}`: everything the customer sent, and its history. */
export const requestDetailSchema = requestInboxItemSchema.extend({
  reason: z.enum(salesRequestReasons).nullable(),
  storedKind: z.enum(customRequestKinds),
  search: cargoSearchSchema.nullable(),
  quoteUuid: z.string().nullable(),
  comments: z.string().nullable(),
  history: z.array(requestEventSchema),
  /** The moves staff may make by hand now. */
  allowedMoves: z.array(z.enum(requestStatuses)),
  /** There is an address to write to, and the request is not closed. */
  mayAnswer: z.boolean(),
  /** A priced offer needs the request's search (e-commerce call-backs have none). */
  mayOffer: z.boolean(),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const requestIdParamsSchema = z.object({ requestId: z.uuid() });

export const moveRequestStatusBodySchema = z.strictObject({ status: z.enum(requestStatuses) });
export type MoveRequestStatusBody = z.infer<typeof moveRequestStatusBodySchema>;

/** `assigneeId`: a staff member of the brand who may open requests; null unassigns. */
export const assignRequestBodySchema = z.strictObject({ assigneeId: z.uuid().nullable() });
export type AssignRequestBody = z.infer<typeof assignRequestBodySchema>;

export const addRequestNoteBodySchema = z.strictObject({
  text: z.string().trim().min(1, { error: 'validation.required' }).max(requestNoteMaxLength, {
    error: 'validation.maxLength',
  }),
});
export type AddRequestNoteBody = z.infer<typeof addRequestNoteBodySchema>;

/** One charge line of an offer: a charge group, a name, a quantity and the line's amount (minor units). */
export const offerChargeLineSchema = z.strictObject({
  group: z.enum(rateChargeGroups),
  code: z.string().trim().max(12).optional(),
  name: z.string().trim().min(1, { error: 'validation.required' }).max(80, { error: 'validation.maxLength' }),
  quantity: z.number().positive().max(10000).default(1),
  amountMinor: z.number().int().positive({ error: 'validation.positive' }).max(100_000_000_00),
});
export type OfferChargeLine = z.output<typeof offerChargeLineSchema>;

export const offerMaxChargeLines = 30;

/**
 * A priced offer (ADR 078): the carrier, mode, route, validity, transit time and charge lines in one
 * currency. It becomes a quote holding this one rate.
 */
export const requestOfferSchema = z.strictObject({
  carrierName: z.string().trim().min(1, { error: 'validation.required' }).max(80, { error: 'validation.maxLength' }),
  /** SCAC (sea) or IATA airline code (air). */
  carrierCode: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,4}$/, { error: 'validation.carrierCode' })
    .optional(),
  shipmentType: z.enum(searchShipmentTypes),
  /** Port or airport codes of the main leg; the search's ends by default. */
  originPort: z.string().trim().min(2).max(10).optional(),
  destinationPort: z.string().trim().min(2).max(10).optional(),
  validUntil: isoDateSchema,
  transitTimeDays: z.number().int().min(0).max(365).nullable(),
  currency: z.enum(currencies),
  charges: z
    .array(offerChargeLineSchema)
    .min(1, { error: 'validation.required' })
    .max(offerMaxChargeLines, { error: 'validation.maxLength' }),
});
export type RequestOffer = z.output<typeof requestOfferSchema>;
export type RequestOfferInput = z.input<typeof requestOfferSchema>;

/** `POST /api/v2/staff/requests/{requestId}/answer`: the message mailed to the customer, and maybe an offer. */
export const answerRequestBodySchema = z.strictObject({
  message: z.string().trim().min(1, { error: 'validation.required' }).max(requestAnswerMaxLength, {
    error: 'validation.maxLength',
  }),
  offer: requestOfferSchema.optional(),
});
export type AnswerRequestBody = z.output<typeof answerRequestBodySchema>;
export type AnswerRequestBodyInput = z.input<typeof answerRequestBodySchema>;

export const requestAnsweredSchema = z.object({
  status: z.enum(requestStatuses),
  quoteUuid: z.uuid().nullable(),
  sentTo: z.string(),
});
export type RequestAnswered = z.infer<typeof requestAnsweredSchema>;

/** Why an offer cannot be made, by field (empty: it can). `today` is the caller's calendar day. */
export function offerProblems(offer: RequestOffer, today: IsoDate): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (offer.validUntil < today) problems['offer.validUntil'] = ['validation.dateInPast'];
  if (!offer.charges.some((line) => line.group === 'freight')) problems['offer.charges'] = ['offerNeedsFreight'];
  return problems;
}

/** The provider a rate made from an offer names (staff-only internal data). */
export const offerRateProvider = 'offer';

/**
 * The one rate an offer becomes (ADR 078): priced as the offer says, frozen (its charge lines are its
 * own, in the offer's currency, never re-priced), valid through the offer's date, with the provider
 * `offer`. `search` is the request's, so the quote prices the same cargo and route.
 */
export function rateOfOffer(
  offer: RequestOffer,
  { uuid, search, requestUuid }: { uuid: string; search: CargoSearch; requestUuid: string },
): { rate: Rate; chargeItems: PricedChargeItem[] } {
  const currency: Currency = offer.currency;
  const chargeItems: PricedChargeItem[] = rateChargeGroups.flatMap((group) =>
    offer.charges
      .filter((line) => line.group === group)
      .map((line) => ({
        group,
        serviceItemKind: serviceItemKindOfGroup[group],
        code: line.code && line.code !== '' ? line.code : group.toUpperCase(),
        name: line.name,
        quantity: line.quantity,
        unitPriceMinor: Math.round(line.amountMinor / line.quantity),
        amountMinor: line.amountMinor,
        currency,
        tariffAmount: { amountMinor: line.amountMinor, currency },
        tariffUnitPriceMinor: Math.round(line.amountMinor / line.quantity),
      })),
  );
  const taxes = chargeItems.filter((item) => item.group === 'taxes').reduce((sum, item) => sum + item.amountMinor, 0);
  const amount = chargeItems.filter((item) => item.group !== 'taxes').reduce((sum, item) => sum + item.amountMinor, 0);
  const routeKind = routeKindOf(search.origin.type, search.destination.type);
  const has = (group: (typeof rateChargeGroups)[number]) => chargeItems.some((item) => item.group === group);
  const rate: Rate = {
    uuid,
    shipmentType: offer.shipmentType,
    routeKind,
    isPartial: false,
    total: { total: amount + taxes, amount, discounts: 0, taxes, currency, sortTotal: amount + taxes },
    transitTimeDays: offer.transitTimeDays,
    expirationDate: offer.validUntil,
    rateType: 'Private',
    publicTags: [],
    schedule: {
      originPort: offer.originPort ?? (search.origin.type === 'POSTAL_CODE' ? null : search.origin.code),
      destinationPort:
        offer.destinationPort ?? (search.destination.type === 'POSTAL_CODE' ? null : search.destination.code),
      carrierScac: offer.carrierCode ?? null,
      departureDate: null,
    },
    pickupSchedule: routeKindStartsAtDoor(routeKind) ? { postalCode: search.origin.code } : null,
    deliverySchedule: routeKindEndsAtDoor(routeKind) ? { postalCode: search.destination.code } : null,
    transhipments: [],
    direct: true,
    originDistance: null,
    destinationDistance: null,
    suppliersInformation: { freight: offer.carrierName, pickup: null, delivery: null },
    isNearbyOrigin: false,
    isNearbyDestination: false,
    freeDaysOrigin: null,
    freeDaysDestination: null,
    cyCutoff: null,
    vessel: null,
    voyage: null,
    carrierCode: offer.carrierCode ?? null,
    pricePerKilo: null,
    flags: {
      exclusiveContracted: false,
      promoted: false,
      spot: false,
      express: false,
      direct: true,
      fastest: false,
      cheapest: false,
    },
    includes: {
      pickup: has('pickup'),
      originCharges: has('portOrigin'),
      freight: true,
      destinationCharges: has('portDestination'),
      delivery: has('delivery'),
    },
    charges: rateChargesOfItems(chargeItems),
    internal: {
      contractNumber: null,
      contractUploadReference: requestUuid,
      rateProvider: offerRateProvider,
      supplier: offer.carrierName,
      drayageProviders: [],
      // An offer comes from no tariff row and is not customised (its prices are the offer's).
      tariffKind: null,
      tariffId: null,
      customisation: null,
    },
    emissions: null,
  };
  return { rate, chargeItems };
}
