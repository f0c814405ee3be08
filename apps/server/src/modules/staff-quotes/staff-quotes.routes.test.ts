import { randomUUID } from 'node:crypto';
import type { QuoteCustomisation, QuoteView, Rate, StaffRole } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, quoteCustomisations } from '../../db/schema';
import { pdfText } from '../../pdf/testing/pdf-text';
import { bearer, directHost, post, registerStaff, samplePassword } from '../accounts/accounts-test-kit';
import {
  bookingBody,
  buildBookingsTestApp,
  customerQuote,
  registerBookingCustomer,
  requestBooking,
  staffDomain,
  type BookingsTestApp,
} from '../bookings/bookings-test-kit';

let testApp: BookingsTestApp;
let customerJwt: string;
let strangerJwt: string;
let operationsJwt: string;
let salesJwt: string;
let pricingJwt: string;

/** A staff member of `role`: registered, the role stored, then signed in again (the token carries the role). */
async function staffOf(role: StaffRole): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 6)}@${staffDomain}`;
  await registerStaff(testApp, email);
  await testApp.database.db.update(customers).set({ staffRole: role }).where(eq(customers.email, email));
  const login = await post(
    testApp.app,
    '/api/v2/customers/login',
    { login: email, password: samplePassword },
    {
      host: directHost,
    },
  );
  expect(login.statusCode, login.body).toBe(200);
  return (login.json() as { data: { jwt: string } }).data.jwt;
}

beforeAll(async () => {
  testApp = await buildBookingsTestApp();
  customerJwt = await registerBookingCustomer(testApp, 'importer@acme.example');
  strangerJwt = await registerBookingCustomer(testApp, 'stranger@other.example');
  operationsJwt = await staffOf('operations');
  salesJwt = await staffOf('sales');
  pricingJwt = await staffOf('pricing');
}, 120_000);
afterAll(() => testApp.close());

const get = (url: string, jwt?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: jwt ? bearer(jwt) : { host: directHost } });
const put = (url: string, payload: unknown, jwt?: string) =>
  testApp.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: jwt ? bearer(jwt) : { host: directHost },
  });

async function readQuote(quoteUuid: string, jwt: string, query = ''): Promise<QuoteView> {
  const response = await get(`/api/v2/quotes/customer/${quoteUuid}${query}`, jwt);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: QuoteView }).data;
}

/** Every key anywhere in a JSON answer. */
function keysOf(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, keys);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      keysOf(inner, keys);
    }
  return keys;
}

const internalKeys = [
  'contractNumber',
  'contractUploadReference',
  'rateProvider',
  'tariffKind',
  'tariffId',
  'customisation',
];

/** A rate with freight and at least one other group (so that a group and a line margin both apply). */
function rateToCustomise(quote: QuoteView): Rate {
  const rate = quote.rates.find(
    (candidate) => candidate.charges.freight.length > 0 && candidate.charges.portOrigin.length > 0,
  );
  if (!rate) throw new Error('no rate with freight and origin charges');
  return rate;
}

describe('internal data on a quote', () => {
  it('staff see the tariff row each rate came from; the customer gets no internal field at all', async () => {
    const quote = await customerQuote(testApp, customerJwt);
    const staffView = await readQuote(quote.uuid, operationsJwt);
    expect(staffView.rates.length).toBeGreaterThan(0);
    for (const rate of staffView.rates) {
      expect(rate.internal).toMatchObject({ tariffKind: 'fclRates', tariffId: expect.any(String) });
    }
    const customerAnswer = await get(`/api/v2/quotes/customer/${quote.uuid}`, customerJwt);
    const body = customerAnswer.json() as { data: QuoteView };
    for (const rate of body.data.rates) expect(rate.internal).toBeNull();
    const keys = keysOf(body);
    for (const key of internalKeys) expect(keys.has(key), key).toBe(false);
    for (const rate of staffView.rates) expect(customerAnswer.body).not.toContain(rate.internal!.tariffId!);
  });
});

describe('customising a quote', () => {
  it('refuses customers and operations staff (403), no token (401); sales and pricing read it', async () => {
    const quote = await customerQuote(testApp, customerJwt);
    const url = `/api/v2/staff/quotes/${quote.uuid}/customisation`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, customerJwt)).json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect((await get(url, customerJwt)).statusCode).toBe(403);
    expect((await get(url, operationsJwt)).statusCode).toBe(403);
    const body = { rates: [{ rateUuid: quote.rates[0]!.uuid, margins: [] }] };
    expect((await put(url, body, customerJwt)).statusCode).toBe(403);
    expect((await put(url, body, operationsJwt)).statusCode).toBe(403);
    for (const jwt of [salesJwt, pricingJwt]) {
      const read = await get(url, jwt);
      expect(read.statusCode, read.body).toBe(200);
      const data = (read.json() as { data: QuoteCustomisation }).data;
      expect(data.owner).toMatchObject({ email: 'importer@acme.example' });
      expect(data.rates).toHaveLength(quote.rates.length);
    }
  });

  it('the customer then sees only the customised prices, in any currency, and books them', async () => {
    const quote = await customerQuote(testApp, customerJwt);
    const original = rateToCustomise(quote);
    const freightTotal = original.charges.freight.reduce((sum, line) => sum + line.amountMinor, 0);
    const firstOrigin = original.charges.portOrigin[0]!;
    const url = `/api/v2/staff/quotes/${quote.uuid}/customisation`;
    const saved = await put(
      url,
      {
        rates: [
          {
            rateUuid: original.uuid,
            margins: [
              { scope: 'group', group: 'freight', mode: 'percent', value: 10 },
              { scope: 'line', group: 'portOrigin', line: 0, mode: 'amount', value: -1_000 },
            ],
          },
        ],
        note: 'Key account: match the competitor',
      },
      pricingJwt,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const freightMargin = Math.round(freightTotal / 10);
    const expectedTotal = original.total.total + freightMargin - 1_000;
    const customisedRate = (saved.json() as { data: QuoteCustomisation }).data.rates.find(
      (entry) => entry.rate.uuid === original.uuid,
    );
    expect(customisedRate?.customisedTotal.total).toBe(expectedTotal);
    expect(customisedRate?.rate.total.total).toBe(original.total.total);

    // The customer: the customised total and lines, no trace of the rate-sheet price or the margins.
    const answer = await get(`/api/v2/quotes/customer/${quote.uuid}`, customerJwt);
    const seen = (answer.json() as { data: QuoteView }).data;
    const rate = seen.rates.find((candidate) => candidate.uuid === original.uuid)!;
    expect(rate.total.total).toBe(expectedTotal);
    expect(rate.charges.portOrigin[0]?.amountMinor).toBe(firstOrigin.amountMinor - 1_000);
    expect(rate.charges.freight.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(freightTotal + freightMargin);
    expect(rate.internal).toBeNull();
    const billing = seen.billingItems[original.uuid]!;
    expect(billing.reduce((sum, item) => sum + item.amountMinor, 0)).toBe(expectedTotal);
    const origin = billing.find((item) => item.group === 'portOrigin')!;
    expect(origin.tariffAmount).toEqual({
      amountMinor: firstOrigin.amountMinor - 1_000,
      currency: rate.total.currency,
    });
    for (const key of [...internalKeys, 'margins', 'originalTotal'])
      expect(keysOf(answer.json()).has(key), key).toBe(false);

    // Staff see the customised price and what the rate sheet said.
    const staffRate = (await readQuote(quote.uuid, operationsJwt)).rates.find(
      (candidate) => candidate.uuid === original.uuid,
    )!;
    expect(staffRate.total.total).toBe(expectedTotal);
    expect(staffRate.internal?.customisation).toMatchObject({
      originalTotal: { amountMinor: original.total.total, currency: original.total.currency },
      customisedBy: expect.stringMatching(/^pricing-/),
    });

    // Another currency converts the customised lines, not the rate sheet's.
    const inEur = (await readQuote(quote.uuid, customerJwt, '?currency=EUR')).rates.find(
      (candidate) => candidate.uuid === original.uuid,
    )!;
    const eurOfOriginal = (await readQuote(quote.uuid, salesJwt, '?currency=EUR')).rates.find(
      (candidate) => candidate.uuid === original.uuid,
    )!;
    expect(inEur.total.currency).toBe('EUR');
    expect(inEur.total.total).toBe(eurOfOriginal.total.total);
    expect(eurOfOriginal.internal?.customisation?.originalTotal.amountMinor).toBe(original.total.total);

    // Who, when, what: one row per rate and an audit entry.
    const rows = await testApp.database.db
      .select()
      .from(quoteCustomisations)
      .where(eq(quoteCustomisations.quoteUuid, quote.uuid));
    expect(rows).toEqual([
      expect.objectContaining({
        rateUuid: original.uuid,
        originalTotalMinor: original.total.total,
        customisedTotalMinor: expectedTotal,
        note: 'Key account: match the competitor',
        customisedByEmail: expect.stringMatching(/^pricing-/),
      }),
    ]);
    const audits = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'quote.customised'));
    expect(audits.find((entry) => (entry.details as { quoteUuid?: string }).quoteUuid === quote.uuid)).toMatchObject({
      subjectEmail: 'importer@acme.example',
      actorEmail: expect.stringMatching(/^pricing-/),
    });

    // Booking it freezes the customised charges.
    const booking = await requestBooking(testApp, customerJwt, {
      quoteUuid: quote.uuid,
      rateUuid: original.uuid,
      body: bookingBody(original),
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const { bookingUuid } = (booking.json() as { data: { bookingUuid: string } }).data;
    const details = await get(`/api/v2/bookings/${bookingUuid}/details`, customerJwt);
    expect(details.statusCode, details.body).toBe(200);
    const charges = (
      details.json() as {
        data: {
          bookingDetails: {
            charges: { total: { amountMinor: number }; lines: { group: string; amountMinor: number }[] };
          };
        };
      }
    ).data.bookingDetails.charges;
    expect(charges.total.amountMinor).toBe(expectedTotal);
    expect(charges.lines.find((line) => line.group === 'portOrigin')?.amountMinor).toBe(
      firstOrigin.amountMinor - 1_000,
    );
  });

  it('an empty list puts the rate back at its rate-sheet price; a margin on no line is refused by field', async () => {
    const quote = await customerQuote(testApp, customerJwt);
    const rate = rateToCustomise(quote);
    const url = `/api/v2/staff/quotes/${quote.uuid}/customisation`;
    const margin = { scope: 'group', group: 'freight', mode: 'amount', value: 5_000 };
    expect((await put(url, { rates: [{ rateUuid: rate.uuid, margins: [margin] }] }, salesJwt)).statusCode).toBe(200);
    const up = (await readQuote(quote.uuid, customerJwt)).rates.find((candidate) => candidate.uuid === rate.uuid)!;
    expect(up.total.total).toBe(rate.total.total + 5_000);
    expect((await put(url, { rates: [{ rateUuid: rate.uuid, margins: [] }] }, salesJwt)).statusCode).toBe(200);
    const back = (await readQuote(quote.uuid, customerJwt)).rates.find((candidate) => candidate.uuid === rate.uuid)!;
    expect(back.total.total).toBe(rate.total.total);

    const refused = await put(
      url,
      {
        rates: [
          {
            rateUuid: rate.uuid,
            margins: [{ scope: 'line', group: 'freight', line: 99, mode: 'percent', value: 5 }],
          },
        ],
      },
      salesJwt,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { 'rates.0.margins.0': ['staffQuotes.validation.unknownLine'] },
    });
    const taxes = await put(
      url,
      { rates: [{ rateUuid: rate.uuid, margins: [{ scope: 'group', group: 'taxes', mode: 'amount', value: 1 }] }] },
      salesJwt,
    );
    expect(taxes.statusCode).toBe(422);
    const unknownRate = await put(url, { rates: [{ rateUuid: randomUUID(), margins: [] }] }, salesJwt);
    expect(unknownRate.json()).toEqual({ message: 'RATE_NOT_FOUND' });
  });
});

describe('downloading a rate price', () => {
  it('CSV: the facts, every charge line by group and the totals, in the staff member’s language', async () => {
    const quote = await customerQuote(testApp, customerJwt);
    const rate = quote.rates[0]!;
    const url = `/api/v2/staff/quotes/${quote.uuid}/rates/${rate.uuid}/price?format=csv`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, customerJwt)).statusCode).toBe(403);
    expect((await get(url, strangerJwt)).statusCode).toBe(403);

    const response = await get(url, operationsJwt);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain(
      `price-${quote.uuid.slice(0, 8)}-${rate.uuid.slice(0, 8)}.csv`,
    );
    const csv = response.body.replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines).toContain(`Quote,${quote.uuid}`);
    expect(lines).toContain(`Currency,${rate.total.currency}`);
    expect(lines.some((line) => line.startsWith('Exchange rates,'))).toBe(true);
    expect(lines).toContain('Group,Code,Charge,Quantity,Unit price,Amount,Currency');
    const freight = rate.charges.freight[0]!;
    expect(csv).toContain(`Freight,${freight.code},`);
    const total = (rate.total.total / 100).toFixed(2);
    expect(lines.at(-1)).toBe(`,,Total,,,${total},${rate.total.currency}`);

    const spanish = await get(`${url}&lang=es`, operationsJwt);
    expect(spanish.body).toContain('Grupo,Código,Cargo,Cantidad,Precio unitario,Importe,Moneda');
    // The charge lines are named in Spanish too (ADR 091): the ocean freight of each container type.
    expect(spanish.body).toMatch(/Flete,OFR,Flete marítimo DV\d\d/);
  });

  it('PDF: the brand’s document with the breakdown and totals, in English and in Arabic', async () => {
    const quote = await customerQuote(testApp, customerJwt);
    const rate = quote.rates[0]!;
    const url = `/api/v2/staff/quotes/${quote.uuid}/rates/${rate.uuid}/price?format=pdf`;
    expect((await get(url, customerJwt)).statusCode).toBe(403);
    const english = await get(url, salesJwt);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const pdf = english.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Price breakdown');
    expect(text).toContain('Freight');
    expect(text).toContain('Total');
    expect(text).toContain(rate.charges.freight[0]!.code);

    const arabic = await get(`${url}&lang=ar`, salesJwt);
    expect(arabic.statusCode).toBe(200);
    const arabicText = await pdfText(arabic.rawPayload);
    // Arabic labels (shaped: some extract with their joining marks split), the data in its own order.
    expect(arabicText).toContain('العملة');
    expect(arabicText).toContain('المسار');
    expect(arabicText).toContain(`(${rate.charges.freight[0]!.code})`);
    // The charge lines in Arabic (ADR 091): the terminal handling charge's name extracts whole.
    expect(arabicText).toContain('المحطة');
    expect(arabicText).not.toContain('Terminal handling');
    expect(arabicText).not.toContain('Ocean freight');
    expect(arabicText).not.toContain('Price breakdown');
  });
});
