import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customRequests, outbox } from '../../db/schema';
import { buildAccountsTestApp, claimsOf, latestMail, type AccountsTestApp } from '../accounts/accounts-test-kit';
import { createAccountsService } from '../accounts/accounts.service';
import { createBrandsService } from '../brands/brands.service';
import { createMailService } from '../mail/mail.service';
import { bearer, fclSearch, registerCustomer } from './custom-requests-test-kit';
import { createCustomRequestsService, type CustomRequestsService } from './custom-requests.service';

// What the quotes module calls: recordSalesRequest on a service wired as app.ts wires it.
let testApp: AccountsTestApp;
let service: CustomRequestsService;
let customerJwt: string;
let customerId: string;

beforeAll(async () => {
  testApp = await buildAccountsTestApp();
  const { db } = testApp.database;
  const now = testApp.clock.now;
  const brandsService = createBrandsService({ db, now });
  const mailService = createMailService({
    db,
    transport: undefined,
    senderAddress: 'no-reply@freightdesk.test',
    publicUrl: 'https://app.freightdesk.test',
    logger: testApp.app.log,
    now,
  });
  const accountsService = await createAccountsService({
    db,
    brandsService,
    mailService,
    publicUrl: 'https://app.freightdesk.test',
    jwtSecret: undefined,
    directory: { companyDomains: [] },
    logger: testApp.app.log,
    now,
  });
  service = createCustomRequestsService({ db, mailService, brandsService, accountsService, now });
  customerJwt = await registerCustomer(testApp, 'hazmat@chem.example');
  customerId = String(claimsOf(customerJwt)['backend_customer_id']);
});
afterAll(() => testApp.close());

const restrictedSearch = { ...fclSearch, commodity: 'hazardousMaterial' as const };
const quoteUuid = '6f1c2a9e-8a55-4c1e-9d7a-3b2f0c4d5e6f';

describe('recordSalesRequest', () => {
  it("stores the request for sales and acknowledges it to the customer in the quote's language", async () => {
    const { uuid } = await service.recordSalesRequest({
      reason: 'RESTRICTED_COMMODITY',
      quoteUuid,
      search: restrictedSearch,
      customerId,
      brandId: 'direct',
      language: 'es',
    });

    const [row] = await testApp.database.db.select().from(customRequests).where(eq(customRequests.id, uuid));
    expect(row).toMatchObject({
      brandId: 'direct',
      customerId,
      kind: 'SALES_REQUEST',
      reason: 'RESTRICTED_COMMODITY',
      status: 'new',
      quoteUuid,
      search: restrictedSearch,
      shipmentType: 'FCL',
      contactName: 'Ana García',
      contactEmail: 'hazmat@chem.example',
      language: 'es',
      answerBy: '2026-11-24',
    });

    const mail = await latestMail(
      testApp.database,
      'hazmat@chem.example',
      /Tu solicitud de cotización – Direct Freight/,
    );
    expect(mail?.text).toContain('Nuestro equipo comercial preparará una y se pondrá en contacto contigo.');
    expect(mail?.text).toContain('martes, 24 de noviembre de 2026');
    expect(mail?.text).toContain(`Referencia: ${uuid}`);

    // The customer finds it among their own requests.
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/custom-requests/${uuid}`,
      headers: bearer(customerJwt),
    });
    expect(own.json()).toMatchObject({
      data: { uuid, kind: 'SALES_REQUEST', reason: 'RESTRICTED_COMMODITY', quoteUuid },
    });
  });

  it("stores a guest's request (lane without rates) without mailing anyone", async () => {
    const mailsBefore = await testApp.database.db.select({ mails: count() }).from(outbox);
    const { uuid } = await service.recordSalesRequest({
      reason: 'NO_RATES',
      quoteUuid,
      search: fclSearch,
      customerId: null,
      brandId: 'sample',
      language: 'en',
    });
    const [row] = await testApp.database.db.select().from(customRequests).where(eq(customRequests.id, uuid));
    expect(row).toMatchObject({
      kind: 'SALES_REQUEST',
      reason: 'NO_RATES',
      customerId: null,
      contactEmail: null,
      brandId: 'sample',
    });
    expect(await testApp.database.db.select({ mails: count() }).from(outbox)).toEqual(mailsBefore);
  });
});
