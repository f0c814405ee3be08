import type { BookingSummary } from '@freightdesk/domain';
import { vi } from 'vitest';

/**
 * Test support (not a test file) for list pages (My quotes, My bookings, All shipments): a page of rows, a port as the
 * rows name it, a booking row, and a `fetch` stub that answers the list call by its query and records every call.
 */

export const listPageOf = <Row>(data: Row[], { total = data.length, page = 1, pageSize = 20 } = {}) => ({
  data,
  meta: { page, pageSize, total },
});

export const portPlace = (code: string, city: string, countryIsoCode: string) => ({
  code,
  name: city,
  city,
  countryIsoCode,
  type: 'PORT' as const,
});

/** A requested FCL booking Shanghai → Los Angeles as a bookings list shows it (My bookings, All shipments). */
export const requestedBookingSummary: BookingSummary = {
  bookingUuid: 'b0000000-0000-4000-8000-000000000001',
  shipmentId: 'SH-000123',
  customerReferenceId: 'PO-4471',
  status: 'R',
  mode: 'FCL',
  origin: portPlace('CNSHA', 'Shanghai', 'CN'),
  destination: portPlace('USLAX', 'Los Angeles', 'US'),
  bookedOn: '2030-01-10T08:00:00.000Z',
  total: { amountMinor: 270_000, currency: 'USD' },
  pendingActionCount: 3,
  currentMilestone: 'bookingReceived',
};

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs `fetch`: `GET <listPath>?…` answers `answer(query)`; `other` may answer any other call first; anything else
 * is an empty 404.
 */
export function mockListApi<Page>(
  listPath: string,
  answer: (query: URLSearchParams) => Page,
  other?: (url: URL, init: RequestInit | undefined) => Response | undefined,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const otherAnswer = other?.(url, init);
    if (otherAnswer) return otherAnswer;
    if ((init?.method ?? 'GET') !== 'GET' || url.pathname !== listPath) return new Response(null, { status: 404 });
    return jsonResponse(answer(url.searchParams));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query strings the list was asked with, in order. */
export const listQueriesOf = (fetchMock: ReturnType<typeof mockListApi>, listPath: string): string[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === listPath)
    .map((url) => url.search);
