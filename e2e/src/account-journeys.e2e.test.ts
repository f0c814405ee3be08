// Issue 4, the rest of the account journeys in Chromium: the onboarding journey (steps forward,
// the logo back to step 1, its sign-up panel with the profile banner, a signed-in user sent
// home), e-mail verification on its own screen with codes read from a real SMTP sink (resend
// included), and log-out, also across two hosts of one brand. axe runs on each new screen.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptCookies,
  expectNoSeriousAccessibilityViolations,
  fieldLabelled,
  greeting,
  mailedCodes,
  newAccount,
  signIn,
  signUpAsBusiness,
  verifyWithMailedCode,
} from './support/account-helpers';
import { launchBrowser, openPage } from './support/browser';
import { englishGreeting } from './support/page-helpers';
import { repoRoot, startServer, type RunningServer } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
let sampleUrl: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
  sampleUrl = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

let phoneNumberCount = 50;
/** Phone numbers are unique per account: each new customer gets the next one. */
const nextPhoneNumber = () => `+1 305 555 01${(phoneNumberCount += 1)}`;

const question = (page: Page) => page.getByRole('heading', { level: 1 });
const authCookieOf = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name === 'auth_token');

/** The local calendar day of the browser, as a date input wants it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const twoDigits = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
  });

describe('onboarding journey', () => {
  it('goes step by step, the logo returns to step 1, and a sign-up at the end opens the quote form', async () => {
    const nora = newAccount('Nora');
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/get-started`);
    await expect.poll(() => question(page).textContent()).toBe('What would you like to ship?');
    await acceptCookies(page);
    expect(await page.title()).toBe('Get started · Freightdesk');
    await page.getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    await page.getByRole('button', { name: /^Commercial cargo/ }).click();
    await expect.poll(() => question(page).textContent()).toBe('Which describes you best?');
    await page.getByText('Step 2 of 8').waitFor();
    await page.getByRole('button', { name: /^Business/ }).click();
    await expect.poll(() => question(page).textContent()).toBe('How would you like to ship?');
    // The logo starts again.
    await page.getByRole('button', { name: 'Freightdesk: start again' }).click();
    await expect.poll(() => question(page).textContent()).toBe('What would you like to ship?');
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);

    // By keyboard this time: Tab to an answer, Enter.
    await page.getByRole('button', { name: /^Commercial cargo/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => question(page).textContent()).toBe('Which describes you best?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => question(page).textContent()).toBe('How would you like to ship?');
    await page.getByRole('button', { name: /^Full container \(FCL\)/ }).click();
    await expect.poll(() => question(page).textContent()).toBe('About your cargo');
    await page.getByRole('button', { name: 'Get my quotes' }).click();
    await page.getByText('Choose a date').waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await fieldLabelled(page, 'When is your cargo ready?').fill(await browserToday(page));
    await fieldLabelled(page, 'What are you shipping?').selectOption('regularCargo');
    await page.getByRole('button', { name: 'Get my quotes' }).click();

    // The sign-up panel, with the banner of the business profile (the sample brand turns it on).
    const panel = page.getByRole('dialog', { name: 'Sign up' });
    await panel.getByRole('heading', { name: 'Create your account' }).waitFor();
    await panel.getByRole('heading', { name: 'Ship smarter for your business' }).waitFor();
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      authPanel: 'signUp',
      quoteCategory: 'commercial',
      customerProfile: 'business',
      commodity: 'regularCargo',
    });
    expect(await fieldLabelled(page, 'I am a').count()).toBe(0);
    await expectNoSeriousAccessibilityViolations(page);
    await signUpAsBusiness(page, nora, 'en', nextPhoneNumber());
    await verifyWithMailedCode(page, smtp, nora, 'en');

    // Signed in: the journey ends in the quote form its answers describe, the panel closed (ADR 054).
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/get-quote/ocean');
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Get quotes' }).waitFor();
    await page.goto(sampleUrl);
    await expect
      .poll(() => greeting(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`${englishGreeting.source}, ${nora.firstName}`));
    await page.goto(`${sampleUrl}/get-started?quoteCategory=courier`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await expect.poll(() => greeting(page).textContent()).toMatch(new RegExp(`, ${nora.firstName}$`));
    await context.close();
  });
});

describe('e-mail verification screen', () => {
  it('verifies an address with a resent code read from the mail, refusing the replaced one', async () => {
    const vera = newAccount('Vera');
    // Vera signs up, then closes the browser before entering the code.
    const first = await openPage(browser);
    await first.page.goto(`${sampleUrl}/sign-up`);
    await acceptCookies(first.page);
    await signUpAsBusiness(first.page, vera, 'en', nextPhoneNumber());
    await first.page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await smtp.waitForMail(vera.email, (mail) => /\b\d{4,8}\b/.test(mail.text));
    const [firstCode] = mailedCodes(smtp, vera.email);
    await first.context.close();

    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/verify-email`);
    await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
    await acceptCookies(page);
    expect(await page.title()).toBe('Verify your email · Freightdesk');
    await expectNoSeriousAccessibilityViolations(page);
    await fieldLabelled(page, 'Email').fill(vera.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(`We sent a verification code to ${vera.email}.`).waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText(`We sent a new code to ${vera.email}.`).waitFor();
    await expect.poll(() => mailedCodes(smtp, vera.email).length, { timeout: 15_000 }).toBe(2);
    const newCode = mailedCodes(smtp, vera.email)[1]!;

    const codeField = fieldLabelled(page, 'Verification code');
    if (firstCode !== newCode) {
      await codeField.fill(firstCode!);
      await page.getByRole('button', { name: 'Verify and proceed' }).click();
      await page.getByText('Invalid code').waitFor();
    }
    await codeField.fill(newCode);
    await page.getByRole('button', { name: 'Verify and proceed' }).click();
    await expect
      .poll(() => greeting(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`${englishGreeting.source}, ${vera.firstName}`));
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('log-out', () => {
  it('ends the session from the user menu: home as a visitor, the auth cookie gone', async () => {
    const lou = newAccount('Lou');
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/sign-up`);
    await acceptCookies(page);
    await signUpAsBusiness(page, lou, 'en', nextPhoneNumber());
    await verifyWithMailedCode(page, smtp, lou, 'en');
    await expect
      .poll(() => greeting(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`, ${lou.firstName}$`));
    expect(await authCookieOf(page)).toHaveLength(1);

    await page.getByRole('button', { name: new RegExp(`Hello, ${lou.firstName}`) }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await greeting(page).textContent()).not.toContain(lou.firstName);
    expect(await authCookieOf(page)).toEqual([]);
    await expectNoSeriousAccessibilityViolations(page);

    // The login link now opens the panel over the page; signing in there stays on it.
    await page.goto(`${sampleUrl}/shipments`);
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shipments');
    await signIn(page, lou.email, lou.password);
    await page.getByRole('button', { name: new RegExp(`Hello, ${lou.firstName}`) }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shipments');
    await context.close();
  });

  describe('across the hosts of one brand', () => {
    let twoHostServer: RunningServer;
    let brandsDir: string;

    beforeAll(async () => {
      // The sample brand, served on 127.0.0.1 and localhost, with localhost as its main host.
      brandsDir = mkdtempSync(join(tmpdir(), 'freightdesk-brands-'));
      cpSync(join(repoRoot, 'brands'), brandsDir, { recursive: true });
      const brandFile = join(brandsDir, 'sample', 'brand.json');
      const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as { configuration: Record<string, unknown> };
      brand.configuration['mainHost'] = 'localhost';
      writeFileSync(brandFile, JSON.stringify(brand, null, 2));
      twoHostServer = await startServer({ SMTP_URL: smtp.url, BRANDS_DIR: brandsDir, BRAND_FILE: brandFile });
    });

    afterAll(async () => {
      await twoHostServer?.stop();
      rmSync(brandsDir, { recursive: true, force: true });
    });

    it('logging out on the other host ends on the main host, signed out on both', async () => {
      const otherHost = `http://127.0.0.1:${twoHostServer.port}`;
      const mainHost = `http://localhost:${twoHostServer.port}`;
      const max = newAccount('Max');
      const { context, page } = await openPage(browser);

      // Signed in on both hosts (each keeps its own cookie).
      for (const origin of [mainHost, otherHost]) {
        await page.goto(`${origin}${origin === mainHost ? '/sign-up' : '/sign-in'}`);
        await acceptCookies(page);
        if (origin === mainHost) {
          await signUpAsBusiness(page, max, 'en', nextPhoneNumber());
          await verifyWithMailedCode(page, smtp, max, 'en');
        } else {
          await signIn(page, max.email, max.password);
        }
        await expect
          .poll(() => greeting(page).textContent(), { timeout: 15_000 })
          .toMatch(new RegExp(`, ${max.firstName}$`));
      }
      expect((await authCookieOf(page)).map((cookie) => cookie.domain).sort()).toEqual(
        expect.arrayContaining([expect.stringContaining('127.0.0.1'), expect.stringContaining('localhost')]),
      );

      await page.getByRole('button', { name: new RegExp(`Hello, ${max.firstName}`) }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect.poll(() => new URL(page.url()).origin, { timeout: 15_000 }).toBe(mainHost);
      await page.getByRole('link', { name: 'Log in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await authCookieOf(page)).toEqual([]);

      await page.goto(`${otherHost}/`);
      await page.getByRole('link', { name: 'Log in' }).waitFor();
      expect(await greeting(page).textContent()).not.toContain(max.firstName);
      await context.close();
    }, 150_000);
  });
});
