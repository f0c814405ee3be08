import type { MyQuoteSummary, MyQuotesPage } from '@freightdesk/domain';
import { exampleAirSearch, exampleFclSearch } from '@freightdesk/domain/testing';
import { listPageOf, listQueriesOf, mockListApi } from '@/testing/list-api-fixture';

/** Test support (not a test file): My quotes rows and a `fetch` that answers the list call. */
const listPath = '/api/v2/quotes';

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

export const pageOf = (data: MyQuoteSummary[], total = data.length, page = 1): MyQuotesPage =>
  listPageOf(data, { total, page });

/** Stubs `fetch`: `GET /api/v2/quotes?…` answers `answer(query)`; anything else is an empty 404. */
export const mockMyQuotesApi = (answer: (query: URLSearchParams) => MyQuotesPage) => mockListApi(listPath, answer);

/** The query strings the list was asked with, in order. */
export const listQueries = (fetchMock: ReturnType<typeof mockMyQuotesApi>): string[] =>
  listQueriesOf(fetchMock, listPath);
