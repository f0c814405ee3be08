import type { BookingSummary, MyBookingsPage } from '@freightdesk/domain';
import { listPageOf, listQueriesOf, mockListApi, requestedBookingSummary } from '@/testing/list-api-fixture';

/** Test support (not a test file): My bookings rows and a `fetch` that answers the list call. */
const listPath = '/api/v2/bookings';

export const requestedBooking: BookingSummary = requestedBookingSummary;

export const inProgressBooking: BookingSummary = {
  ...requestedBooking,
  bookingUuid: 'b0000000-0000-4000-8000-000000000002',
  shipmentId: 'SH-000124',
  customerReferenceId: 'PO-4472',
  status: 'P',
  mode: 'LCL',
  pendingActionCount: 0,
};

export const pageOf = (data: BookingSummary[], total = data.length, page = 1, pageSize = 20): MyBookingsPage =>
  listPageOf(data, { total, page, pageSize });

/** Stubs `fetch`: `GET /api/v2/bookings?…` answers `answer(query)`; anything else is an empty 404. */
export const mockMyBookingsApi = (answer: (query: URLSearchParams) => MyBookingsPage) => mockListApi(listPath, answer);

/** The query strings the list was asked with, in order. */
export const listQueries = (fetchMock: ReturnType<typeof mockMyBookingsApi>): string[] =>
  listQueriesOf(fetchMock, listPath);
