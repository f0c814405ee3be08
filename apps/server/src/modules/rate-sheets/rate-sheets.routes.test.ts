import type { QuoteView, RateSheetDiff, RateSheetVersion } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fclRates, rateSheetRows } from '../../db/schema';
import {
  buildAccountsTestApp,
  directHost,
  registerDirectCustomer,
  registerStaff,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { quoteBody, quotesTestClockStartMs, quotesTestTariffs, untilCompleted } from '../quotes/quotes-test-kit';
import { createTariffsService } from '../tariffs/tariffs.service';
import { checked, fclHeader, fclLine, staffWithRole, uploadSheet, versionUntil } from './rate-sheets-test-kit';

let testApp: AccountsTestApp;
/** A second server process on the same database (ADR 079: a publish reaches every process). */
let secondApp: AccountsTestApp;
let pricingJwt: string;
let adminJwt: string;
let operationsJwt: string;
let customerJwt: string;

beforeAll(async () => {
  testApp = await buildAccountsTestApp({
    clockStartMs: quotesTestClockStartMs,
    config: { internalEmailDomains: ['freightdesk.example'] },
  });
  await createTariffsService({ db: testApp.database.db }).importTariffs(quotesTestTariffs);
  secondApp = await buildAccountsTestApp({
    clockStartMs: quotesTestClockStartMs,
    database: testApp.database,
    config: { internalEmailDomains: ['freightdesk.example'] },
  });
  pricingJwt = await staffWithRole(testApp, 'rates@freightdesk.example', 'pricing');
  adminJwt = await staffWithRole(testApp, 'boss@freightdesk.example', 'admin');
  operationsJwt = await registerStaff(testApp, 'ops@freightdesk.example');
  customerJwt = await registerDirectCustomer(testApp.app, 'buyer@acme.example');
}, 60_000);
afterAll(async () => {
  await secondApp?.close();
  await testApp?.close();
});

const as = (jwt: string) => ({ authorization: `Bearer ${jwt}`, host: directHost });
const get = (app: FastifyInstance, url: string, jwt = pricingJwt) =>
  app.inject({ method: 'GET', url, headers: as(jwt) });

async function uploaded(content: string | Buffer, fileName = 'rates.csv', kind = 'fclRates', query = '') {
  const response = await uploadSheet(testApp.app, pricingJwt, kind, fileName, content, query);
  expect(response.statusCode, response.body).toBe(202);
  const queued = (response.json() as { data: RateSheetVersion }).data;
  return versionUntil(testApp.app, pricingJwt, queued.id, checked, 60_000);
}

async function publishVersion(versionId: string, jwt = pricingJwt): Promise<RateSheetVersion> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v2/rate-sheets/versions/${versionId}/publish`,
    headers: as(jwt),
  });
  expect(response.statusCode, response.body).toBe(202);
  return versionUntil(testApp.app, pricingJwt, versionId, (version) => version.status !== 'publishing');
}

const diffOf = async (versionId: string) =>
  ((await get(testApp.app, `/api/v2/rate-sheets/versions/${versionId}/diff`)).json() as { data: RateSheetDiff }).data;

/** A customer's quote for 2 × DV40 Shanghai → Los Angeles on `app`, once complete. */
async function quoteOn(app: FastifyInstance): Promise<QuoteView> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v2/quotes',
    payload: quoteBody(),
    headers: as(customerJwt),
  });
  expect(created.statusCode, created.body).toBe(201);
  const uuid = (created.json() as { data: { uuid: string } }).data.uuid;
  return untilCompleted(
    async () => ((await get(app, `/api/v2/quotes/customer/${uuid}`, customerJwt)).json() as { data: QuoteView }).data,
  );
}

const maerskOf = (quote: QuoteView) => quote.rates.find((rate) => rate.carrierCode === 'MAEU');
const fclRowCount = async () =>
  (await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(fclRates))[0]!.count;

describe('who may manage rate sheets (ADR 072)', () => {
  it('lets pricing and admin staff in, and refuses customers, operations staff and guests', async () => {
    const url = '/api/v2/rate-sheets/fclRates/versions';
    expect((await get(testApp.app, url, pricingJwt)).statusCode).toBe(200);
    expect((await get(testApp.app, url, adminJwt)).statusCode).toBe(200);
    const customer = await get(testApp.app, url, customerJwt);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ message: 'ACCESS_FORBIDDEN' });
    expect((await get(testApp.app, url, operationsJwt)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url, headers: { host: directHost } })).statusCode).toBe(401);
    const upload = await uploadSheet(testApp.app, customerJwt, 'fclRates', 'rates.csv', `${fclHeader}\n`);
    expect(upload.statusCode).toBe(403);
  });
});

describe('templates', () => {
  it("downloads a CSV and an XLSX template whose header is the kind's columns", async () => {
    const csv = await get(testApp.app, '/api/v2/rate-sheets/templates/fclRates?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('fclRates-template.csv');
    const [header, example] = csv.body.split('\r\n');
    expect(header).toMatch(
      /^carrier,scac,pol,pod,via,container_type,base_rate,baf,thc,gri,currency,valid_from,valid_to/,
    );
    expect(example).toContain('MAEU,CNSHA,USLAX');

    const xlsx = await get(testApp.app, '/api/v2/rate-sheets/templates/airRates?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const headerRow = workbook.worksheets[0]!.getRow(1).values as string[];
    expect(headerRow).toContain('rate_45');
    expect(headerRow).toContain('airline');
  });

  it('a template uploaded as it is checks without problems', async () => {
    for (const kind of ['lclRates', 'portCharges', 'truckingRates', 'additionalServicePrices', 'parcelRates']) {
      const template = await get(testApp.app, `/api/v2/rate-sheets/templates/${kind}?format=csv`);
      const version = await uploaded(template.body, `${kind}.csv`, kind);
      expect({ kind, status: version.status, problems: version.problemCount }).toEqual({
        kind,
        status: 'ready',
        problems: 0,
      });
    }
  });
});

describe('a 100,000-row sheet with 3 bad rows', () => {
  it('reports exactly those rows (row, column, reason) and applies nothing', async () => {
    const lines = [fclHeader];
    for (let index = 0; index < 100_000; index += 1) {
      const row = index + 2;
      if (row === 1_002) lines.push(fclLine({ rate: 'abc' }));
      else if (row === 50_001) lines.push(fclLine({ rate: '1500', pol: 'SHANGHAI' }));
      else if (row === 100_001) lines.push(fclLine({ rate: '1500', validFrom: '2030-06-01', validTo: '2030-05-01' }));
      else lines.push(fclLine({ rate: String(1000 + (index % 900)), pod: index % 2 === 0 ? 'USLAX' : 'USLGB' }));
    }
    const before = await fclRowCount();
    const version = await uploaded(lines.join('\n'), 'big.csv');

    expect(version).toMatchObject({ status: 'invalid', rowsRead: 100_000, rowsChecked: 100_000, problemCount: 3 });
    const problems = (await get(testApp.app, `/api/v2/rate-sheets/versions/${version.id}/problems`)).json() as {
      data: { problems: unknown[]; total: number };
    };
    expect(problems.data.total).toBe(3);
    expect(problems.data.problems).toEqual([
      { row: 1_002, column: 'base_rate', reason: 'notAnAmount', value: 'abc' },
      { row: 50_001, column: 'pol', reason: 'notACode', value: 'SHANGHAI' },
      { row: 100_001, column: 'valid_to', reason: 'validToBeforeValidFrom', value: '2030-05-01' },
    ]);
    // Nothing applied, nothing kept to apply.
    expect(await fclRowCount()).toBe(before);
    const staged = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(rateSheetRows)
      .where(sql`${rateSheetRows.versionId} = ${version.id}`);
    expect(staged[0]!.count).toBe(0);
    const publish = await testApp.app.inject({
      method: 'POST',
      url: `/api/v2/rate-sheets/versions/${version.id}/publish`,
      headers: as(pricingJwt),
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toMatchObject({ message: 'RATE_SHEET_NOT_PUBLISHABLE' });

    // The report, in the staff member's language or the one asked.
    const report = await get(testApp.app, `/api/v2/rate-sheets/versions/${version.id}/problems.csv?lang=es`);
    expect(report.headers['content-type']).toContain('text/csv');
    const reportLines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(reportLines).toHaveLength(4);
    expect(reportLines[0]).toBe('Fila,Columna,Motivo,Valor');
    expect(reportLines[1]).toMatch(/^1002,base_rate,.+,abc$/);
  }, 120_000);

  it('names a missing required column on the header row', async () => {
    const version = await uploaded('Carrier,SCAC,POL,POD\nMaersk,MAEU,CNSHA,USLAX\n', 'short.csv');
    expect(version.status).toBe('invalid');
    const problems = (await get(testApp.app, `/api/v2/rate-sheets/versions/${version.id}/problems`)).json() as {
      data: { problems: { row: number; column: string; reason: string }[] };
    };
    expect(problems.data.problems.map((problem) => `${problem.row}:${problem.column}:${problem.reason}`)).toEqual([
      '1:container_type:missingColumn',
      '1:base_rate:missingColumn',
      '1:currency:missingColumn',
      '1:valid_to:missingColumn',
      '1:transit_days:missingColumn',
    ]);
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    const response = await uploadSheet(testApp.app, pricingJwt, 'fclRates', 'rates.pdf', '%PDF-1.4');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'UNSUPPORTED_FILE_TYPE' });
  });
});

describe('versions: diff, publish on every process, restore', () => {
  let first: RateSheetVersion;
  let second: RateSheetVersion;

  it('a checked sheet shows its diff; published, it prices the next quote on another server process', async () => {
    // Both processes have priced before (and keep their tariff tables in memory).
    expect(maerskOf(await quoteOn(secondApp.app))!.total.total).toBe(394_000);

    first = await uploaded(
      [
        fclHeader,
        fclLine({ rate: '2100.00', baf: '200' }),
        fclLine({ rate: '2500', scac: 'CMDU', carrier: 'CMA CGM' }),
        fclLine({ rate: '1900', pod: 'USLGB' }),
      ].join('\r\n'),
    );
    expect(first).toMatchObject({ status: 'ready', number: expect.any(Number), validRows: 3, problemCount: 0 });
    const diff = await diffOf(first.id);
    expect(diff).toMatchObject({ againstVersionId: null, replacedOtherRows: 3, added: 3, removed: 0 });

    const publishedFirst = await publishVersion(first.id);
    expect(publishedFirst).toMatchObject({
      status: 'published',
      isCurrent: true,
      publishedBy: 'rates@freightdesk.example',
    });

    // 2 × (2,100 + 200 BAF) + 2 × 120 Shanghai THC; the demo-era COSCO and CMA CGM rows are gone.
    const quote = await quoteOn(secondApp.app);
    const maersk = maerskOf(quote)!;
    expect(maersk.total.total).toBe(484_000);
    expect(maersk.charges['freight']!.map((charge) => [charge.code, charge.amountMinor])).toEqual([
      ['OFR', 420_000],
      ['BAF', 40_000],
    ]);
    expect(quote.rates.map((rate) => rate.carrierCode).sort()).toEqual(['CMDU', 'MAEU']);
    expect(quote.rates.find((rate) => rate.carrierCode === 'CMDU')!.total.total).toBe(524_000);
  }, 60_000);

  it("a port-charge sheet reaches the other process's in-memory tables within seconds", async () => {
    const charges = await uploaded(
      'port,side,mode,charge_code,charge_name,basis,container_type,amount,currency,valid_to\n' +
        'CNSHA,origin,FCL,THC,Terminal handling,perContainer,DV40,150,USD,2030-12-31\n',
      'thc.csv',
      'portCharges',
    );
    expect(charges.status).toBe('ready');
    await publishVersion(charges.id);
    const publishedAt = Date.now();
    let total = 0;
    while (Date.now() - publishedAt < 5_000) {
      total = maerskOf(await quoteOn(secondApp.app))!.total.total;
      if (total === 490_000) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(total).toBe(490_000);
  }, 30_000);

  it('the next version is compared lane by lane with the published one, by how much in its currency', async () => {
    second = await uploaded(
      [
        fclHeader,
        fclLine({ rate: '2000' }),
        fclLine({ rate: '2650.50', scac: 'CMDU', carrier: 'CMA CGM' }),
        fclLine({ rate: '1700', pod: 'USOAK' }),
      ].join('\n'),
    );
    const diff = await diffOf(second.id);
    expect(diff).toMatchObject({
      againstVersionId: first.id,
      againstVersionNumber: first.number,
      replacedOtherRows: 0,
      added: 1,
      removed: 1,
      up: 1,
      down: 1,
      unchanged: 0,
    });
    expect(diff.changes).toEqual([
      {
        lane: 'CMDU|CNSHA|USLAX|DV40|CNT-1',
        change: 'up',
        currency: 'USD',
        beforeMinor: 250_000,
        afterMinor: 265_050,
        deltaMinor: 15_050,
      },
      {
        lane: 'MAEU|CNSHA|USLAX|DV40|CNT-1',
        change: 'down',
        currency: 'USD',
        beforeMinor: 210_000,
        afterMinor: 200_000,
        deltaMinor: -10_000,
      },
      expect.objectContaining({ lane: 'MAEU|CNSHA|USLGB|DV40|CNT-1', change: 'removed', afterMinor: null }),
      expect.objectContaining({ lane: 'MAEU|CNSHA|USOAK|DV40|CNT-1', change: 'added', beforeMinor: null }),
    ]);
  });

  it('publishing it keeps the first as a previous version, which can be restored', async () => {
    await publishVersion(second.id);
    expect(maerskOf(await quoteOn(testApp.app))!.total.total).toBe(2 * 200_000 + 2 * 15_000);
    const list = (await get(testApp.app, '/api/v2/rate-sheets/fclRates/versions')).json() as {
      data: RateSheetVersion[];
    };
    expect(list.data.find((version) => version.id === first.id)).toMatchObject({
      status: 'superseded',
      isCurrent: false,
    });
    expect(list.data.find((version) => version.id === second.id)).toMatchObject({
      status: 'published',
      isCurrent: true,
    });

    const restored = await publishVersion(first.id, adminJwt);
    expect(restored).toMatchObject({ status: 'published', isCurrent: true, publishedBy: 'boss@freightdesk.example' });
    expect(maerskOf(await quoteOn(secondApp.app))!.total.total).toBe(2 * 230_000 + 2 * 15_000);
    const after = (await get(testApp.app, `/api/v2/rate-sheets/versions/${second.id}`)).json() as {
      data: RateSheetVersion;
    };
    expect(after.data.status).toBe('superseded');
  }, 60_000);

  it('shows one tariff row and the version it came from', async () => {
    const id = `fcl-v${first.number}-2`;
    const response = await get(testApp.app, `/api/v2/rate-sheets/tariffs/fclRates/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        kind: 'fclRates',
        tariff: {
          id,
          carrierCode: 'MAEU',
          freightPerContainerMinor: 210_000,
          sheetSurcharges: [{ code: 'BAF', amountMinor: 20_000 }],
        },
        version: { id: first.id, number: first.number },
      },
    });
    const missing = await get(testApp.app, '/api/v2/rate-sheets/tariffs/fclRates/no-such-row');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'RATE_SHEET_NOT_FOUND' });
  });
});

