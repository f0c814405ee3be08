import type { BookingStep, QuoteView, Rate } from '@freightdesk/domain';
import { exampleRate } from '@freightdesk/domain/testing';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import type { BookingDraft, BookingDraftAnswers } from '../lib/booking-draft';

/** Test support (not a test file): a quote Valencia → New York with a port rate and a door-to-door rate. */
export const quoteId = '6a1f0c2e-8b3d-4e5f-9a61-2b7c3d4e5f60';
export const draftId = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';

export const portRate: Rate = {
  ...exampleRate,
  uuid: '00000000-0000-4000-8000-0000000000a1',
  charges: {
    ...exampleRate.charges,
    additional: [
      { code: 'ECC', name: 'Export customs clearance', quantity: 1, amountMinor: 9500, currency: 'USD' },
      { code: 'BLC', name: 'B/L courier', quantity: 1, amountMinor: 4000, currency: 'USD' },
    ],
  },
};

export const doorRate: Rate = {
  ...exampleRate,
  uuid: '00000000-0000-4000-8000-0000000000a2',
  routeKind: 'D2D',
  includes: { pickup: true, originCharges: true, freight: true, destinationCharges: true, delivery: true },
  pickupSchedule: { postalCode: '46001' },
  deliverySchedule: { postalCode: '10001' },
};

export const expiredRate: Rate = {
  ...portRate,
  uuid: '00000000-0000-4000-8000-0000000000a3',
  expirationDate: '2020-01-31',
};

export function bookingQuote(rates: Rate[] = [portRate, doorRate, expiredRate], change: Partial<QuoteView> = {}) {
  const origin = { code: 'ESVLC', type: 'PORT', city: 'Valencia', countryIsoCode: 'ES', iataCode: null } as const;
  const destination = { code: 'USNYC', type: 'PORT', city: 'New York', countryIsoCode: 'US', iataCode: null } as const;
  const cargo: QuoteView['cargo'] = { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 1 }] };
  const quote: QuoteView = {
    uuid: quoteId,
    currency: 'USD',
    quoteType: 'instant',
    quoteTypeCode: 'IQ',
    shipmentType: 'FCL',
    origin: { ...origin, countryName: 'Spain' },
    destination: { ...destination, countryName: 'United States' },
    cargoReadyDate: '2029-06-10',
    commodity: 'regularCargo',
    cargo,
    search: {
      shipmentType: 'FCL',
      origin,
      destination,
      cargoReadyDate: '2029-06-10',
      commodity: 'regularCargo',
      isKnownShipper: null,
      freightClass: null,
      additionalServices: {} as QuoteView['search']['additionalServices'],
      cargoValue: null,
      numberOfVehicles: null,
      cargo,
    },
    isDap: false,
    isExpired: false,
    isCompleted: true,
    isPartial: false,
    requestedRouteKind: 'P2P',
    pricedRouteKind: 'P2P',
    servicesIncluded: ['Freight'],
    rates,
    billingItems: {},
    exchangeRates: [],
    unpricedServices: [],
    noInstantQuoteReason: null,
    nearbyRadiusKm: 250,
    places: {},
    validUntil: '2099-02-28',
    savedOn: null,
    fetchTimes: { createdAt: '2029-01-01T00:00:00.000Z', firstRatesMs: 40, completedAt: '2029-01-01T00:00:01.000Z' },
    ...change,
  };
  return quote;
}

export interface MockAnswer {
  status: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * `fetch` at the network boundary: answers by "METHOD /path" (the query left out), each key's answers in turn (the
 * last one repeats); anything else is an empty 404. Every call is recorded.
 */
export function mockApi(answers: Readonly<Record<string, MockAnswer | MockAnswer[]>>) {
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    const key = `${method} ${path}`;
    calls.push({
      method,
      path,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const listed = answers[key];
    const list = listed === undefined ? [] : Array.isArray(listed) ? listed : [listed];
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    const answer = list[Math.min(index, list.length - 1)];
    if (!answer) return new Response(null, { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

export const quoteAnswer = (quote: QuoteView = bookingQuote()) => ({
  [`GET /api/v2/quotes/customer/${quoteId}`]: { status: 200, body: { data: quote } },
});

export function signInAs(claims: object = usCustomerClaims): void {
  document.cookie = `auth_token=${unsignedJwt(claims)}; path=/`;
}

export function signOut(): void {
  document.cookie = 'auth_token=; path=/; max-age=0';
}

export function bookingUrl(rateUuid: string, step?: string, language = ''): string {
  const query = new URLSearchParams({ rate: rateUuid, ...(step ? { step } : {}) });
  return `${language ? `/${language}` : ''}/quotes/${quoteId}/bookings/${draftId}?${query.toString()}`;
}

const address = {
  contactName: 'Ana Ruiz',
  companyName: 'Ana Imports',
  taxId: 'B58378431',
  countryIsoCode: 'ES',
  city: 'Valencia',
  address: 'Calle Mayor 1',
  zipCode: '46001',
  phone: '+34612345678',
  email: 'ana@example.com',
};

/** A draft of the port rate with every step answered up to `completed` (stored as the flow stores it). */
export function seedDraft(completed: BookingStep[] = ['services', 'shipment', 'billing', 'payment']): BookingDraft {
  const answers: BookingDraftAnswers = {
    services: {
      values: { additionalServiceCodes: ['ECC'], insure: false, insurance: { cargoValue: '', condition: 'new' } },
      output: { additionalServiceCodes: ['ECC'], insurance: null },
    },
    shipment: {
      values: {
        commodity: 'regularCargo',
        cargoReadyDate: '2029-06-10',
        customerReferenceId: 'PO-1',
        shipperType: 'known',
        serviceType: 'any',
        comments: 'None',
      },
      output: {
        commodity: 'regularCargo',
        cargoReadyDate: '2029-06-10',
        customerReferenceId: 'PO-1',
        shipperType: 'known',
        serviceType: 'any',
        comments: 'None',
      },
    },
    billing: { values: { ...address, phoneCountry: '' }, output: address },
    payment: { values: { paymentMode: 'card' }, output: { paymentMode: 'card' } },
  };
  const draft: BookingDraft = {
    id: draftId,
    quoteId,
    rateUuid: portRate.uuid,
    answers: Object.fromEntries(Object.entries(answers).filter(([step]) => completed.includes(step as BookingStep))),
    completed,
    sentEvents: ['begin_booking', 'service_selection_completed', 'shipment_details_completed'],
  };
  window.sessionStorage.setItem(`booking-draft:${draftId}`, JSON.stringify(draft));
  return draft;
}

/**
 * Every flow test file's hooks: the lazy chunks transformed once up front, a fresh draft store and a signed-in
 * customer before each test, signed out and fetch restored after.
 */
export function setUpBookingFlowTests(): void {
  beforeAll(async () => {
    await Promise.all([import('../components/booking-flow'), import('../components/address-step')]);
  }, 60_000);
  beforeEach(() => {
    window.sessionStorage.clear();
    signInAs();
  });
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });
}
