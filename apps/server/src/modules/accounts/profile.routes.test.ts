import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import {
  bearer,
  buildAccountsTestApp,
  claimsOf,
  post,
  registerDirectCustomer,
  samplePassword,
  type AccountsTestApp,
} from './accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

const registerDirect = (email: string) => registerDirectCustomer(testApp.app, email);

describe('GET and PATCH /api/v2/customers/me', () => {
  it('reads the profile', async () => {
    const jwt = await registerDirect('me.read@acme.example');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v2/customers/me', headers: bearer(jwt) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: expect.objectContaining({
        email: 'me.read@acme.example',
        contactName: 'Ana',
        legalName: 'Acme Imports',
        hasPassword: true,
        isEmailValidated: true,
      }),
    });
  });

  it('updates names, phone, language and currency, and answers a token with the new claims', async () => {
    const jwt = await registerDirect('me.update@acme.example');
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v2/customers/me',
      headers: bearer(jwt),
      payload: {
        contactName: 'Ana María',
        phoneNumber: '+351 912 345 678',
        preferredLanguage: 'pt',
        preferredCurrency: 'EUR',
      },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { profile: Record<string, unknown>; jwt: string } };
    expect(data.profile).toMatchObject({
      contactName: 'Ana María',
      phoneNumber: '+351912345678',
      preferredLanguage: 'pt',
      preferredCurrency: 'EUR',
    });
    expect(claimsOf(data.jwt)).toMatchObject({
      contact_name: 'Ana María',
      preferred_language: 'pt',
      preferred_currency: 'EUR',
    });
  });

  it('answers 422 INVALID_PAYLOAD with field keys for a name with "@"', async () => {
    const jwt = await registerDirect('me.invalid@acme.example');
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v2/customers/me',
      headers: bearer(jwt),
      payload: { contactName: 'ana@acme' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { contactName: ['validation.atSignNotAllowed'] },
    });
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v2/customers/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
  });
});

describe('POST /api/v2/customers/me/password', () => {
  const change = (jwt: string, body: Record<string, unknown>) =>
    post(testApp.app, '/api/v2/customers/me/password', body, bearer(jwt));

  it('changes the password when the old one matches', async () => {
    const jwt = await registerDirect('pw.change@acme.example');
    expect(
      (await change(jwt, { oldPassword: samplePassword, newPassword: 'Changed-99', confirmPassword: 'Changed-99' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(testApp.app, '/api/v2/customers/login', { login: 'pw.change@acme.example', password: 'Changed-99' }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    [
      'a wrong old password',
      { oldPassword: 'not-the-old', newPassword: 'Changed-99', confirmPassword: 'Changed-99' },
      'INVALID_PASSWORD',
      { oldPassword: ['validation.password.invalid'] },
    ],
    [
      'the old password again',
      { oldPassword: samplePassword, newPassword: samplePassword, confirmPassword: samplePassword },
      'INVALID_PASSWORD',
      { newPassword: ['validation.password.sameAsOld'] },
    ],
    [
      'a different confirmation',
      { oldPassword: samplePassword, newPassword: 'Changed-99', confirmPassword: 'Changed-98' },
      'INVALID_CONFIRM_PASSWORD',
      { confirmPassword: ['validation.password.confirmMismatch'] },
    ],
  ])('answers 422 for %s', async (_case, body, message, errors) => {
    const jwt = await registerDirect(`pw.${message.toLowerCase()}.${Object.keys(errors)[0]}@acme.example`);
    const response = await change(jwt, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors });
  });
});

describe('GET /api/v2/customers/links', () => {
  it('answers businessIntelligence null by default, and the customer link when there is one', async () => {
    const jwt = await registerDirect('links@acme.example');
    const links = () => testApp.app.inject({ method: 'GET', url: '/api/v2/customers/links', headers: bearer(jwt) });
    expect((await links()).json()).toEqual({ data: { businessIntelligence: null } });
    await testApp.database.db
      .update(customers)
      .set({ businessIntelligenceUrl: 'https://bi.example/acme' })
      .where(eq(customers.email, 'links@acme.example'));
    expect((await links()).json()).toEqual({ data: { businessIntelligence: 'https://bi.example/acme' } });
  });
});
