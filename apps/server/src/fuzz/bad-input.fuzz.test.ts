import { errorCodes } from '@freightdesk/domain';
import fc from 'fast-check';
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import {
  buildAccountsTestApp,
  directHost,
  registerDirectCustomer,
  type AccountsTestApp,
} from '../modules/accounts/accounts-test-kit';

/**
 * Every operation of the OpenAPI document, driven with generated bad input (issue 12, ADR 053):
 * malformed, mistyped, oversized, deeply nested or strangely encoded path parameters, query
 * strings, bodies of any content type and unusable tokens. Each must answer a 4xx (or, for input
 * that happens to be good, a 2xx) with the `{message: CODE}` body of the catalogue, never a 5xx,
 * and what was saved before must be as it was. `FUZZ_RUNS` sets the cases per operation (a
 * bounded number in `npm test`; e.g. `FUZZ_RUNS=500 npx vitest run --project server src/fuzz`).
 */
const runsPerOperation = Number(process.env['FUZZ_RUNS'] ?? 12);
const jwtSecret = 'fuzz-secret-of-at-least-thirty-two-characters';

interface Operation {
  method: string;
  path: string;
  needsToken: boolean;
}

let testApp: AccountsTestApp;
let operations: Operation[];
let customerJwt: string;
let forgedSubjectJwts: string[];
let customerBefore: unknown;

beforeAll(async () => {
  testApp = await buildAccountsTestApp({ config: { jwtSecret } });
  customerJwt = await registerDirectCustomer(testApp.app, 'fuzz.owner@acme.example');
  [customerBefore] = await testApp.database.db
    .select()
    .from(customers)
    .where(eq(customers.email, 'fuzz.owner@acme.example'));
  const spec = testApp.app.swagger() as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  operations = Object.entries(spec.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      needsToken:
        (operation.security ?? []).length > 0 && !(operation.security ?? []).some((r) => !Object.keys(r).length),
    })),
  );
  // Validly signed tokens whose subject or session is malformed, or whose customer does not exist.
  const claims = decodeJwt(customerJwt);
  const key = new TextEncoder().encode(jwtSecret);
  const sign = (payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setIssuer('freightdesk').sign(key);
  forgedSubjectJwts = await Promise.all([
    sign({ ...claims, sub: 'not-a-uuid' }),
    sign({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    sign({ ...claims, sid: "'; drop table customers; --" }),
    sign({ ...claims, sid: undefined }),
    sign({ ...claims, expired_at: 'yesterday' }),
    sign({ ...claims, sub: 12 }),
  ]);
}, 60_000);
afterAll(() => testApp.close());

const unicodeMess = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    '\uDFFF\uD800',
    '\u202E',
    '%',
    '%ED%A0%80',
    '..%2F..',
    '\r\nX: y',
    ' '.repeat(300),
  ),
  fc.string({ maxLength: 5000, minLength: 2000 }),
);
const jsonMess = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.nat(300).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.dictionary(
    fc.constantFrom('email', 'password', 'shipmentType', 'cargo', 'origin', 'search', 'code', 'uuid', 'name'),
    fc.anything({ maxDepth: 3 }),
  ),
  fc.constantFrom('{"a":', 'null', '"\\ud800"', '{"__proto__": {"x": 1}}', '9'.repeat(400), '1e999'),
);
const dateMess = fc.constantFrom('0000-00-00', '9999-12-31', '-271821-04-20', '2026-02-30', '+275760-09-13', 'NaN');

/** One generated request (the operation gives its method and path). */
function badRequest() {
  return fc.record({
    pathParameter: unicodeMess,
    query: fc.array(
      fc.tuple(
        fc.constantFrom('lang', 'currency', 'page', 'query', 'mode', 'cargoReadyDate', 'x'),
        fc.oneof(unicodeMess, dateMess),
      ),
      { maxLength: 4 },
    ),
    body: fc.option(jsonMess, { nil: undefined }),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'image/png',
    ),
    asText: fc.boolean(),
    // A client of its own per case, so the rate limits do not answer in the handlers' place.
    client: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => `10.${parts.join('.')}`),
    token: fc.option(fc.oneof(fc.constantFrom('valid', 'forged'), unicodeMess), { nil: undefined }),
  });
}

const catalogued = new Set<string>(errorCodes);

/** Percent-encoding that also writes a lone surrogate, as its (invalid) UTF-8 bytes. */
function percentEncoded(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      const unit = character.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }).join('');
}

describe('bad input on every operation of the API (property)', () => {
  it('never answers 5xx: a catalogued 4xx, 401 before validation without a token, nothing saved lost', async () => {
    expect(operations.length).toBeGreaterThan(25);
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(badRequest(), async (input) => {
          const path = operation.path.replace(/\{[^}]+\}/g, () => percentEncoded(input.pathParameter));
          const query = input.query.map(([key, value]) => `${key}=${percentEncoded(value)}`).join('&');
          const headers: Record<string, string> = { host: directHost, 'content-type': input.contentType };
          if (input.token === 'valid') headers['authorization'] = `Bearer ${customerJwt}`;
          else if (input.token === 'forged')
            headers['authorization'] =
              `Bearer ${forgedSubjectJwts[input.pathParameter.length % forgedSubjectJwts.length]}`;
          else if (input.token !== undefined) headers['authorization'] = `Bearer ${input.token.replace(/[\r\n]/g, '')}`;
          const payload =
            input.body === undefined || operation.method === 'GET' || operation.method === 'DELETE'
              ? undefined
              : input.asText
                ? typeof input.body === 'string'
                  ? input.body
                  : (JSON.stringify(input.body) ?? '').slice(1)
                : JSON.stringify(input.body);
          const response = await testApp.app.inject({
            method: operation.method as 'GET',
            url: `${path}${query ? `?${query}` : ''}`,
            headers,
            remoteAddress: input.client,
            ...(payload === undefined ? {} : { payload }),
          });
          const where = `${operation.method} ${operation.path} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = response.json() as { message?: string };
            expect(catalogued.has(body.message ?? ''), where).toBe(true);
          }
          // Without a token: 401 before any validation (a path no route can match is simply not found).
          if (operation.needsToken && headers['authorization'] === undefined) {
            expect([401, 404], where).toContain(response.statusCode);
            if (response.statusCode === 404) expect(response.json(), where).toEqual({ message: 'ROUTE_NOT_FOUND' });
          }
        }),
        { numRuns: runsPerOperation, seed: Number(process.env['FUZZ_SEED'] ?? 20261124) },
      );
    }
    const [customerAfter] = await testApp.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'fuzz.owner@acme.example'));
    expect(customerAfter).toEqual(customerBefore);
  }, 300_000);
});
