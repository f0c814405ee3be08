import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  it('announces the results chunk, what it imports, its table of routes and the quote texts, each once', async () => {
    const response = await get('/quotes/7f1d2c4e-0000-4000-8000-000000000001');
    expect(response.statusCode).toBe(200);
    const plainIndex = (await get('/shipments')).body;
    const alreadyLoaded = [...plainIndex.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    const preloads = preloadsOf(response.body);
    const added = preloads.filter((address) => !preloadsOf(plainIndex).includes(address));
    expect(added).toEqual(
      expect.arrayContaining([
        chunkOf('src/app/routes/quote-results.tsx'),
        chunkOf('src/app/quote-journey-routes.ts'),
        chunkOf('src/app/feature-page-frame.tsx'),
        chunkNamed('locale-en'),
        chunkNamed('locale-en-quotes'),
        chunkNamed('locale-en-quote-results'),
      ]),
    );
    // The form's own texts are the form's: the results never show them.
    expect(preloads).not.toContain(chunkNamed('locale-en-quote-form'));
    // Everything the results chunk imports statically is there from the start, and nothing is announced twice.
    for (const imported of manifest['src/app/routes/quote-results.tsx']?.imports ?? [])
      expect([...alreadyLoaded, ...added]).toContain(chunkOf(imported));
    expect(new Set(preloads).size).toBe(preloads.length);
    for (const address of added) expect(alreadyLoaded).not.toContain(address);
  });

  it('announces the texts of the language the page starts in: the path prefix, else the lang cookie', async () => {
    expect(preloadsOf((await get('/ar/quotes/abc')).body)).toEqual(
      expect.arrayContaining([chunkNamed('locale-ar-quotes'), chunkNamed('locale-ar-quote-results')]),
    );
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
