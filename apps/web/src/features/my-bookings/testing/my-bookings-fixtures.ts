import type { BookingSummary, MyBookingsPage } from '@freightdesk/domain';
import { vi } from 'vitest';

/** Test support (not a test file): My bookings rows and a `fetch` that answers the list call. */
const place = (code: string, city: string, countryIsoCode: string) => ({
  code,
  name: city,
  city,
  countryIsoCode,
  type: 'PORT' as const,
});

export const requestedBooking: BookingSummary = {
  bookingUuid: 'b0000000-0000-4000-8000-000000000001',
  shipmentId: 'SH-000123',
  customerReferenceId: 'PO-4471',
  status: 'R',
  mode: 'FCL',
  origin: place('CNSHA', 'Shanghai', 'CN'),
  destination: place('USLAX', 'Los Angeles', 'US'),
  bookedOn: '2030-01-10T08:00:00.000Z',
  total: { amountMinor: 270_000, currency: 'USD' },
  pendingActionCount: 3,
  currentMilestone: 'bookingReceived',
};

export const inProgressBooking: BookingSummary = {
  ...requestedBooking,
  bookingUuid: 'b0000000-0000-4000-8000-000000000002',
  shipmentId: 'SH-000124',
  customerReferenceId: 'PO-4472',
  status: 'P',
  mode: 'LCL',
  pendingActionCount: 0,
};

export const pageOf = (data: BookingSummary[], total = data.length, page = 1, pageSize = 20): MyBookingsPage => ({
  data,
  meta: { page, pageSize, total },
});

/** Stubs `fetch`: `GET /api/v2/bookings?…` answers `answer(query)`; anything else is an empty 404. */
export function mockMyBookingsApi(answer: (query: URLSearchParams) => MyBookingsPage) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') !== 'GET' || url.pathname !== '/api/v2/bookings')
      return new Response(null, { status: 404 });
    return new Response(JSON.stringify(answer(url.searchParams)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query strings the list was asked with, in order. */
export const listQueries = (fetchMock: ReturnType<typeof mockMyBookingsApi>): string[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v2/bookings')
    .map((url) => url.search);
