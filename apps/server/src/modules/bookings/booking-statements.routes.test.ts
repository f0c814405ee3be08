// How many SQL statements a booking's two busiest calls send (issue 14's budgets, ADR 085): each statement is a round
// trip whose write and wake-up cost the server and the database CPU, so these counts must not grow unnoticed.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { QuoteView } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import {
  bearer,
  bookingBody,
  buildBookingsTestApp,
  customerQuote,
  registerBookingCustomer,
  requestBooking,
  type BookingsTestApp,
} from './bookings-test-kit';

/** The statements sent on behalf of the call running in this async context (background loops are not counted). */
const recording = new AsyncLocalStorage<string[]>();
/** Transaction control is the driver's (PGlite does not report it): only the work statements are counted. */
const transactionControl = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

let database: DatabaseHandle;
let testApp: BookingsTestApp;
let customerJwt: string;
let quote: QuoteView;

beforeAll(async () => {
  database = await createTestDatabase({
    logger: { logQuery: (query) => recording.getStore()?.push(query) },
  });
  testApp = await buildBookingsTestApp({ database });
  customerJwt = await registerBookingCustomer(testApp, 'counted@acme.example');
  quote = await customerQuote(testApp, customerJwt);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await database.close();
});

async function statementsOf<T>(call: () => Promise<T>): Promise<{ answer: T; statements: string[] }> {
  const sent: string[] = [];
  // Awaited inside the context: an injected request starts only when awaited.
  const answer = await recording.run(sent, async () => await call());
  return { answer, statements: sent.filter((statement) => !transactionControl.test(statement)) };
}

function readDetails(bookingUuid: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v2/bookings/${bookingUuid}/details`,
    headers: bearer(customerJwt),
  });
}

function book(key: string) {
  const rate = quote.rates[0]!;
  return requestBooking(testApp, customerJwt, {
    quoteUuid: quote.uuid,
    rateUuid: rate.uuid,
    body: bookingBody(rate),
    key,
  });
}

// Each count follows a warm call of the same kind: the brand is then in the brands service's cache (30 s), as it is
// for calls all day long.
describe('statements per call', () => {
  // The session's check is every signed-in call's first statement.
  it('books in 6: the session, the customer and key, the rate, its customisations, the number, one write', async () => {
    expect((await book('warm-key')).statusCode).toBe(201);
    const { answer, statements } = await statementsOf(() => book('counted-key'));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(statements, statements.join('\n\n')).toHaveLength(6);
    // The booking, its charges, parties, status, milestone and both mails are one statement.
    expect(statements.filter((statement) => /^\s*(with|insert|update|delete)\b/i.test(statement))).toHaveLength(1);
  });

  it('answers a repeated key in 2: the session, the customer with the key', async () => {
    const first = await book('repeated-key');
    expect(first.statusCode, first.body).toBe(201);
    const { answer, statements } = await statementsOf(() => book('repeated-key'));
    expect(answer.json()).toEqual(first.json());
    expect(statements, statements.join('\n\n')).toHaveLength(2);
  });

  it('reads the details in 2: the session, then the booking with its history, documents and payments', async () => {
    const booked = await book('counted-details');
    const { bookingUuid } = (booked.json() as { data: { bookingUuid: string } }).data;
    expect((await readDetails(bookingUuid)).statusCode).toBe(200);
    const { answer, statements } = await statementsOf(() => readDetails(bookingUuid));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(statements, statements.join('\n\n')).toHaveLength(2);
  });
});
