import type { MyQuoteSummary, MyQuotesPage } from '@freightdesk/domain';
import { exampleAirSearch, exampleFclSearch } from '@freightdesk/domain/testing';
import { vi } from 'vitest';

/** Test support (not a test file): My quotes rows and a `fetch` that answers the list call. */
export const fclQuote: MyQuoteSummary = {
  uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
  mode: 'FCL',
  quoteType: 'instant',
  quoteTypeCode: 'IQ',
  origin: exampleFclSearch.origin,
  destination: exampleFclSearch.destination,
  cargo: exampleFclSearch.cargo,
  cargoReadyDate: exampleFclSearch.cargoReadyDate,
  rateCount: 3,
  lowestTotal: { amountMinor: 250_000, currency: 'USD' },
  isCompleted: true,
  isExpired: false,
  validUntil: '2030-01-31',
  createdAt: '2030-01-10T08:00:00.000Z',
  savedOn: '2030-01-12T08:00:00.000Z',
};

export const lclQuote: MyQuoteSummary = {
  ...fclQuote,
  uuid: 'b2c3d4e5-0000-4000-8000-000000000002',
  mode: 'LCL',
  quoteType: 'custom',
  quoteTypeCode: 'Manual',
  cargo: {
    kind: 'dimensionRows',
    rows: [{ quantity: 3, length: 100, width: 100, height: 40, dimensionUnit: 'cm', weight: 50, weightUnit: 'Kg' }],
  },
};

export const airQuote: MyQuoteSummary = {
  ...fclQuote,
  uuid: 'c3d4e5f6-0000-4000-8000-000000000003',
  mode: 'AIR',
  origin: exampleAirSearch.origin,
  destination: exampleAirSearch.destination,
  cargo: exampleAirSearch.cargo,
};

export const pageOf = (data: MyQuoteSummary[], total = data.length, page = 1): MyQuotesPage => ({
  data,
  meta: { page, pageSize: 20, total },
});

/** Stubs `fetch`: `GET /api/v2/quotes?…` answers `answer(query)`; anything else is an empty 404. */
export function mockMyQuotesApi(answer: (query: URLSearchParams) => MyQuotesPage) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') !== 'GET' || url.pathname !== '/api/v2/quotes')
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
export const listQueries = (fetchMock: ReturnType<typeof mockMyQuotesApi>): string[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v2/quotes')
    .map((url) => url.search);
