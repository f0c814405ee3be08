import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, outbox, quoteShares } from '../../db/schema';
import {
  bearer,
  buildAccountsTestApp,
  claimsOf,
  directHost,
  latestMail,
  post,
  registerDirectCustomer,
  registerStaff,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { staffDomain } from '../custom-requests/custom-requests-test-kit';
import { quoteBody } from './quotes-test-kit';

let testApp: AccountsTestApp;
let ownerJwt: string;
let colleagueJwt: string;
let strangerJwt: string;
let staffJwt: string;
let colleagueId: string;

beforeAll(async () => {
  testApp = await buildAccountsTestApp({ config: { internalEmailDomains: [staffDomain] } });
  ownerJwt = await registerDirectCustomer(testApp.app, 'owner@acme.example');
  // A business customer who reads Spanish, and a private mover (another profile).
  colleagueJwt = await registerDirectCustomer(testApp.app, 'colega@acme.example', { languageCode: 'es' });
  colleagueId = String(claimsOf(colleagueJwt)['backend_customer_id']);
  strangerJwt = await registerDirectCustomer(testApp.app, 'stranger@other.example');
  await registerDirectCustomer(testApp.app, 'mover@home.example', {
    isCompany: false,
    commercialName: undefined,
    languageCode: 'ar',
  });
  staffJwt = await registerStaff(testApp, `desk@${staffDomain}`);
}, 60_000);
afterAll(() => testApp.close());

const get = (url: string, jwt?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: jwt ? bearer(jwt) : { host: directHost } });

async function quoteOf(jwt: string): Promise<string> {
  const response = await post(testApp.app, '/api/v2/quotes', quoteBody(), bearer(jwt));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { uuid: string } }).data.uuid;
}

const share = (quoteId: string, recipients: unknown, jwt?: string) =>
  post(testApp.app, `/api/v2/quotes/${quoteId}/shares`, { recipients }, jwt ? bearer(jwt) : { host: directHost });

const sharesOf = (quoteId: string) =>
  testApp.database.db.select().from(quoteShares).where(eq(quoteShares.quoteUuid, quoteId));

