// The bookings test kit (not a test file): a test app with the demo tariffs, customers and staff,
// a quote and a booked rate through the API. The payments, documents and e2e suites reuse it.
import { randomUUID } from 'node:crypto';
import type { BookingAddressInput, CreateBookingRequestBody, QuoteView, Rate } from '@freightdesk/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/database';
import {
  bearer,
  buildAccountsTestApp,
  post,
  registerDirectCustomer,
  registerStaff,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { staffDomain } from '../custom-requests/custom-requests-test-kit';
import { quoteBody, quotesTestClockStartMs, untilCompleted } from '../quotes/quotes-test-kit';
import { generateDemoTariffs } from '../tariffs/demo/demo-tariffs';
import { createTariffsService } from '../tariffs/tariffs.service';

export { bearer, staffDomain };

/** The demo set's ports (the quotes kit's): Shanghai and Ningbo to Los Angeles, Long Beach, New York … */
const demoPorts = ['CNSHA', 'CNNGB', 'USLAX', 'USLGB', 'USNYC', 'NLRTM', 'DEHAM'];

/** The brand's operations address (brands/sample, copied as `direct`): booking notices go there. */
export const operationsEmail = 'operations@freightdesk.example';

/** A valid Spanish party (its tax id and zip code pass the country's checks). */
export function exampleParty(overrides: Partial<BookingAddressInput> = {}): BookingAddressInput {
  return {
    contactName: 'Ana Ruiz',
    companyName: 'Acme Imports',
    taxId: 'B12345674',
    countryIsoCode: 'ES',
    city: 'Madrid',
    address: 'Calle Mayor 1',
    zipCode: '28013',
    phone: '+34 612 345 678',
    email: 'ana@acme.example',
    ...overrides,
  };
}

/** A US door address (Los Angeles), for rates that include pickup or delivery. */
export function exampleUsAddress(overrides: Partial<BookingAddressInput> = {}): BookingAddressInput {
  return exampleParty({
    contactName: 'Sam Lee',
    companyName: 'West Coast Receiving',
    taxId: '12-3456789',
    countryIsoCode: 'US',
    city: 'Los Angeles',
    address: '100 Main St',
    zipCode: '90012',
    phone: '+1 213 555 0100',
    email: 'sam@westcoast.example',
    ...overrides,
  });
}

/** A booking request for `rate`: no extra services, no insurance, card; door addresses when the rate has the leg. */
export function bookingBody(
  rate: Pick<Rate, 'includes'>,
  overrides: Partial<CreateBookingRequestBody> = {},
): CreateBookingRequestBody {
  return {
    commodity: 'regularCargo',
    cargoReadyDate: '2030-01-20',
    customerReferenceId: 'PO-4471',
    additionalServiceCodes: [],
    insurance: null,
    shipperType: 'known',
    serviceType: 'any',
    comments: 'Fragile: keep dry.',
    billingAddress: exampleParty(),
    pickupAddress: rate.includes.pickup ? exampleParty({ contactName: 'Pickup Desk' }) : null,
    deliveryAddress: rate.includes.delivery ? exampleUsAddress() : null,
    paymentMode: 'card',
    ...overrides,
  } as CreateBookingRequestBody;
}

export interface BookingsTestApp extends AccountsTestApp {
  /** A staff member of the `direct` brand. */
  staffJwt: string;
}

/** An accounts test app on the quotes' clock (2030-01-14), the demo tariffs of a few main ports and a staff member. */
export async function buildBookingsTestApp(
  options: { database?: DatabaseHandle; config?: Partial<AppConfig> } = {},
): Promise<BookingsTestApp> {
  const testApp = await buildAccountsTestApp({
    clockStartMs: quotesTestClockStartMs,
    config: { internalEmailDomains: [staffDomain], ...options.config },
    ...(options.database ? { database: options.database } : {}),
  });
  await createTariffsService({ db: testApp.database.db }).importTariffs(
    generateDemoTariffs({ generationDate: '2030-01-14', portLocodes: demoPorts }),
  );
  const staffJwt = await registerStaff(testApp, `ops-${randomUUID().slice(0, 8)}@${staffDomain}`);
  return { ...testApp, staffJwt };
}

/** A signed-in customer of the `direct` brand (in `languageCode`). */
export function registerBookingCustomer(testApp: AccountsTestApp, email: string, languageCode = 'en'): Promise<string> {
  return registerDirectCustomer(testApp.app, email, { languageCode });
}

/** The customer's quote (the example search with these changes: FCL Shanghai → Los Angeles), once complete. */
export async function customerQuote(
  testApp: AccountsTestApp,
  jwt: string,
  overrides: Record<string, unknown> = {},
): Promise<QuoteView> {
  const created = await post(testApp.app, '/api/v2/quotes', quoteBody(overrides), bearer(jwt));
  expect(created.statusCode, created.body).toBe(201);
  const uuid = (created.json() as { data: { uuid: string } }).data.uuid;
  return untilCompleted(async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/quotes/customer/${uuid}`,
      headers: bearer(jwt),
    });
    return (read.json() as { data: QuoteView }).data;
  });
}

/** POST …/bookings for the quote's rate with this key (a fresh one by default). */
export function requestBooking(
  testApp: AccountsTestApp,
  jwt: string,
  {
    quoteUuid,
    rateUuid,
    body,
    key = randomUUID(),
  }: { quoteUuid: string; rateUuid: string; body: unknown; key?: string | null },
): Promise<LightMyRequestResponse> {
  return post(
    testApp.app,
    `/api/v2/quotes/${quoteUuid}/rates/${rateUuid}/bookings`,
    body,
    key === null ? bearer(jwt) : { ...bearer(jwt), 'idempotency-key': key },
  );
}

export interface BookedRate {
  bookingUuid: string;
  shipmentId: string;
  quote: QuoteView;
  rate: Rate;
}

/**
 * A quote for the customer and its first rate booked (the example search by default; `body` changes
 * the booking request). Fails the test when the booking is not made.
 */
export async function bookRate(
  testApp: AccountsTestApp,
  jwt: string,
  {
    quoteOverrides = {},
    body = {},
    pickRate = (quote) => quote.rates[0],
  }: {
    quoteOverrides?: Record<string, unknown>;
    body?: Partial<CreateBookingRequestBody>;
    pickRate?: (quote: QuoteView) => Rate | undefined;
  } = {},
): Promise<BookedRate> {
  const quote = await customerQuote(testApp, jwt, quoteOverrides);
  const rate = pickRate(quote);
  if (!rate) throw new Error('the quote has no rate to book');
  const response = await requestBooking(testApp, jwt, {
    quoteUuid: quote.uuid,
    rateUuid: rate.uuid,
    body: bookingBody(rate, body),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { bookingUuid, shipmentId } = (response.json() as { data: { bookingUuid: string; shipmentId: string } }).data;
  return { bookingUuid, shipmentId, quote, rate };
}
