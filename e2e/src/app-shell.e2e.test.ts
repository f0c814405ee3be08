// Issue 2 journeys: the app shell in a real browser against the real server, for a first-time
// visitor. axe runs on every page visited and must report no serious or critical violation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexToRgb, readBrandFile } from './support/brands';
import { launchBrowser, mobileViewport, openPage, seriousAccessibilityViolations } from './support/browser';
import { arabicGreeting, elementsPaintedIn, englishGreeting, spanishGreeting } from './support/page-helpers';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let sampleUrl: string;
let harbourlineUrl: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  sampleUrl = `http://127.0.0.1:${server.port}`;
  harbourlineUrl = `http://harbourline.localhost:${server.port}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const greeting = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectNoSeriousAccessibilityViolations(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

describe('the app shell for a first-time visitor', () => {
  it('shows the sample brand’s home in English, with its menu and the cookie banner', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(sampleUrl);
    await expect.poll(() => greeting(page).textContent()).toMatch(englishGreeting);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.title()).toContain('Freightdesk');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.getByRole('link', { name: 'Ocean freight: full container (FCL)' }).first().waitFor();
    await page.getByRole('button', { name: 'Accept all' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByRole('button', { name: 'Accept all' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('switches to Spanish, keeps it across a reload and offers only the brand’s languages', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(sampleUrl);
    await expect.poll(() => greeting(page).textContent()).toMatch(englishGreeting);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem').first().waitFor();
    const offered = await page.getByRole('menuitem').allTextContents();
    expect(offered.map((text) => text.trim())).toEqual(['English', 'Español']);
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect.poll(() => greeting(page).textContent()).toMatch(spanishGreeting);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('es');

    await page.reload();
    await expect.poll(() => greeting(page).textContent()).toMatch(spanishGreeting);
    await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });

  it('ignores a language prefix the brand does not enable', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/ar`);
    await expect.poll(() => greeting(page).textContent()).toMatch(englishGreeting);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await context.close();
  });

  it('sends an unknown path home', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/no/such/page`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => greeting(page).textContent()).toMatch(englishGreeting);
    await context.close();
  });

  it('keeps the language prefix when an unknown path is sent home', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/es/esto/no/existe`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es');
    await expect.poll(() => greeting(page).textContent()).toMatch(spanishGreeting);
    await context.close();
  });
});

describe('white label: a second brand on its own host name', () => {
  const harbourline = readBrandFile('harbourline');
  const sample = readBrandFile('sample');

  it('shows the second brand’s name and colour, not the sample brand’s', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(harbourlineUrl);
    await expect.poll(() => greeting(page).textContent()).toMatch(englishGreeting);
    expect(await page.title()).toContain(harbourline.configuration.name);
    await page
      .getByRole('img', { name: new RegExp(harbourline.configuration.name) })
      .first()
      .waitFor();
    expect(await elementsPaintedIn(page, hexToRgb(harbourline.configuration.primaryColor.p500))).toBeGreaterThan(0);
    expect(await elementsPaintedIn(page, hexToRgb(sample.configuration.primaryColor.p500))).toBe(0);
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });

  it('renders Arabic right to left under /ar', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${harbourlineUrl}/ar`);
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    await expect.poll(() => greeting(page).textContent()).toMatch(arabicGreeting);
    // The side menu sits on the right in a right-to-left page.
    const menu = await page.getByRole('navigation').first().boundingBox();
    const viewportWidth = page.viewportSize()?.width ?? 0;
    expect(menu && menu.x + menu.width / 2).toBeGreaterThan(viewportWidth / 2);
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });
});

describe('the mobile drawer', () => {
  it('is closed by default, opens from the menu button with the body scroll locked, and closes on Escape', async () => {
    const { context, page } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true });
    await page.goto(sampleUrl);
    await expect.poll(() => greeting(page).textContent()).toMatch(englishGreeting);
    const drawerMenu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await drawerMenu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Main menu' }).click();
    await drawerMenu.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoSeriousAccessibilityViolations(page);

    await page.keyboard.press('Escape');
    await drawerMenu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await context.close();
  });
});