describe('POST /api/v2/quotes/{quoteId}/shares', () => {
  it('mails each recipient a link in their language; they read it and find it in My quotes as shared', async () => {
    const quoteId = await quoteOf(ownerJwt);
    expect((await get(`/api/v2/quotes/customer/${quoteId}`, colleagueJwt)).statusCode).toBe(403);

    const response = await share(quoteId, ' Colega@acme.example, colega@acme.example ', ownerJwt);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ data: { recipients: ['colega@acme.example'], sharedAt: expect.any(String) } });

    const mail = await latestMail(testApp.database, 'colega@acme.example', /cotización de flete/);
    expect(mail?.text).toContain(`https://direct.test/es/quotes/${quoteId}`);
    expect(mail?.text).toContain('Ana García ha compartido contigo una cotización de flete');
    expect(mail?.html).toContain(`href="https://direct.test/es/quotes/${quoteId}"`);

    const read = await get(`/api/v2/quotes/customer/${quoteId}`, colleagueJwt);
    expect(read.statusCode).toBe(200);
    expect((read.json() as { data: { uuid: string } }).data.uuid).toBe(quoteId);

    for (const quoteType of ['shared', 'default']) {
      const list = await get(`/api/v2/quotes?quoteType=${quoteType}`, colleagueJwt);
      expect(list.statusCode).toBe(200);
      const { data } = list.json() as { data: { uuid: string; quoteType: string; savedOn: string | null }[] };
      expect(data, quoteType).toEqual([expect.objectContaining({ uuid: quoteId, quoteType: 'shared' })]);
      expect(data[0]?.savedOn).toBe(response.json().data.sharedAt);
    }
    // Not the recipient's own quote: the other type filters leave it out.
    const instant = await get('/api/v2/quotes?quoteType=instant', colleagueJwt);
    expect((instant.json() as { data: unknown[] }).data).toEqual([]);
    // The owner's list is unchanged: the quote is theirs, not shared with them.
    const owners = await get('/api/v2/quotes?saved=false&quoteType=shared', ownerJwt);
    expect((owners.json() as { data: unknown[] }).data).toEqual([]);
  });

  it('refuses, naming them, recipients of another profile or with no account: nothing shared or mailed', async () => {
    const quoteId = await quoteOf(ownerJwt);
    const recipients = ['colega@acme.example', 'mover@home.example', 'nobody@nowhere.example'];
    const mailsTo = () =>
      testApp.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(inArray(outbox.recipient, recipients));
    const mailsBefore = await mailsTo();
    const response = await share(quoteId, recipients, ownerJwt);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'SHARE_PROFILE_MISMATCH',
      errors: {
        'recipients.1': ['quoteSharing.validation.refused'],
        'recipients.2': ['quoteSharing.validation.refused'],
      },
    });
    expect(await sharesOf(quoteId)).toEqual([]);
    expect(await mailsTo()).toEqual(mailsBefore);
  });

  it('lets staff share a customer’s quote; a stranger cannot share it (403)', async () => {
    const quoteId = await quoteOf(ownerJwt);
    const refused = await share(quoteId, 'colega@acme.example', strangerJwt);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect(await sharesOf(quoteId)).toEqual([]);

    expect((await share(quoteId, 'colega@acme.example', staffJwt)).statusCode).toBe(201);
    expect(await sharesOf(quoteId)).toEqual([expect.objectContaining({ recipientId: colleagueId })]);
  });

  it('lets a recipient take a shared quote off their My quotes, which ends the share', async () => {
    const quoteId = await quoteOf(ownerJwt);
    const shared = await share(quoteId, 'colega@acme.example', ownerJwt);
    const { sharedAt } = (shared.json() as { data: { sharedAt: string } }).data;
    const read = await get(`/api/v2/quotes/customer/${quoteId}`, colleagueJwt);
    expect((read.json() as { data: { savedOn: string | null } }).data.savedOn).toBe(sharedAt);
    const inject = (method: 'PUT' | 'DELETE', jwt: string) =>
      testApp.app.inject({ method, url: `/api/v2/quotes/${quoteId}/saved`, headers: bearer(jwt), payload: {} });
    expect((await inject('PUT', colleagueJwt)).json()).toEqual({ data: { savedOn: sharedAt } });

    expect((await inject('DELETE', colleagueJwt)).json()).toEqual({ data: { savedOn: null } });
    const list = await get('/api/v2/quotes?quoteType=shared', colleagueJwt);
    expect((list.json() as { data: { uuid: string }[] }).data.map((quote) => quote.uuid)).not.toContain(quoteId);
    expect((await get(`/api/v2/quotes/customer/${quoteId}`, colleagueJwt)).statusCode).toBe(403);
    // The owner's own save is untouched by any of it.
    expect((await inject('PUT', ownerJwt)).statusCode).toBe(200);
  });

  it('writes in English to a recipient whose language the brand does not show (Arabic on en/es)', async () => {
    await registerDirectCustomer(testApp.app, 'rami@acme.example', { languageCode: 'ar' });
    const quoteId = await quoteOf(ownerJwt);
    expect((await share(quoteId, 'rami@acme.example', ownerJwt)).statusCode).toBe(201);
    const mail = await latestMail(testApp.database, 'rami@acme.example', /shared a freight quote with you/);
    expect(mail?.text).toContain(`View the quote: https://direct.test/quotes/${quoteId}`);
  });

  it('shares a guest’s quote under the sharer’s profile', async () => {
    const guest = await post(testApp.app, '/api/v2/quotes', quoteBody(), { host: directHost });
    const quoteId = (guest.json() as { data: { uuid: string } }).data.uuid;
    expect((await share(quoteId, 'mover@home.example', strangerJwt)).statusCode).toBe(422);
    expect((await share(quoteId, 'colega@acme.example', strangerJwt)).statusCode).toBe(201);
  });

  it('needs a token (401) and an existing quote (404)', async () => {
    const quoteId = await quoteOf(ownerJwt);
    expect((await share(quoteId, 'colega@acme.example')).json()).toEqual({ message: 'UNAUTHORIZED' });
    const unknown = await share('00000000-0000-4000-8000-000000000000', 'colega@acme.example', ownerJwt);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'QUOTE_NOT_FOUND' });
  });

  it.each([
    ['no address', ' , ', 'quoteSharing.validation.required'],
    ['a word that is no address', 'colega@acme.example colega', 'quoteSharing.validation.invalid'],
    [
      '11 addresses',
      Array.from({ length: 11 }, (_, n) => `c${n}@acme.example`).join(' '),
      'quoteSharing.validation.tooMany',
    ],
  ])('refuses %s (422 on recipients)', async (_case, recipients, key) => {
    const quoteId = await quoteOf(ownerJwt);
    const response = await share(quoteId, recipients, ownerJwt);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'INVALID_PAYLOAD', errors: { recipients: [key] } });
  });

  it('answers 403 FEATURE_DISABLED when the brand has sharing off', async () => {
    const quoteId = await quoteOf(ownerJwt);
    const setShareQuote = (on: boolean) =>
      testApp.database.db
        .update(brands)
        .set({ configuration: sql`jsonb_set(${brands.configuration}, '{featureFlags,shareQuote}', ${on}::jsonb)` })
        .where(eq(brands.id, 'direct'));
    await setShareQuote(false);
    try {
      const response = await share(quoteId, 'colega@acme.example', ownerJwt);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'FEATURE_DISABLED' });
    } finally {
      await setShareQuote(true);
    }
  });
});

describe('GET /api/v2/staff/customers', () => {
  type Found = { data: { id: string; email: string; name: string; company: string | null; profile: string }[] };

  it('finds the brand’s customers by e-mail and by customer id', async () => {
    const byEmail = await get('/api/v2/staff/customers?query=COLEGA@', staffJwt);
    expect(byEmail.statusCode).toBe(200);
    expect((byEmail.json() as Found).data).toEqual([
      expect.objectContaining({
        id: colleagueId,
        email: 'colega@acme.example',
        name: 'Ana García',
        company: 'Acme Imports',
        profile: 'business',
      }),
    ]);
    const byId = await get(`/api/v2/staff/customers?query=${colleagueId.slice(0, 8)}`, staffJwt);
    expect((byId.json() as Found).data.map((customer) => customer.id)).toContain(colleagueId);
    const mover = await get('/api/v2/staff/customers?query=home.example', staffJwt);
    expect((mover.json() as Found).data).toEqual([expect.objectContaining({ profile: 'mover' })]);
  });

  it('is for staff only (403 for a customer, 401 without a token) and needs 3 characters', async () => {
    expect((await get('/api/v2/staff/customers?query=colega', ownerJwt)).statusCode).toBe(403);
    expect((await get('/api/v2/staff/customers?query=colega')).statusCode).toBe(401);
    const short = await get('/api/v2/staff/customers?query=co', staffJwt);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ message: 'INVALID_PAYLOAD', errors: { query: expect.any(Array) } });
  });
});
