// The payments suites' kit: an accounts test app whose payment providers are the local stand-ins, a customer with a
// booking, and the calls the suites repeat (ADR 050, ADR 065).
import { randomUUID } from 'node:crypto';
import { exampleFclSearch, exampleRate } from '@freightdesk/domain/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { PaymentsConfig } from '../../config/config';
import type { Database } from '../../db/database';
import { bookings, quotes } from '../../db/schema';
import {
  bearer,
  buildAccountsTestApp,
  claimsOf,
  registerDirectCustomer,
  registerStaff,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { startPaypalStandIn, type PaypalStandIn } from './providers/testing/paypal-stand-in';
import { startStripeStandIn, type StripeStandIn } from './providers/testing/stripe-stand-in';

/** Test support for the payments suites (not a test file itself). */

export interface PaymentsSuite {
  testApp: AccountsTestApp;
  app: FastifyInstance;
  db: Database;
  stripe: StripeStandIn;
  paypal: PaypalStandIn;
  /** A staff member of the `direct` brand. */
  staffJwt: string;
}

/**
 * For the enclosing describe block: Stripe and PayPal stand-ins on local ports and a test app whose real provider
 * clients point at them (STRIPE_API_BASE, PAYPAL_API_BASE), or an app without provider keys (`withKeys: false`).
 */
export function paymentsSuite({ withKeys = true } = {}): PaymentsSuite {
  const suite = {} as PaymentsSuite;
  beforeAll(async () => {
    // The stand-in signs webhooks with the app's clock (the signature's 300 s tolerance is checked against it).
    const clock = { now: () => Date.now() };
    suite.stripe = await startStripeStandIn({ now: () => clock.now() });
    suite.paypal = await startPaypalStandIn();
    const payments: PaymentsConfig = withKeys
      ? {
          stripe: {
            secretKey: suite.stripe.secretKey,
            webhookSecret: suite.stripe.webhookSecret,
            apiBase: suite.stripe.url,
          },
          paypal: {
            clientId: suite.paypal.clientId,
            clientSecret: suite.paypal.clientSecret,
            webhookId: suite.paypal.webhookId,
            apiBase: suite.paypal.url,
          },
          standIns: false,
        }
      : { stripe: null, paypal: null, standIns: false };
    suite.testApp = await buildAccountsTestApp({ config: { payments } });
    clock.now = () => suite.testApp.clock.now();
    suite.app = suite.testApp.app;
    suite.db = suite.testApp.database.db;
    suite.staffJwt = await registerStaff(suite.testApp, `ops-${randomUUID().slice(0, 8)}@freightdesk.example`);
  });
  afterAll(async () => {
    await suite.testApp.close();
    await suite.stripe.close();
    await suite.paypal.close();
  });
  return suite;
}

export interface TestCustomer {
  jwt: string;
  id: string;
  email: string;
}

/** A business customer of the `direct` brand (branch ES: its wire transfers go to the brand's Spanish account). */
export async function newCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestCustomer> {
  const email = `pay-${randomUUID().slice(0, 8)}@acme.example`;
  const jwt = await registerDirectCustomer(app, email, overrides);
  return { jwt, id: String(claimsOf(jwt)['sub']), email };
}

/**
 * A booking of `customer` costing `totalMinor` (USD unless told), written as the booking call writes its row: the
 * bookings module's own call is not part of this branch, and the payments suites need only the booking row.
 */
export async function newBooking(
  db: Database,
  customer: TestCustomer,
  {
    totalMinor = 100_000,
    currency = 'USD',
    paymentMode = 'card',
  }: { totalMinor?: number; currency?: string; paymentMode?: string } = {},
): Promise<string> {
  const quoteUuid = randomUUID();
  const bookingUuid = randomUUID();
  const place = (code: string, name: string, countryIsoCode: string) => ({
    code,
    name,
    city: name,
    countryIsoCode,
    type: 'PORT' as const,
  });
  await db.insert(quotes).values({
    uuid: quoteUuid,
    brandId: 'direct',
    customerId: customer.id,
    shipmentType: 'FCL',
    originCode: 'CNSHA',
    originCountryIsoCode: 'CN',
    destinationCode: 'USLAX',
    destinationCountryIsoCode: 'US',
    search: exampleFclSearch,
    currency,
    language: 'en',
    quoteTypeCode: 'P2P',
    requestedRouteKind: 'P2P',
    rates: [],
    chargeItems: {},
    exchangeRates: [],
    unpricedServices: [],
    nearbyRadiusKm: 0,
    validUntil: '2030-12-31',
    firstRatesMs: 1,
  });
  await db.insert(bookings).values({
    uuid: bookingUuid,
    brandId: 'direct',
    customerId: customer.id,
    quoteUuid,
    rateUuid: exampleRate.uuid,
    idempotencyKey: randomUUID(),
    requestHash: 'test',
    mode: 'FCL',
    routeKind: 'P2P',
    origin: place('CNSHA', 'Shanghai', 'CN'),
    destination: place('USLAX', 'Los Angeles', 'US'),
    search: exampleFclSearch,
    rate: exampleRate,
    exchangeRates: [],
    commodity: 'regularCargo',
    cargoReadyDate: '2030-01-20',
    customerReferenceId: 'PO-4471',
    shipperType: 'known',
    serviceType: 'any',
    comments: 'None',
    paymentMode,
    // Shipper, consignee and documents are still to give; the wire payment's action comes with the transfer.
    pendingActionCount: 3,
    currency,
    totalMinor,
    quotedTotalMinor: totalMinor,
    quotedAt: new Date(),
    language: 'en',
  });
  return bookingUuid;
}

export async function pendingActionCountOf(db: Database, bookingUuid: string): Promise<number> {
  const [row] = await db
    .select({ count: bookings.pendingActionCount })
    .from(bookings)
    .where(eq(bookings.uuid, bookingUuid));
  return row?.count ?? -1;
}

export const get = (app: FastifyInstance, url: string, jwt: string) =>
  app.inject({ method: 'GET', url, headers: bearer(jwt) });

/** POST …/payments with an Idempotency-Key (a fresh one unless given). */
export const pay = (
  app: FastifyInstance,
  bookingUuid: string,
  mode: string,
  jwt: string,
  idempotencyKey: string | null = randomUUID(),
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: `/api/v2/bookings/${bookingUuid}/payments`,
    headers: { ...bearer(jwt), ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }) },
    payload: { mode },
  });

/** A webhook delivery as the provider sends it. */
export const deliverWebhook = (
  app: FastifyInstance,
  provider: 'stripe' | 'paypal',
  delivery: { payload: string; headers: Record<string, string> },
) =>
  app.inject({
    method: 'POST',
    url: `/api/v2/payments/webhooks/${provider}`,
    headers: delivery.headers,
    payload: delivery.payload,
  });
