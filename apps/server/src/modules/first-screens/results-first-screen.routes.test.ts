import path from 'node:path';
import type { QuoteView } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arabicResults from '../../../../web/src/locales/ar/quoteResults.json' with { type: 'json' };
import englishResults from '../../../../web/src/locales/en/quoteResults.json' with { type: 'json' };
import { repoRoot } from '../../config/config';
import {
  buildAccountsTestApp,
  latestCode,
  nextTestPhone,
  post,
  standardRegisterBody,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { quoteBody, quotesTestClockStartMs, quotesTestTariffs, untilCompleted } from '../quotes/quotes-test-kit';
import { createTariffsService } from '../tariffs/tariffs.service';

// The real web build (`npm test` builds it first when stale): its index.html and its first-screen bundle (ADR 093).
const webDistDir = path.join(repoRoot, 'apps', 'web', 'dist');
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const sample = { host: 'localhost' };
const harbourline = { host: 'harbourline.localhost' };

let testApp: AccountsTestApp;
let visitorsQuote: string;
let customersQuote: string;

async function createQuote(host: Record<string, string>, headers: Record<string, string> = {}): Promise<string> {
  const response = await post(testApp.app, '/api/v2/quotes', quoteBody(), { ...host, ...headers });
  expect(response.statusCode, response.body).toBe(201);
  const { uuid } = (response.json() as { data: { uuid: string } }).data;
  await untilCompleted(
    async () =>
      (
        (
          await testApp.app.inject({
            method: 'GET',
            url: `/api/v2/quotes/customer/${uuid}`,
            headers: { ...host, ...headers },
          })
        ).json() as {
          data: QuoteView;
        }
      ).data,
  );
  return uuid;
}

async function customerJwt(): Promise<string> {
  const email = 'reader@acme.example';
  expect(
    (await post(testApp.app, '/api/v2/customers/register', standardRegisterBody(email, nextTestPhone()), sample))
      .statusCode,
  ).toBe(202);
  const code = await latestCode(testApp.database, email);
  const validated = await post(testApp.app, '/api/v2/customers/validate-email', { email, code }, sample);
  return (validated.json() as { data: { jwt: string } }).data.jwt;
}

beforeAll(async () => {
  testApp = await buildAccountsTestApp({
    clockStartMs: quotesTestClockStartMs,
    // The repository's brands: the sample one (English, Spanish) and Harbourline (with Arabic).
    config: {
      webDistDir,
      brandsDir: path.join(repoRoot, 'brands'),
      brandFile: path.join(repoRoot, 'brands', 'sample', 'brand.json'),
    },
  });
  await createTariffsService({ db: testApp.database.db }).importTariffs(quotesTestTariffs);
  visitorsQuote = await createQuote(sample);
  customersQuote = await createQuote(sample, { authorization: `Bearer ${await customerJwt()}` });
});
afterAll(() => testApp.close());

const page = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'identity', 'user-agent': phone, ...headers },
  });
const firstScreenOf = (html: string) => /<div id="first-screen" inert>([\s\S]*?)<\/div><div id="root">/.exec(html)?.[1];
const headingOf = (html: string) =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

async function viewOf(uuid: string, language: string, host: Record<string, string>): Promise<QuoteView> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v2/quotes/customer/${uuid}?lang=${language}`,
    headers: host,
  });
  return (response.json() as { data: QuoteView }).data;
}
/** The results heading as the texts of a language write it: "Rates from Shanghai, China to …". */
const titleOf = ({ quoteResults: { header } }: typeof englishResults, quote: QuoteView) => {
  const placeName = (end: QuoteView['origin']) =>
    header.place.replace('{{city}}', end.city ?? end.code).replace('{{country}}', end.countryName);
  return header.title
    .replace('{{origin}}', placeName(quote.origin))
    .replace('{{destination}}', placeName(quote.destination));
};

describe("a visitor's results page", () => {
  it('carries the shell and the heading in the HTML, in the language of the address, before the app root', async () => {
    const response = await page(`/quotes/${visitorsQuote}`, sample);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    const screen = firstScreenOf(response.body);
    expect(screen).toBeDefined();
    expect(headingOf(screen ?? '')).toBe(titleOf(englishResults, await viewOf(visitorsQuote, 'en', sample)));
    // The shell's own title, and the app's root hidden while the screen is there.
    expect(screen).toContain('Quote results');
    expect(screen).toContain('#first-screen ~ #root { display: none; }');
    // Its rules under their names, for the app's emotion cache to take over rather than insert again.
    expect(screen).toMatch(/<style data-emotion="mui [\w-]+( [\w-]+)+">[^<]*\.mui-[\w-]+\{/);
    // The page's own copy has the ids: the screen has none.
    expect(screen).not.toMatch(/\sid="/);
    // Still the results page the app starts from: its chunks announced, its root there.
    expect(response.body).toContain('<div id="root">');
    // Nothing of the first paint waits for the app's code (ADR 094).
    expect(response.body).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/quote-results-[^"]+\.js">/,
    );
    expect(response.body).not.toMatch(/<link rel="modulepreload" crossorigin/);
  });

  it('comes with every address of a quote by id: where a sent search lands, and the anonymous one', async () => {
    for (const address of [`/progressive-quotes/${visitorsQuote}`, `/es/anonymous-quote/${visitorsQuote}`]) {
      const response = await page(address, sample);
      expect(headingOf(firstScreenOf(response.body) ?? ''), address).toMatch(/^(Rates from|Tarifas de) Shanghai/);
    }
  });

  it('reads right to left in Arabic, with the mirrored styles', async () => {
    const response = await page(`/ar/quotes/${visitorsQuote}`, harbourline);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    const screen = firstScreenOf(response.body) ?? '';
    expect(headingOf(screen)).toBe(titleOf(arabicResults, await viewOf(visitorsQuote, 'ar', harbourline)));
    expect(screen).toMatch(/class="[^"]*muirtl-/);
    expect(screen).toContain('<style data-emotion="muirtl ');
  });

  it("shows the desktop shell's side menu to a desktop browser only", async () => {
    const desktop =
      firstScreenOf(
        (await page(`/quotes/${visitorsQuote}`, { ...sample, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).body,
      ) ?? '';
    const phoneScreen = firstScreenOf((await page(`/quotes/${visitorsQuote}`, sample)).body) ?? '';
    expect(desktop).toContain('<nav');
    expect(phoneScreen).not.toContain('<nav');
  });
});

describe('a results page without a first screen: index.html as before', () => {
  it('for a signed-in reader (the auth cookie), whose shell is not a visitor’s', async () => {
    const response = await page(`/quotes/${visitorsQuote}`, { ...sample, cookie: 'auth_token=abc.def.ghi' });
    expect(response.statusCode).toBe(200);
    expect(firstScreenOf(response.body)).toBeUndefined();
    // The app paints this page: its code keeps the browser's usual priority.
    expect(response.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/quote-results-[^"]+\.js">/);
    expect(response.body).not.toContain('fetchpriority');
  });

  it("for a customer's quote, which a visitor may not read, and an unknown one", async () => {
    for (const uuid of [customersQuote, '7f1d2c4e-0000-4000-8000-000000000001']) {
      const response = await page(`/quotes/${uuid}`, sample);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(firstScreenOf(response.body)).toBeUndefined();
    }
  });

  it('for a language the brand does not offer: the app moves the page to one it does', async () => {
    const response = await page(`/ar/quotes/${visitorsQuote}`, sample);
    expect(response.statusCode).toBe(200);
    expect(firstScreenOf(response.body)).toBeUndefined();
  });
});
