import type { RateSheetVersion, StaffRole } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../../db/schema';
import {
  backgroundPolling,
  directHost,
  post,
  registerStaff,
  samplePassword,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';

/** Test support for the rate-sheet suites (not a test file itself). */

/** A staff member with `role`, signed in (the role is read at sign-in, ADR 072). */
export async function staffWithRole(testApp: AccountsTestApp, email: string, role: StaffRole): Promise<string> {
  await registerStaff(testApp, email);
  await testApp.database.db.update(customers).set({ staffRole: role }).where(eq(customers.email, email));
  const response = await post(
    testApp.app,
    '/api/v2/customers/login',
    { login: email, password: samplePassword },
    { host: directHost },
  );
  if (response.statusCode !== 200) throw new Error(`signing ${email} in answered ${response.statusCode}`);
  return (response.json() as { data: { jwt: string } }).data.jwt;
}

/** A multipart body with one `file` part. */
export function multipartFile(fileName: string, content: string | Buffer): { body: Buffer; contentType: string } {
  const boundary = `----rate-sheet-${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadSheet(
  app: FastifyInstance,
  jwt: string,
  kind: string,
  fileName: string,
  content: string | Buffer,
  query = '',
) {
  const { body, contentType } = multipartFile(fileName, content);
  return app.inject({
    method: 'POST',
    url: `/api/v2/rate-sheets/${kind}/versions${query}`,
    headers: { authorization: `Bearer ${jwt}`, host: directHost, 'content-type': contentType },
    payload: body,
  });
}

/** Reads the version until `done` says so (the check and publish are jobs); fails after `timeoutMs`. */
export async function versionUntil(
  app: FastifyInstance,
  jwt: string,
  versionId: string,
  done: (version: RateSheetVersion) => boolean,
  timeoutMs = backgroundPolling.timeout,
): Promise<RateSheetVersion> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v2/rate-sheets/versions/${versionId}`,
      headers: { authorization: `Bearer ${jwt}`, host: directHost },
    });
    const version = (response.json() as { data: RateSheetVersion }).data;
    if (done(version)) return version;
    if (Date.now() > deadline) throw new Error(`version ${versionId} stayed ${version.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const checked = (version: RateSheetVersion) => !['queued', 'checking'].includes(version.status);
export const published = (version: RateSheetVersion) => version.status === 'published';

/** The FCL header the tests write (the template's columns, in another order and spelling for some). */
export const fclHeader =
  'Carrier,SCAC,Contract,POL,POD,Container Type,Valid From,Valid To,Base Rate,BAF,Currency,Transit Days,Remarks';

/** One FCL line of that header. */
export function fclLine(values: {
  scac?: string;
  carrier?: string;
  contract?: string;
  pol?: string;
  pod?: string;
  container?: string;
  validFrom?: string;
  validTo?: string;
  rate: string;
  baf?: string;
  currency?: string;
  transit?: string;
}): string {
  return [
    values.carrier ?? 'Maersk',
    values.scac ?? 'MAEU',
    values.contract ?? 'CNT-1',
    values.pol ?? 'CNSHA',
    values.pod ?? 'USLAX',
    values.container ?? 'DV40',
    values.validFrom ?? '2030-01-01',
    values.validTo ?? '2030-12-31',
    values.rate,
    values.baf ?? '',
    values.currency ?? 'USD',
    values.transit ?? '16',
    '',
  ].join(',');
}