describe('XLSX sheets', () => {
  it('reads the first worksheet, dates as dates and amounts as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rates');
    sheet.addRow(fclHeader.split(','));
    sheet.addRow([
      'Maersk',
      'MAEU',
      'CNT-9',
      'CNSHA',
      'USLAX',
      'DV20',
      new Date(Date.UTC(2030, 0, 1)),
      new Date(Date.UTC(2030, 11, 31)),
      1234.5,
      null,
      'USD',
      15,
      'ok',
    ]);
    sheet.addRow([
      'Maersk',
      'MAEU',
      'CNT-9',
      'CNSHA',
      'USLAX',
      'DV40',
      '2030-01-01',
      '2030-12-31',
      'n/a',
      null,
      'USD',
      15,
      '',
    ]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const version = await uploaded(buffer, 'rates.xlsx');
    expect(version).toMatchObject({ format: 'xlsx', status: 'invalid', rowsRead: 2, validRows: 1, problemCount: 1 });
    const problems = (await get(testApp.app, `/api/v2/rate-sheets/versions/${version.id}/problems`)).json() as {
      data: { problems: unknown[] };
    };
    expect(problems.data.problems).toEqual([{ row: 3, column: 'base_rate', reason: 'notAnAmount', value: 'n/a' }]);
  });
});
