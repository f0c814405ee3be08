import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccountsTestApp,
  latestMail,
  registerDirectCustomer,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { createMailService } from './mail.service';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

describe("a mail in its brand's look (ADR 067)", () => {
  it("shows the brand of the sign-up's host: its logo on that host, its colour, support address and name", async () => {
    await registerDirectCustomer(testApp.app, 'brand.look@acme.example');
    const mail = await latestMail(testApp.database, 'brand.look@acme.example', /Welcome to Direct Freight/);
    expect(mail?.sender).toBe('"Direct Freight" <no-reply@app.freightdesk.test>');
    expect(mail?.html).toContain('<img src="https://direct.test/brand-assets/direct/logo.svg" alt="Direct Freight"');
    expect(mail?.html).toContain('border-top:4px solid #1746A2');
    expect(mail?.html).toContain('href="mailto:support@freightdesk.example"');
    expect(mail?.text).toContain('This e-mail was sent by Direct Freight.');
  });

  it("writes staff's booking notice to the operations address, in the brand's look, in a transaction", async () => {
    const { db } = testApp.database;
    const mailService = createMailService({
      db,
      transport: undefined,
      senderAddress: 'no-reply@app.freightdesk.test',
      publicUrl: 'https://app.freightdesk.test',
      logger: testApp.app.log,
      now: testApp.clock.now,
    });
    await db.transaction((tx) =>
      mailService.writeWithin(tx, [
        {
          to: 'operations@freightdesk.example',
          language: 'en',
          brandId: 'direct',
          message: {
            kind: 'bookingReceivedStaff',
            bookingUuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
            shipmentId: 'DF-1001',
            bookingUrl: 'https://direct.test/booking/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
            customerName: 'Ana García (Acme Imports)',
            customerEmail: 'ana@acme.example',
            customerReference: 'PO-7781',
            route: 'FCL · Shanghai (CNSHA) → Los Angeles (USLAX)',
            total: 'USD 2,480.00',
          },
        },
      ]),
    );
    const mail = await latestMail(testApp.database, 'operations@freightdesk.example', /New booking DF-1001/);
    expect(mail?.subject).toBe('New booking DF-1001 from Ana García (Acme Imports)');
    expect(mail?.status).toBe('held');
    expect(mail?.text).toContain('Customer: Ana García (Acme Imports)\nE-mail: ana@acme.example');
    expect(mail?.html).toContain('https://direct.test/brand-assets/direct/logo.svg');
  });
});
