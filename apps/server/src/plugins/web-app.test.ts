import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTempWebDist, type TempWebDist } from '../test/temp-web-dist';
import { immutableCacheControl } from './web-app';

let webDist: TempWebDist;
let testApp: TestApp;
beforeAll(async () => {
  webDist = await createTempWebDist();
  testApp = await buildTestApp({ config: { webDistDir: webDist.dir } });
});
afterAll(async () => {
  await testApp.close();
  await webDist.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('index.html', () => {
  it('is served at / with ETag, Last-Modified and no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(webDist.indexHtml);
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a revalidation with If-None-Match or If-Modified-Since', async () => {
    const first = await get('/');
    const byEtag = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.body).toBe('');
    const byDate = await get('/', { 'if-modified-since': String(first.headers['last-modified']) });
    expect(byDate.statusCode).toBe(304);
  });

  it('keeps the same ETag and Last-Modified across polls while the build is unchanged', async () => {
    const [first, second] = [await get('/'), await get('/')];
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['last-modified']).toBe(first.headers['last-modified']);
  });
});

describe('single-page app fallback', () => {
  it.each([
    '/quotes/abc',
    '/es/sign-in',
    '/quotes/FCL/ESVLC/PORT/Valencia/ES/USNYC/PORT/St.%20Louis/US',
    '/booking/7f1d/confirm?x=1',
  ])('answers the deep link %s with index.html', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(webDist.indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
  });

  it('answers 304 for a deep link too, so the update check works from any page', async () => {
    const first = await get('/es/sign-in');
    const second = await get('/es/sign-in', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
  });

  it('answers HEAD for a deep link', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/shipments' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it.each(['/assets/missing-abc123.js', '/api/v2/nothing', '/configuration/extra', '/brand-assets/sample/nothing.svg'])(
    'does not answer %s with the app but with a 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'ROUTE_NOT_FOUND' });
    },
  );
});

describe('hashed assets', () => {
  it('are cached for a year as immutable', async () => {
    const response = await get(webDist.assetUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(immutableCacheControl);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are sent brotli-compressed to a client that accepts br', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: webDist.assetUrl,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(webDist.assetText);
  });

  it('are sent gzip-compressed to a client that accepts only gzip', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: webDist.assetUrl,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(webDist.assetText);
  });

  it('are sent as they are to a client that accepts no compression', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: webDist.assetUrl,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(webDist.assetText);
  });
});

describe('without a web build', () => {
  it('still starts, says so in the log, and serves the API', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app, close } = await buildTestApp({
      database: testApp.database,
      logger: pino({ level: 'info' }, logStream),
    });
    try {
      await app.ready();
      expect(lines.join('')).toContain('web app not built');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const page = await app.inject({ method: 'GET', url: '/quotes/abc' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'ROUTE_NOT_FOUND' });
    } finally {
      await close();
    }
  });
});
