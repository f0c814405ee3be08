import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { WebManifest } from './route-preloads';

// The real web build (`npm run build`; `npm test` builds it first when stale): the links must name its chunks.
const webDistDir = path.resolve(import.meta.dirname, '../../../web/dist');
const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');

let testApp: TestApp;
let manifest: WebManifest;
beforeAll(async () => {
  if (!existsSync(manifestPath)) throw new Error(`no web build with a manifest at ${webDistDir}: run npm run build`);
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as WebManifest;
  testApp = await buildTestApp({ config: { webDistDir } });
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
const chunkOf = (key: string) => `/${manifest[key]?.file ?? `(no ${key} in the manifest)`}`;
const chunkNamed = (name: string) =>
  `/${Object.values(manifest).find((chunk) => chunk.name === name)?.file ?? `(no ${name} chunk)`}`;

describe('index.html of a results page', () => {
  it('announces the results chunk, what it imports, the feature routes and the quote texts, each once', async () => {
    const response = await get('/quotes/7f1d2c4e-0000-4000-8000-000000000001');
    expect(response.statusCode).toBe(200);
    const plainIndex = (await get('/shipments')).body;
    const alreadyLoaded = [...plainIndex.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    const preloads = preloadsOf(response.body);
    const added = preloads.filter((address) => !preloadsOf(plainIndex).includes(address));
    expect(added).toEqual(
      expect.arrayContaining([
        chunkOf('src/app/routes/quote-results.tsx'),
        chunkOf('src/app/feature-routes.ts'),
        chunkOf('src/app/feature-page-frame.tsx'),
        chunkNamed('locale-en'),
        chunkNamed('locale-en-quotes'),
        chunkNamed('locale-en-quote-results'),
      ]),
    );
    // Everything the results chunk imports statically is there from the start, and nothing is announced twice.
    for (const imported of manifest['src/app/routes/quote-results.tsx']?.imports ?? [])
      expect([...alreadyLoaded, ...added]).toContain(chunkOf(imported));
    expect(new Set(preloads).size).toBe(preloads.length);
    for (const address of added) expect(alreadyLoaded).not.toContain(address);
  });

  it('announces the texts of the language the page starts in: the path prefix, else the lang cookie', async () => {
    expect(preloadsOf((await get('/ar/quotes/abc')).body)).toContain(chunkNamed('locale-ar-quotes'));
    const byCookie = preloadsOf((await get('/progressive-quotes/abc', { cookie: 'consent=1; lang=es' })).body);
    expect(byCookie).toContain(chunkNamed('locale-es-quotes'));
    expect(byCookie).not.toContain(chunkNamed('locale-en-quotes'));
  });

  it.each(['/quotes', '/quotes/abc/bookings/def', '/shipments', '/'])('leaves %s as index.html is', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(readFileSync(path.join(webDistDir, 'index.html'), 'utf8'));
  });

  it('answers 304 to a revalidation, and sends the page compressed to a client that accepts gzip', async () => {
    const first = await get('/quotes/abc');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/quotes/abc', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const compressed = await get('/quotes/abc', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(first.body);
  });
});

describe('index.html of a results page, asked with HEAD', () => {
  it('answers its headers without a body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/quotes/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });
});

describe('index.html of the quote form', () => {
  it('announces the form route chunk', async () => {
    const preloads = preloadsOf((await get('/es/get-quote/ocean?selectedShipmentType=FCL')).body);
    expect(preloads).toContain(chunkOf('src/app/routes/get-quote.tsx'));
    expect(preloads).toContain(chunkNamed('locale-es-quotes'));
    expect(preloads).toContain(chunkNamed('locale-es-quote-form'));
    expect(preloads).not.toContain(chunkNamed('locale-es-quote-results'));
  });
});

/** Runs a page's inline scripts as a browser at `url` with `cookie` would, and returns the reads they sent. */
function inlineScriptReads(html: string, url: string, cookie = '') {
  const reads: { url: string; init: RequestInit }[] = [];
  // The page's global object, `window` as well.
  const window: Record<string, unknown> = {
    location: new URL(url, 'http://localhost'),
    document: { cookie },
    fetch: (address: string, init: RequestInit) => {
      reads.push({ url: address, init });
      return Promise.resolve(new Response('{}'));
    },
  };
  window.window = window;
  for (const [, script] of html.matchAll(/<script>([^<]*)<\/script>/g)) runInNewContext(script ?? '', window);
  return { reads, early: window.__earlyQuoteRead as { url: string; authorization: string | null } | undefined };
}

describe('the early quote read of a results page by id (ADR 088)', () => {
  const quoteId = '7f1d2c4e-0000-4000-8000-000000000001';

  it('reads the quote in the language the page starts in, in its own currency, without cookies', async () => {
    const url = `/ar/quotes/${quoteId}`;
    const { reads, early } = inlineScriptReads((await get(url)).body, url);
    expect(reads).toEqual([
      {
        url: `/api/v2/quotes/customer/${quoteId}?lang=ar`,
        init: { headers: { 'content-type': 'application/json', 'accept-language': 'en' }, credentials: 'omit' },
      },
    ]);
    expect(early).toMatchObject({ url: reads[0]?.url, authorization: null });
  });

  it("sends a signed-in reader's token, as the results would", async () => {
    const url = `/anonymous-quote/${quoteId}/rate/abc`;
    const cookie = 'lang=es; auth_token=header.claims.sig';
    const { reads, early } = inlineScriptReads((await get(url, { cookie })).body, url, cookie);
    expect(reads[0]?.url).toBe(`/api/v2/quotes/customer/${quoteId}?lang=es`);
    expect(reads[0]?.init.headers).toMatchObject({ authorization: 'Bearer header.claims.sig' });
    expect(early?.authorization).toBe('Bearer header.claims.sig');
  });

  it('is allowed by the Content-Security-Policy, and only results pages by id carry it', async () => {
    const response = await get(`/progressive-quotes/${quoteId}`);
    const [, script] = /<script>([^<]*)<\/script>/.exec(response.body) ?? [];
    const hash = `'sha256-${createHash('sha256')
      .update(script ?? '')
      .digest('base64')}'`;
    expect(String(response.headers['content-security-policy'])).toContain(hash);
    for (const other of ['/quotes/FCL/CNSHA/USLAX', '/es/get-quote/ocean', '/'])
      expect((await get(other)).body).not.toContain('__earlyQuoteRead');
  });
});
