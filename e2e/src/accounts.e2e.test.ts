// Issue 4 journeys: sign up with the e-mailed code (read from a real SMTP sink), sign out and in,
// a wrong password, password recovery through the e-mailed link, sign-up in Spanish and Arabic.
// axe runs on each account screen and must report no serious or critical violation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptCookies,
  expectNoSeriousAccessibilityViolations,
  fieldLabelled,
  greeting,
  newAccount,
  signIn,
  signUpAsBusiness,
  verifyWithMailedCode as verifyWithCodeFrom,
  type NewAccount,
} from './support/account-helpers';
import { launchBrowser, openPage } from './support/browser';
import { arabicGreeting, englishGreeting, spanishGreeting } from './support/page-helpers';
import { startServer, type RunningServer } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
let sampleUrl: string;
let harbourlineUrl: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
  sampleUrl = `http://127.0.0.1:${server.port}`;
  harbourlineUrl = `http://harbourline.localhost:${server.port}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const verifyWithMailedCode = (page: Parameters<typeof verifyWithCodeFrom>[0], account: NewAccount, language: string) =>
  verifyWithCodeFrom(page, smtp, account, language);

describe('accounts in the browser', () => {
  const ana = newAccount('Ana');

  it('signs up as a business with the e-mailed code and lands on the dashboard greeted by name', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/sign-up`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await acceptCookies(page);
    await expectNoSeriousAccessibilityViolations(page);
    await signUpAsBusiness(page, ana, 'en', '+1 305 555 0142');
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await verifyWithMailedCode(page, ana, 'en');
    await expect
      .poll(() => greeting(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`${englishGreeting.source}, ${ana.firstName}`));
    await page.getByText(ana.email).first().waitFor();
    await context.close();
  });

  it('signs out and back in', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/sign-in`);
    await acceptCookies(page);
    await signIn(page, ana.email, ana.password);
    await expect
      .poll(() => greeting(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`, ${ana.firstName}$`));

    await page.getByRole('button', { name: new RegExp(`Hello, ${ana.firstName}`) }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(await greeting(page).textContent()).toMatch(englishGreeting);
    expect(await greeting(page).textContent()).not.toContain(ana.firstName);

    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.getByRole('heading', { name: 'Log in to Freightdesk' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await signIn(page, ana.email, ana.password);
    await expect
      .poll(() => greeting(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`, ${ana.firstName}$`));
    await context.close();
  });

  it('shows a wrong password on the password field', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/sign-in`);
    await acceptCookies(page);
    await signIn(page, ana.email, 'NotThePassword1');
    const passwordField = fieldLabelled(page, 'Password');
    await page.getByText('Email or password is incorrect').waitFor();
    expect(await passwordField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await passwordField.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(description).toContain('Email or password is incorrect');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });

  it('recovers a password through the e-mailed link', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/recovery-password`);
    await acceptCookies(page);
    await fieldLabelled(page, 'Email').fill(ana.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    const mail = await smtp.waitForMail(ana.email, (candidate) => candidate.text.includes('/reset-password/'));
    const link = /(https?:\/\/\S+\/reset-password\/[\w-]+)/.exec(mail.text)![1]!;
    expect(new URL(link).origin).toBe(sampleUrl);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    const newPassword = 'Pallet2027x';
    await fieldLabelled(page, 'New password').fill(newPassword);
    await fieldLabelled(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('dialog', { name: 'Password changed' }).waitFor();
    await page.getByRole('button', { name: 'Go to login' }).click();

    await signIn(page, ana.email, newPassword);
    await expect
      .poll(() => greeting(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`, ${ana.firstName}$`));
    ana.password = newPassword;

    // The link is single use (tried from a signed-out browser: signed-in users are sent home).
    await context.close();
    const { context: another, page: again } = await openPage(browser);
    await again.goto(link);
    await acceptCookies(again);
    await fieldLabelled(again, 'New password').fill('Another2028x');
    await fieldLabelled(again, 'Confirm new password').fill('Another2028x');
    await again.getByRole('button', { name: 'Save password' }).click();
    await again.getByRole('alert').first().waitFor();
    expect(await again.getByRole('dialog', { name: 'Password changed' }).count()).toBe(0);
    await another.close();
  });

  it('signs up in Spanish', async () => {
    const lucia = newAccount('Lucia');
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/es/sign-up`);
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    await acceptCookies(page, 'es');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await signUpAsBusiness(page, lucia, 'es', '+34 910 555 142');
    await verifyWithMailedCode(page, lucia, 'es');
    await expect
      .poll(() => greeting(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`${spanishGreeting.source}, ${lucia.firstName}`));
    const codeMail = smtp.mails.find((mail) => mail.to.includes(lucia.email));
    expect(codeMail?.text).toMatch(/código/i);
    await context.close();
  });

  it('signs up in Arabic, right to left, on the brand that offers it', async () => {
    const omar = newAccount('Omar');
    const { context, page } = await openPage(browser);
    await page.goto(`${harbourlineUrl}/ar/sign-up`);
    await page.getByRole('heading', { name: 'أنشئ حسابك' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expectNoSeriousAccessibilityViolations(page);
    await acceptCookies(page, 'ar');
    await signUpAsBusiness(page, omar, 'ar', '+971 50 555 0142');
    await verifyWithMailedCode(page, omar, 'ar');
    await expect
      .poll(() => greeting(page).textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`${arabicGreeting.source}، ${omar.firstName}`));
    await context.close();
  });
});
