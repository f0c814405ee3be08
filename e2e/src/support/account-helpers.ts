// What account journeys share: fields by their visible label, the cookie banner, axe, a new
// customer's sign-up and its e-mailed code, sign-in.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAccessibilityViolations } from './browser';
import { localeTexts, text } from './locale-texts';
import type { ReceivedMail, SmtpSink } from './smtp-sink';

export interface NewAccount {
  firstName: string;
  email: string;
  password: string;
}

let accountNumber = 0;

export function newAccount(firstName: string): NewAccount {
  accountNumber += 1;
  return {
    firstName,
    email: `${firstName.toLowerCase()}.${Date.now()}.${accountNumber}@shipper.example`,
    password: 'Container2026',
  };
}

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by the label a user reads; required fields carry MUI's " *" after it. */
export const fieldLabelled = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));

/** A first-time visitor answers the cookie banner before anything else. */
export async function acceptCookies(page: Page, language = 'en'): Promise<void> {
  const notices = localeTexts(language, 'notices');
  await page.getByRole('button', { name: text(notices, 'cookieConsent.acceptAll') }).click();
}

export async function expectNoSeriousAccessibilityViolations(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/**
 * Fills and sends the standard sign-up form as a business, in the page's language. Questions the
 * journey already answered (or the brand does not ask) are skipped.
 */
export async function signUpAsBusiness(
  page: Page,
  account: NewAccount,
  language: string,
  phoneNumber: string,
): Promise<void> {
  const auth = localeTexts(language, 'auth');
  const field = (key: string) => fieldLabelled(page, text(auth, `fields.${key}`));
  if (await field('customerProfile').count()) await field('customerProfile').selectOption('business');
  await field('contactName').fill(account.firstName);
  if (await field('contactSurname').count()) await field('contactSurname').fill('Shipper');
  await field('companyName').fill(`${account.firstName} Trading`);
  await field('email').fill(account.email);
  await field('phoneNumber').fill(phoneNumber);
  await field('password').fill(account.password);
  for (const [key, value] of [
    ['nextShipment', 'readyNow'],
    ['shipmentLastYear', '2to5year'],
    ['network', 'None'],
    ['commodityType', 'regularCargo'],
  ]) {
    const select = field(key!);
    if ((await select.count()) && (await select.inputValue()) === '') await select.selectOption(value!);
  }
  const legalLabel = text(auth, 'signUp.acceptLegal').split('<')[0]!.trim();
  await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(legalLabel)) }).check();
  await page.getByRole('button', { name: text(auth, 'signUp.submit') }).click();
}

const codeIn = (mail: ReceivedMail) => /\b(\d{4,8})\b/.exec(mail.text)?.[1];

/** The one-time codes e-mailed to `address` so far, oldest first. */
export const mailedCodes = (smtp: SmtpSink, address: string) =>
  smtp.mails.filter((mail) => mail.to.includes(address.toLowerCase())).flatMap((mail) => codeIn(mail) ?? []);

/** Reads the one-time code from the e-mail and verifies it on the code step. */
export async function verifyWithMailedCode(
  page: Page,
  smtp: SmtpSink,
  account: NewAccount,
  language: string,
): Promise<void> {
  const auth = localeTexts(language, 'auth');
  await page.getByText(text(auth, 'codeStep.sentTo').replace('{{email}}', account.email)).waitFor();
  const mail = await smtp.waitForMail(account.email, (candidate) => codeIn(candidate) !== undefined);
  await fieldLabelled(page, text(auth, 'fields.code')).fill(codeIn(mail)!);
  await page.getByRole('button', { name: text(auth, 'codeStep.verify') }).click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await fieldLabelled(page, 'Email').fill(email);
  await fieldLabelled(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The page's one h1: on the dashboard, the greeting. */
export const greeting = (page: Page) => page.getByRole('heading', { level: 1 });
