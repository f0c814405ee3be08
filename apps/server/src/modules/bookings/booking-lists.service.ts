// Lists of bookings (docs/decisions/063-booking-lifecycle.md, 077-staff-shipments.md): My bookings (a customer's,
// or staff's view of the brand's), a customer's bookings for the console, and staff's shipments list and export.
import {
  currentMilestone,
  formatShipmentId,
  milestoneTimeline,
  pendingActionKinds,
  shipmentDigitsOfSearch,
  type BookingMilestone,
  type BookingMode,
  type BookingStatus,
  type Currency,
  type MilestoneClassifier,
  type MyBookingsPage,
  type MyBookingsQuery,
  type PendingActionKind,
  type StaffShipment,
  type StaffShipmentsFilter,
  type StaffShipmentsPage,
  type StaffShipmentsQuery,
} from '@freightdesk/domain';
import type { SessionToken } from '../accounts/session-tokens';
import { backed } from './booking-access';
import type { BookingsContext } from './bookings-context.service';
import type { BookingSummaryRow } from './booking-summary-columns';
import type { BookingsRepository, MilestoneEventRow } from './bookings.repository';
import {
  createStaffBookingsRepository,
  type StaffBookingListFilter,
  type StaffBookingSummaryRow,
} from './staff-bookings.repository';

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

/** A page's milestone events by booking (one query for the whole page). */
async function milestoneEventsByBooking(
  repository: BookingsRepository,
  bookingUuids: string[],
): Promise<Map<string, MilestoneEventRow[]>> {
  const events = await backed(() => repository.milestoneEventsOf(bookingUuids));
  const eventsByBooking = new Map<string, MilestoneEventRow[]>();
  for (const event of events) {
    const own = eventsByBooking.get(event.bookingUuid);
    if (own) own.push(event);
    else eventsByBooking.set(event.bookingUuid, [event]);
  }
  return eventsByBooking;
}

/** A row of My bookings (and the start of staff's): the booking's summary with its current milestone. */
function bookingSummaryOf(
  row: BookingSummaryRow,
  events: readonly MilestoneEventRow[],
): MyBookingsPage['data'][number] {
  return {
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
        events.map((event) => ({
          milestone: event.milestone as BookingMilestone,
          classifier: event.classifier as MilestoneClassifier,
          eventDate: event.eventDate,
        })),
      ),
    ),
  };
}

/** The staff list's rows: the booking's summary, its customer, dates and pending actions. */
async function staffShipmentsOf(
  repository: BookingsRepository,
  rows: readonly StaffBookingSummaryRow[],
): Promise<StaffShipment[]> {
  const eventsByBooking = await milestoneEventsByBooking(
    repository,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) => ({
    ...bookingSummaryOf(row, eventsByBooking.get(row.uuid) ?? []),
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

export function bookingLists({ db, repository }: BookingsContext) {
  const staffBookings = createStaffBookingsRepository(db);
  /** The brand's or one customer's bookings (the staff console's customer page, ADR 075), newest first. */
  async function bookingsOf(
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
    const eventsByBooking = await milestoneEventsByBooking(
      repository,
      rows.map((row) => row.uuid),
    );
    return {
      data: rows.map((row) => bookingSummaryOf(row, eventsByBooking.get(row.uuid) ?? [])),
      meta: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  return {
    bookingsOf,

    /** GET /api/v2/bookings: My bookings (staff: the brand's), newest first, filtered and searched. */
    async myBookings(session: SessionToken, isStaff: boolean, query: MyBookingsQuery): Promise<MyBookingsPage> {
      return bookingsOf(isStaff ? { brandId: session.brandId } : { customerId: session.customerId }, query);
    },

    /**
     * GET /api/v2/staff/shipments (ADR 077): a page of the brand's bookings with their customers, as
     * the console lists them. Staff only (the route checks the permission); always the session's brand.
     */
    async staffShipments(session: SessionToken, query: StaffShipmentsQuery): Promise<StaffShipmentsPage> {
      const { page, pageSize, ...filter } = query;
      const { rows, total } = await backed(() =>
        staffBookings.staffList(staffListFilterOf(session, filter, pageSize, (page - 1) * pageSize)),
      );
      return { data: await staffShipmentsOf(repository, rows), meta: { page, pageSize, total } };
    },

    /** Every booking the filter finds, a page at a time (the CSV export streams them as they come). */
    async *staffShipmentsPages(
      session: SessionToken,
      filter: StaffShipmentsFilter,
      pageSize = 500,
    ): AsyncGenerator<StaffShipment[]> {
      for (let offset = 0; ; offset += pageSize) {
        const { rows } = await backed(() =>
          staffBookings.staffList(staffListFilterOf(session, filter, pageSize, offset)),
        );
        if (rows.length > 0) yield await staffShipmentsOf(repository, rows);
        if (rows.length < pageSize) return;
      }
    },
  };
}
