import { z } from 'zod';
import { moneySchema } from '../money/money-schema';
import { isoDateSchema } from '../search/iso-date-schema';
import { bookingStatuses } from '../bookings/booking-status';
import { bookingModes, bookingSearchMinLength, bookingSummarySchema } from '../bookings/booking-contracts';
import { pendingActionKinds } from '../bookings/pending-actions';
import { bookingStatusReasonMaxLength } from '../bookings/booking-status';

/**
 * All shipments, the forwarder's console list of every booking of the brand, its CSV export and the
 * re-quote of a booking (docs/product/staff.md, docs/decisions/077-staff-shipments.md).
 */

/** The list's sort keys; a leading `-` sorts descending. Newest booking first by default. */
export const staffShipmentSortKeys = ['bookedOn', 'shipmentId', 'cargoReady', 'etd', 'eta', 'total', 'status'] as const;
export type StaffShipmentSortKey = (typeof staffShipmentSortKeys)[number];
export const staffShipmentSorts = [
  'bookedOn',
  '-bookedOn',
  'shipmentId',
  '-shipmentId',
  'cargoReady',
  '-cargoReady',
  'etd',
  '-etd',
  'eta',
  '-eta',
  'total',
  '-total',
  'status',
  '-status',
] as const satisfies readonly (StaffShipmentSortKey | `-${StaffShipmentSortKey}`)[];
export type StaffShipmentSort = (typeof staffShipmentSorts)[number];
export const defaultStaffShipmentSort: StaffShipmentSort = '-bookedOn';

/** The pending-actions filter: any pending action, none, or one action still pending. */
export const staffPendingActionFilters = ['any', 'none', ...pendingActionKinds] as const;
export type StaffPendingActionFilter = (typeof staffPendingActionFilters)[number];

/** The page size of the console list: 25 by default, at most 100. */
export const staffShipmentsDefaultPageSize = 25;
export const staffShipmentsMaxPageSize = 100;

const dateRangeFields = [
  ['bookedFrom', 'bookedTo'],
  ['readyFrom', 'readyTo'],
  ['etdFrom', 'etdTo'],
  ['etaFrom', 'etaTo'],
] as const;

type DateRangeQuery = Partial<Record<(typeof dateRangeFields)[number][number], string>>;

/** A range whose end is before its start is refused on the end's field. */
function checkDateRanges(query: DateRangeQuery, context: z.RefinementCtx): void {
  for (const [from, to] of dateRangeFields) {
    const start = query[from];
    const end = query[to];
    if (start !== undefined && end !== undefined && start > end) {
      context.addIssue({ code: 'custom', path: [to], message: 'staffShipments.validation.endBeforeStart' });
    }
  }
}

/** The filters of the list and of the CSV export (the same query: the export is the list, every page). */
const staffShipmentsFilterShape = {
  /** Shipment id (`SH-000123`, `123`) or booking uuid (a prefix): at least 3 characters. */
  search: z.string().trim().min(bookingSearchMinLength).max(60).optional(),
  status: z.enum(bookingStatuses).optional(),
  mode: z.enum(bookingModes).optional(),
  /** The customer's id, or part of their e-mail, name or company. */
  customer: z.string().trim().min(bookingSearchMinLength).max(100).optional(),
  /** A place code (USNYC, MIA), a country (ES) or the start of a city. */
  origin: z.string().trim().min(2).max(60).optional(),
  destination: z.string().trim().min(2).max(60).optional(),
  bookedFrom: isoDateSchema.optional(),
  bookedTo: isoDateSchema.optional(),
  readyFrom: isoDateSchema.optional(),
  readyTo: isoDateSchema.optional(),
  etdFrom: isoDateSchema.optional(),
  etdTo: isoDateSchema.optional(),
  etaFrom: isoDateSchema.optional(),
  etaTo: isoDateSchema.optional(),
  pendingAction: z.enum(staffPendingActionFilters).optional(),
  sort: z.enum(staffShipmentSorts).default(defaultStaffShipmentSort),
};

/** GET /api/v2/staff/shipments (permission `shipments`). */
export const staffShipmentsQuerySchema = z
  .object({
    ...staffShipmentsFilterShape,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(staffShipmentsMaxPageSize).default(staffShipmentsDefaultPageSize),
  })
  .superRefine(checkDateRanges);
