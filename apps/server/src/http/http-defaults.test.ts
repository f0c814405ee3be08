import { gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccountsTestApp,
  directHost,
  registerDirectCustomer,
  type AccountsTestApp,
} from '../modules/accounts/accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

const placesUrl = '/api/v2/places?query=shang&lang=en';

describe('answers over HTTP', () => {
  it('compress JSON for a client that accepts it (br first, then gzip), and not for one that does not', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: placesUrl });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await testApp.app.inject({ method: 'GET', url: placesUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    const brotli = await testApp.app.inject({
      method: 'GET',
      url: placesUrl,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it("keep a customer's answers out of every cache (no-store); public answers keep their own policy", async () => {
    const jwt = await registerDirectCustomer(testApp.app, 'cache.check@acme.example');
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/customers/me',
      headers: { authorization: `Bearer ${jwt}`, host: directHost },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/v2/customers/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const places = await testApp.app.inject({ method: 'GET', url: placesUrl });
    expect(places.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never inflate a compressed request body: it is refused, nothing is created', async () => {
    const body = gzipSync(JSON.stringify({ email: 'zipped@acme.example' }));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/customers/passwordRecovery',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json() as object)).toContain('message');
  });
});
