// Old versions are archived and their checked rows swept; the newest previous ones stay restorable (ADR 086).
import { rateSheetRestorableVersions, type RateSheetVersion } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateSheetRows } from '../../db/schema';
import { buildAccountsTestApp, directHost, type AccountsTestApp } from '../accounts/accounts-test-kit';
import { checked, fclHeader, fclLine, staffWithRole, uploadSheet, versionUntil } from './rate-sheets-test-kit';

let testApp: AccountsTestApp;
let jwt: string;

beforeAll(async () => {
  testApp = await buildAccountsTestApp({ config: { internalEmailDomains: ['freightdesk.example'] } });
  jwt = await staffWithRole(testApp, 'rates@freightdesk.example', 'pricing');
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

const headers = () => ({ authorization: `Bearer ${jwt}`, host: directHost });

async function uploaded(rate: string): Promise<RateSheetVersion> {
  const sheet = [fclHeader, fclLine({ rate }), fclLine({ rate, pod: 'USLGB' })].join('\n');
  const response = await uploadSheet(testApp.app, jwt, 'fclRates', 'rates.csv', sheet);
  expect(response.statusCode, response.body).toBe(202);
  const version = await versionUntil(
    testApp.app,
    jwt,
    (response.json() as { data: RateSheetVersion }).data.id,
    checked,
  );
  expect(version.status).toBe('ready');
  return version;
}

const publish = (versionId: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/v2/rate-sheets/versions/${versionId}/publish`, headers: headers() });

async function published(versionId: string): Promise<RateSheetVersion> {
  const response = await publish(versionId);
  expect(response.statusCode, response.body).toBe(202);
  return versionUntil(testApp.app, jwt, versionId, (version) => version.status !== 'publishing');
}

async function statuses(): Promise<Map<number, RateSheetVersion['status']>> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v2/rate-sheets/fclRates/versions',
    headers: headers(),
  });
  const versions = (response.json() as { data: RateSheetVersion[] }).data;
  return new Map(versions.map((version) => [version.number, version.status]));
}

const stagedRows = async (versionId: string) =>
  (
    await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(rateSheetRows)
      .where(eq(rateSheetRows.versionId, versionId))
  )[0]!.count;

describe('old rate sheet versions (ADR 086)', () => {
  it(`keeps ${rateSheetRestorableVersions} previous versions restorable; older ones archived`, async () => {
    const versions: RateSheetVersion[] = [];
    for (const rate of ['1000', '1100', '1200', '1300', '1400']) {
      const version = await uploaded(rate);
      expect((await published(version.id)).status).toBe('published');
      versions.push(version);
    }
    const [first, second, third, fourth, fifth] = versions.map((version) => version.number);
    expect(await statuses()).toEqual(
      new Map([
        [first, 'archived'],
        [second, 'superseded'],
        [third, 'superseded'],
        [fourth, 'superseded'],
        [fifth, 'published'],
      ]),
    );
    expect(await stagedRows(versions[0]!.id)).toBe(0);
    expect(await stagedRows(versions[1]!.id)).toBe(2);

    // An archived version can no longer be published; the oldest restorable one can.
    const refused = await publish(versions[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'RATE_SHEET_NOT_PUBLISHABLE' });
    expect(await published(versions[1]!.id)).toMatchObject({ status: 'published', validRows: 2 });
    expect(await statuses()).toEqual(
      new Map([
        [first, 'archived'],
        [second, 'published'],
        [third, 'superseded'],
        [fourth, 'superseded'],
        [fifth, 'superseded'],
      ]),
    );
  }, 60_000);

  it(`keeps the ${rateSheetRestorableVersions} newest unpublished versions publishable`, async () => {
    const ready: RateSheetVersion[] = [];
    for (const rate of ['2000', '2100', '2200', '2300']) ready.push(await uploaded(rate));
    const now = await statuses();
    expect(ready.map((version) => now.get(version.number))).toEqual(['archived', 'ready', 'ready', 'ready']);
    expect(await stagedRows(ready[0]!.id)).toBe(0);
    expect(await stagedRows(ready[3]!.id)).toBe(2);
  }, 60_000);
});
