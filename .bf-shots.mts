import http from 'node:http';
import { chromium } from 'playwright-core';
import { exampleFclSearch } from '@freightdesk/domain/testing';

const port = 8351;
const host = `harbourline.localhost:${port}`;
function call(method: string, path: string, body?: unknown, jwt?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers: { host, ...(data ? { 'content-type': 'application/json' } : {}), ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    if (data) request.write(data);
    request.end();
  });
}

async function account(): Promise<string> {
  const email = `ana.${Date.now()}@example.com`;
  const reg = await call('POST', '/api/v2/customers/register', {
    contactName: 'Ana', contactSurname: 'García', password: 'Cargo-2026!', email,
    phoneNumber: `+34 612 345 ${String(Date.now() % 1000).padStart(3, '0')}`, city: 'Valencia', countryIsoCode: 'ES', type: 'CUSTOMER',
    isCompany: true, movingsCompany: false, commercialName: 'Acme Imports', backendBranch: 'US', languageCode: 'en', receiveNewsletter: false,
  });
  if (reg.status === 200) return JSON.parse(reg.text).data.jwt;
  if (reg.status !== 202) throw new Error(`register ${reg.status} ${reg.text}`);
  const list = await call('GET', '/dev/mailbox');
  const item = list.text.split('<li>').find((part) => part.includes(email));
  const code = item ? /<pre>[^<]*?\b(\d{6})\b/.exec(item)?.[1] : undefined;
  if (code) {
    const valid = await call('POST', '/api/v2/customers/validate-email', { email, code });
    if (valid.status === 200) return JSON.parse(valid.text).data.jwt;
    throw new Error(`validate ${valid.status} ${valid.text}`);
  }
  throw new Error('no code mail');
}

async function quote(jwt: string) {
  const created = await call('POST', '/api/v2/quotes', { ...exampleFclSearch, cargoReadyDate: '2026-12-10' }, jwt);
  if (created.status !== 201) throw new Error(`quote ${created.status} ${created.text}`);
  const uuid = JSON.parse(created.text).data.uuid as string;
  for (let i = 0; i < 100; i++) {
    const read = JSON.parse((await call('GET', `/api/v2/quotes/customer/${uuid}`, undefined, jwt)).text).data;
    if (read.isCompleted) return read;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('quote never completed');
}

const jwt = await account();
const q = await quote(jwt);
const rate = q.rates.find((r: { charges: { additional: unknown[] } }) => r.charges.additional.length > 0) ?? q.rates[0];
console.log('quote', q.uuid, 'rates', q.rates.length, 'rate', rate.uuid, rate.routeKind, 'additional', rate.charges.additional.length);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const jsOnHome: number[] = [];
for (const [lang, width] of [['en', 1280], ['ar', 1280], ['en', 390], ['ar', 390]] as const) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
  await context.addCookies([
    { name: 'auth_token', value: jwt, domain: 'harbourline.localhost', path: '/' },
    { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ necessary: true, performance: false, marketing: false })), domain: 'harbourline.localhost', path: '/' },
  ]);
  const page = await context.newPage();
  const prefix = lang === 'en' ? '' : '/ar';
  const shot = async (name: string) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/bf-shots/${lang}-${width}-${name}.png`, fullPage: true });
  };
  await page.goto(`http://${host}${prefix}/quote/${q.uuid}/rate/${rate.uuid}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot('1-rate');
  await page.locator('main button.MuiButton-containedPrimary, main button').filter({ hasText: lang === 'en' ? /^Book$/ : /^احجز$/ }).click();
  await page.locator('#booking-step-title').waitFor();
  await shot('2-services');
  const next = () => page.locator('button[type=submit][form]').click();
  // Unkeep all services to show the confirmation dialog.
  for (const box of await page.locator('form#booking-services-form input[type=checkbox]').all()) if (await box.isChecked()) await box.click();
  await next();
  await page.getByRole('dialog').waitFor();
  await shot('3-services-confirm');
  await page.getByRole('dialog').getByRole('button').first().click();
  await page.locator('#booking-customer-reference').waitFor();
  await next();
  await page.waitForTimeout(300);
  await shot('4-shipment-errors');
  await page.locator('#booking-customer-reference').fill('PO-2026-114');
  await page.locator('input[name=shipperType][value=known]').check();
  await page.locator('input[name=serviceType][value=cheapest]').check();
  await page.locator('#booking-comments').fill('Fragile: keep dry.');
  await next();
  await page.locator('#booking-billing-form-taxId').waitFor();
  await page.locator('#booking-billing-form-email').fill('');
  await next();
  await page.waitForTimeout(300);
  await shot('5-billing-errors');
  await page.locator('#booking-billing-form-companyName').fill('Acme Imports');
  await page.locator('#booking-billing-form-countryIsoCode').selectOption('ES');
  await page.locator('#booking-billing-form-address').fill('Calle Mayor 1');
  await page.locator('#booking-billing-form-city').fill('Valencia');
  await page.locator('#booking-billing-form-zipCode').fill('46001');
  await page.locator('#booking-billing-form-taxId').fill('B58378431');
  await page.locator('#booking-billing-form-email').fill('ana@example.com');
  await next();
  await page.locator('input[name=paymentMode]').first().waitFor();
  await shot('6-payment');
  await page.locator('input[name=paymentMode][value=card]').check();
  await next();
  await page.locator('form#booking-review-form').waitFor();
  await shot('7-review');
  await next();
  await page.locator('h1').waitFor();
  await page.waitForURL(/confirm/);
  await shot('8-received');
  await context.close();
}
await browser.close();
