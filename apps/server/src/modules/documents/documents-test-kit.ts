import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bookingCharges, bookings, quotes } from '../../db/schema';
import type { DatabaseHandle } from '../../db/database';
import type { AccountsTestApp } from '../accounts/accounts-test-kit';
import { bearer, claimsOf, post } from '../accounts/accounts-test-kit';
import { quoteBody } from '../quotes/quotes-test-kit';

/**
 * A booking of the signed-in customer, written straight into the bookings module's tables (the
 * booking call is that module's; these tests are about its documents).
 */
export async function bookingOf(
  testApp: AccountsTestApp,
  jwt: string,
  overrides: Partial<typeof bookings.$inferInsert> = {},
): Promise<string> {
  const response = await post(testApp.app, '/api/v2/quotes', quoteBody(), bearer(jwt));
  if (response.statusCode !== 201) throw new Error(`quote answered ${response.statusCode}: ${response.body}`);
  const quoteUuid = (response.json() as { data: { uuid: string } }).data.uuid;
  return insertBooking(testApp.database, quoteUuid, String(claimsOf(jwt)['backend_customer_id']), overrides);
}

export async function insertBooking(
  database: DatabaseHandle,
  quoteUuid: string,
  customerId: string,
  overrides: Partial<typeof bookings.$inferInsert> = {},
): Promise<string> {
  const [quote] = await database.db.select().from(quotes).where(eq(quotes.uuid, quoteUuid));
  const uuid = crypto.randomUUID();
  await database.db.insert(bookings).values({
    uuid,
    brandId: quote!.brandId,
    customerId,
    quoteUuid,
    rateUuid: crypto.randomUUID(),
    idempotencyKey: crypto.randomUUID(),
    requestHash: 'test',
    mode: 'FCL',
    routeKind: 'portToPort',
    origin: { code: 'CNSHA', name: 'Shanghai', city: 'Shanghai', countryIsoCode: 'CN', type: 'PORT' },
    destination: { code: 'USLAX', name: 'Los Angeles', city: 'Los Angeles', countryIsoCode: 'US', type: 'PORT' },
    search: quote!.search,
    rate: {} as never,
    exchangeRates: [],
    commodity: 'Furniture',
    cargoReadyDate: '2030-01-20',
    customerReferenceId: 'PO-7781',
    shipperType: 'known',
    serviceType: 'any',
    comments: 'none',
    paymentMode: 'wire',
    currency: 'USD',
    totalMinor: 263_500,
    quotedTotalMinor: 263_500,
    quotedAt: new Date(),
    language: 'en',
    pendingActionCount: 3,
    ...overrides,
  });
  await database.db.insert(bookingCharges).values([
    {
      bookingUuid: uuid,
      revision: 0,
      position: 0,
      chargeGroup: 'freight',
      code: 'OFR',
      name: 'Ocean freight DV40HC',
      label: { key: 'oceanFreight', containerType: 'DV40HC' },
      quantity: '1',
      amountMinor: 245_000,
      currency: 'USD',
    },
    {
      bookingUuid: uuid,
      revision: 0,
      position: 1,
      chargeGroup: 'portOrigin',
      code: 'THC',
      name: 'Origin THC',
      quantity: '1',
      amountMinor: 18_500,
      currency: 'USD',
    },
  ]);
  return uuid;
}

export interface UploadFields {
  type?: string;
  file?: { name: string; bytes: Buffer; contentType?: string };
  /** Send the file before the type field. */
  fileFirst?: boolean;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody({ type, file, fileFirst = false }: UploadFields): { body: Buffer; contentType: string } {
  const boundary = `----freightdesk${crypto.randomUUID()}`;
  const parts: Buffer[] = [];
  const typePart =
    type === undefined
      ? []
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`)];
  const filePart =
    file === undefined
      ? []
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
              `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        ];
  parts.push(...(fileFirst ? [...filePart, ...typePart] : [...typePart, ...filePart]));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  testApp: AccountsTestApp,
  bookingUuid: string,
  fields: UploadFields,
  jwt?: string,
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(fields);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v2/bookings/${bookingUuid}/documents`,
    payload: body,
    headers: { ...(jwt ? bearer(jwt) : { host: 'direct.test' }), 'content-type': contentType },
  });
}

/** A small valid PDF (what a scanner or an invoicing tool produces, minus the content). */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
/** The first bytes of a Windows executable (MZ header, PE signature). */
export const sampleExe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0x90),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200, 0),
]);
