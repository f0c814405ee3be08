import type { PlaceResult } from '@freightdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { maerskRate, quoteViewOf } from '@/testing/quote-view-fixture';

const place = (overrides: Partial<PlaceResult> & Pick<PlaceResult, 'name' | 'code' | 'type'>): PlaceResult => ({
  city: overrides.name,
  countryIsoCode: 'US',
  countryName: 'United States',
  iata: null,
  state: null,
  coordinates: { latitude: 0, longitude: 0 },
  ...overrides,
});

/** Places the stubbed place search knows, by the query that finds them. */
export const testPlaces: Record<string, PlaceResult> = {
  shanghai: place({
    name: 'SHANGHAI',
    city: 'Shanghai',
    code: 'CNSHA',
    type: 'PORT',
    countryIsoCode: 'CN',
    countryName: 'China',
  }),
  losAngeles: place({ name: 'LOS ANGELES', city: 'Los Angeles', code: 'USLAX', type: 'PORT' }),
  pudong: place({
    name: 'Shanghai Pudong International Airport',
    city: 'Shanghai',
    code: 'PVG',
    type: 'AIRPORT',
    iata: 'PVG',
    countryIsoCode: 'CN',
    countryName: 'China',
  }),
  lax: place({
    name: 'Los Angeles International Airport',
    city: 'Los Angeles',
    code: 'LAX',
    type: 'AIRPORT',
    iata: 'LAX',
  }),
  miami: place({ name: 'Miami, FL', city: 'Miami', code: '33101', type: 'CITY', state: 'FL' }),
  austin: place({ name: '78701', city: 'Austin', code: '78701', type: 'POSTAL_CODE', state: 'TX' }),
  hamburg: place({
    name: 'HAMBURG',
    city: 'Hamburg',
    code: 'DEHAM',
    type: 'PORT',
    countryIsoCode: 'DE',
    countryName: 'Germany',
  }),
};

export const createdQuoteId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

export interface QuoteApi {
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  /** The bodies of every POST /api/v2/quotes. */
  quoteBodies: () => unknown[];
  /** The analytics events sent. */
  events: () => unknown[];
}

/**
 * `fetch` at the network boundary: the place search answers from `testPlaces` (a place whose name or code starts
 * with the query, of the types asked), `POST /api/v2/quotes` answers `quoteAnswer` (201 with a quote of one Maersk rate
 * by default).
 */
export function mockQuoteApi(
  quoteAnswer: { status: number; body: unknown } = {
    status: 201,
    // The quote's view, as the results read it (ADR 071).
    body: { data: quoteViewOf([maerskRate], { uuid: createdQuoteId }) },
  },
): QuoteApi {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/v2/places') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const types = (url.searchParams.get('types') ?? '').split(',');
      const found = Object.values(testPlaces).filter(
        (candidate) =>
          types.includes(candidate.type) &&
          (candidate.name.toLowerCase().startsWith(query) || candidate.code.toLowerCase().startsWith(query)),
      );
      return json(200, { data: found });
    }
    if (url.pathname === '/api/v2/quotes' && init?.method === 'POST') return json(quoteAnswer.status, quoteAnswer.body);
    if (url.pathname === '/api/v2/events') return new Response(null, { status: 204 });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (path: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input).startsWith(path) && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, quoteBodies: () => bodiesOf('/api/v2/quotes'), events: () => bodiesOf('/api/v2/events') };
}

/** Types into a place combobox and picks the option that names the place's code. */
export async function choosePlace(user: UserEvent, label: RegExp, query: string, code: string): Promise<void> {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await user.type(input, query);
  // The list opens before the places arrive (debounced search, then the answer): wait for the option itself.
  await user.click(await screen.findByRole('option', { name: new RegExp(code) }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Replaces a field's text. */
export async function typeInto(user: UserEvent, label: RegExp | string, text: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

/** A calendar date `days` after today, as a date input holds it. */
export function dateInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Replaces the text of the `index`th field with this label (dimension rows repeat their labels). */
export async function typeIntoNth(user: UserEvent, label: RegExp, index: number, text: string): Promise<void> {
  const input = screen.getAllByLabelText(label)[index];
  if (!input) throw new Error(`No field ${String(label)} number ${index}`);
  await user.clear(input);
  // Pasting keeps forms with many measures quick to test.
  if (text !== '') await user.paste(text);
}

/** Picks both ends and a cargo-ready date a few days ahead. */
export async function fillRoute(
  user: UserEvent,
  from: { query: string; code: string },
  to: { query: string; code: string },
  dateLabel: RegExp = /^Cargo ready date/,
): Promise<void> {
  await choosePlace(user, /^(Origin|Moving from)/, from.query, from.code);
  await choosePlace(user, /^(Destination|Moving to)/, to.query, to.code);
  await typeInto(user, dateLabel, dateInDays(3));
}

/** A household move's first step: from, to and a move date a few days ahead (by position: any language). */
export async function fillMovingDetails(user: UserEvent, dateLabel: RegExp = /^Move date/): Promise<void> {
  for (const [index, [query, code]] of [
    ['ham', 'DEHAM'],
    ['los', 'USLAX'],
  ].entries()) {
    const input = screen.getAllByRole('combobox')[index]!;
    await user.click(input);
    await user.type(input, query!);
    await user.click(await screen.findByRole('option', { name: new RegExp(code!) }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  }
  await typeInto(user, dateLabel, dateInDays(3));
}