export type StaffShipmentsQuery = z.output<typeof staffShipmentsQuerySchema>;
export type StaffShipmentsFilter = Omit<StaffShipmentsQuery, 'page' | 'pageSize'>;

/** GET /api/v2/staff/shipments/export.csv: the same filters, every page; `lang` names the headers' language. */
export const staffShipmentsExportQuerySchema = z
  .object({ ...staffShipmentsFilterShape, lang: z.string().max(10).optional() })
  .superRefine(checkDateRanges);
export type StaffShipmentsExportQuery = z.output<typeof staffShipmentsExportQuerySchema>;

export const staffShipmentCustomerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
});

export const staffShipmentSchema = bookingSummarySchema.extend({
  customer: staffShipmentCustomerSchema,
  cargoReadyDate: isoDateSchema,
  /** Estimated departure and arrival: the planned dates staff recorded, else the rate's schedule. */
  etd: isoDateSchema.nullable(),
  eta: isoDateSchema.nullable(),
  /** The pending actions still open, in the product's order. */
  pendingActions: z.array(z.enum(pendingActionKinds)),
});
export type StaffShipment = z.infer<typeof staffShipmentSchema>;

export const staffShipmentsPageSchema = z
  .object({
    data: z.array(staffShipmentSchema),
    meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  })
  .describe("A page of the brand's shipments");
export type StaffShipmentsPage = z.infer<typeof staffShipmentsPageSchema>;

/** POST /api/v2/staff/bookings/{bookingUuid}/requotes: the booking's cargo and route priced today. */
export const requoteRateSchema = z.object({
  rateUuid: z.uuid(),
  carrierName: z.string().nullable(),
  carrierCode: z.string().nullable(),
  transitTimeDays: z.number().int().nullable(),
  departureDate: isoDateSchema.nullable(),
  validUntil: isoDateSchema.nullable(),
  /** The rate's own total. */
  rateTotal: moneySchema,
  /** The booking's total if this rate is picked: the rate, the booked extras it still offers, the insurance kept. */
  revisedTotal: moneySchema,
  /** Additional services booked that this rate does not offer (they would be dropped). */
  droppedServiceCodes: z.array(z.string()),
});
export type RequoteRate = z.infer<typeof requoteRateSchema>;

export const requoteResponseSchema = z
  .object({
    data: z.object({
      quoteUuid: z.uuid(),
      /** The cargo-ready date priced: the booking's, or today when it has passed. */
      cargoReadyDate: isoDateSchema,
      currentTotal: moneySchema,
      /** The new rates, cheapest first; empty when no rate is offered today. */
      rates: z.array(requoteRateSchema),
    }),
  })
  .describe('The booking re-quoted: the rates offered today');
export type RequoteResponse = z.infer<typeof requoteResponseSchema>;

export const requoteParamsSchema = z.object({ bookingUuid: z.string().min(1).max(64) });
export const requoteRateParamsSchema = z.object({
  bookingUuid: z.string().min(1).max(64),
  quoteUuid: z.string().min(1).max(64),
  rateUuid: z.string().min(1).max(64),
});

/** POST /api/v2/staff/bookings/{bookingUuid}/requotes/{quoteUuid}/rates/{rateUuid}: it becomes the revised quote. */
export const issueRequoteRequestSchema = z.object({
  reason: z.string().trim().min(1).max(bookingStatusReasonMaxLength),
});
export type IssueRequoteRequest = z.output<typeof issueRequoteRequestSchema>;

/** The CSV export's columns, in order; each header is the text `staffShipments.csv.<column>`. */
export const staffShipmentsCsvColumns = [
  'shipmentId',
  'bookingUuid',
  'customerReferenceId',
  'customerEmail',
  'customerName',
  'company',
  'mode',
  'origin',
  'destination',
  'status',
  'bookedOn',
  'cargoReady',
  'etd',
  'eta',
  'total',
  'currency',
  'pendingActions',
] as const;
export type StaffShipmentsCsvColumn = (typeof staffShipmentsCsvColumns)[number];
