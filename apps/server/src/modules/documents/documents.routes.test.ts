import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDocuments, bookings } from '../../db/schema';
import { pdfText } from '../../pdf/testing/pdf-text';
import {
  bearer,
  buildAccountsTestApp,
  directHost,
  registerDirectCustomer,
  registerStaff,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { staffDomain } from '../custom-requests/custom-requests-test-kit';
import { bookingOf, samplePdf, sampleExe, upload } from './documents-test-kit';

let testApp: AccountsTestApp;
let dataDir: string;
let ownerJwt: string;
let strangerJwt: string;
let staffJwt: string;
let bookingUuid: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'documents-data-'));
  testApp = await buildAccountsTestApp({ config: { internalEmailDomains: [staffDomain], dataDir } });
  ownerJwt = await registerDirectCustomer(testApp.app, 'owner@haddad.example');
  strangerJwt = await registerDirectCustomer(testApp.app, 'stranger@other.example');
  staffJwt = await registerStaff(testApp, `desk@${staffDomain}`);
  bookingUuid = await bookingOf(testApp, ownerJwt);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, jwt?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: jwt ? bearer(jwt) : { host: directHost } });

/** The files the storage holds (finished or not). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'documents'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('uploading a booking document', () => {
  it('stores a packing list: listed, downloadable byte for byte, and the upload action is complete', async () => {
    const uuid = await bookingOf(testApp, ownerJwt);
    const response = await upload(
      testApp,
      uuid,
      { type: 'PackingList', file: { name: 'packing list.pdf', bytes: samplePdf } },
      ownerJwt,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as { data: { id: string; downloadPath: string } };
    expect(data).toMatchObject({
      type: 'PackingList',
      fileName: 'packing list.pdf',
      sizeBytes: samplePdf.length,
      contentType: 'application/pdf',
      uploadedBy: 'Ana García',
      systemGenerated: false,
    });

    const list = await get(`/api/v2/bookings/${uuid}/documents`, ownerJwt);
    expect(list.statusCode).toBe(200);
    const documents = (list.json() as { data: { id: string; systemGenerated: boolean }[] }).data;
    expect(documents.map((document) => document.id)).toEqual([
      'booking-confirmation.pdf',
      'wire-instructions.pdf',
      data.id,
    ]);

    const download = await get(data.downloadPath, ownerJwt);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="packing list.pdf"');
    expect(download.rawPayload.equals(samplePdf)).toBe(true);

    const [booking] = await testApp.database.db.select().from(bookings).where(eq(bookings.uuid, uuid));
    expect(booking?.pendingActionCount).toBe(2);
    // A second document leaves the count as it is.
    await upload(
      testApp,
      uuid,
      { type: 'Others', file: { name: 'notes.txt', bytes: Buffer.from('Fragile: glass') } },
      ownerJwt,
    );
    const [after] = await testApp.database.db.select().from(bookings).where(eq(bookings.uuid, uuid));
    expect(after?.pendingActionCount).toBe(2);
  });

  it('requires the type: missing or unknown answers 422 DOCUMENT_TYPE_REQUIRED and stores nothing', async () => {
    const before = await storedFiles();
    for (const type of [undefined, 'Invoice', '']) {
      const response = await upload(
        testApp,
        bookingUuid,
        { ...(type === undefined ? {} : { type }), file: { name: 'a.pdf', bytes: samplePdf } },
        ownerJwt,
      );
      expect(response.statusCode, String(type)).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'DOCUMENT_TYPE_REQUIRED',
        errors: { type: ['errors.documentTypeRequired'] },
      });
    }
    // The type sent after the file is checked too; the file already stored is removed again.
    const late = await upload(
      testApp,
      bookingUuid,
      { type: 'Bill', file: { name: 'a.pdf', bytes: samplePdf }, fileFirst: true },
      ownerJwt,
    );
    expect(late.statusCode).toBe(422);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 422 INVALID_PAYLOAD without a file', async () => {
    const response = await upload(testApp, bookingUuid, { type: 'Others' }, ownerJwt);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'INVALID_PAYLOAD' });
  });

  it('refuses a file over the brand limit (20 MB) with 413 FILE_TOO_LARGE and keeps nothing of it', async () => {
    const before = await storedFiles();
    const bytes = Buffer.concat([samplePdf, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const response = await upload(testApp, bookingUuid, { type: 'Others', file: { name: 'big.pdf', bytes } }, ownerJwt);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'FILE_TOO_LARGE' });
    expect(await storedFiles()).toEqual(before);
  });

  it('stores a file of exactly 20 MB, streamed, and gives the same bytes back', async () => {
    const bytes = Buffer.concat([samplePdf, Buffer.alloc(20 * 1024 * 1024 - samplePdf.length, 0x41)]);
    const response = await upload(
      testApp,
      bookingUuid,
      { type: 'CommercialInvoice', file: { name: 'invoice.pdf', bytes } },
      ownerJwt,
    );
    expect(response.statusCode, response.body).toBe(201);
    const download = await get((response.json() as { data: { downloadPath: string } }).data.downloadPath, staffJwt);
    expect(download.rawPayload.length).toBe(bytes.length);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('judges a file by its bytes: an .exe named .pdf is refused, a PNG named .pdf is stored as a PNG', async () => {
    const before = await storedFiles();
    const exe = await upload(
      testApp,
      bookingUuid,
      { type: 'CommercialInvoice', file: { name: 'invoice.pdf', bytes: sampleExe, contentType: 'application/pdf' } },
      ownerJwt,
    );
    expect(exe.statusCode).toBe(422);
    expect(exe.json()).toMatchObject({ message: 'UNSUPPORTED_FILE_TYPE' });
    const binary = await upload(
      testApp,
      bookingUuid,
      { type: 'Others', file: { name: 'list.csv', bytes: Buffer.from([0, 1, 2, 3, 0xff]) } },
      ownerJwt,
    );
    expect(binary.statusCode).toBe(422);
    expect(await storedFiles()).toEqual(before);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const stored = await upload(
      testApp,
      bookingUuid,
      { type: 'Others', file: { name: 'scan.pdf', bytes: png } },
      ownerJwt,
    );
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ data: { contentType: 'image/png' } });
  });
});

describe('who reaches a booking’s documents', () => {
  it('another customer gets 403 on upload, list and download; nothing is stored', async () => {
    const own = await upload(
      testApp,
      bookingUuid,
      { type: 'Others', file: { name: 'a.pdf', bytes: samplePdf } },
      ownerJwt,
    );
    const { downloadPath } = (own.json() as { data: { downloadPath: string } }).data;
    const before = await storedFiles();
    const attempt = await upload(
      testApp,
      bookingUuid,
      { type: 'Others', file: { name: 'x.pdf', bytes: samplePdf } },
      strangerJwt,
    );
    expect(attempt.statusCode).toBe(403);
    expect(await storedFiles()).toEqual(before);
    for (const url of [
      `/api/v2/bookings/${bookingUuid}/documents`,
      downloadPath,
      `/api/v2/bookings/${bookingUuid}/documents/booking-confirmation.pdf`,
    ]) {
      const response = await get(url, strangerJwt);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    }
  });

  it('staff list and download any booking’s documents', async () => {
    const list = await get(`/api/v2/bookings/${bookingUuid}/documents`, staffJwt);
    expect(list.statusCode).toBe(200);
    const uploaded = (list.json() as { data: { systemGenerated: boolean; downloadPath: string }[] }).data.find(
      (document) => !document.systemGenerated,
    );
    expect((await get(uploaded!.downloadPath, staffJwt)).statusCode).toBe(200);
  });

  it('answers 401 without a token, 422 for an unknown booking or document', async () => {
    expect((await get(`/api/v2/bookings/${bookingUuid}/documents`)).statusCode).toBe(401);
    expect(
      (await upload(testApp, bookingUuid, { type: 'Others', file: { name: 'a.pdf', bytes: samplePdf } })).statusCode,
    ).toBe(401);
    const unknown = await get(`/api/v2/bookings/${crypto.randomUUID()}/documents`, ownerJwt);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'BOOKING_NOT_FOUND' });
    const noDocument = await get(`/api/v2/bookings/${bookingUuid}/documents/${crypto.randomUUID()}`, ownerJwt);
    expect(noDocument.json()).toEqual({ message: 'DOCUMENT_NOT_FOUND' });
  });

  it('keeps one row per stored file', async () => {
    const rows = await testApp.database.db.select().from(bookingDocuments);
    expect((await storedFiles()).sort()).toEqual(rows.map((row) => row.storageKey).sort());
  });
});

describe('system-generated documents', () => {
  it('serves the booking confirmation as a PDF in the booking’s language, or the one asked for', async () => {
    const response = await get(`/api/v2/bookings/${bookingUuid}/documents/booking-confirmation.pdf`, ownerJwt);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="SH-\d{6}-Booking confirmation\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const arabic = await get(`/api/v2/bookings/${bookingUuid}/documents/booking-confirmation.pdf?lang=ar`, staffJwt);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.rawPayload.toString('latin1')).toMatch(/NotoSansArabic/);
    // Each charge line in the PDF's language (ADR 091); a line in a tariff's own words keeps them.
    const spanish = await pdfText(
      (await get(`/api/v2/bookings/${bookingUuid}/documents/booking-confirmation.pdf?lang=es`, staffJwt)).rawPayload,
    );
    expect(spanish).toContain('Flete marítimo DV40HC');
    expect(spanish).toContain('Origin THC');
    expect(await pdfText(response.rawPayload)).toContain('Ocean freight DV40HC');
  });

  it('serves wire instructions for a wire-paid booking (the brand’s bank account), none for a card one', async () => {
    const response = await get(`/api/v2/bookings/${bookingUuid}/documents/wire-instructions.pdf`, ownerJwt);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const card = await bookingOf(testApp, ownerJwt, { paymentMode: 'card' });
    const none = await get(`/api/v2/bookings/${card}/documents/wire-instructions.pdf`, ownerJwt);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: 'DOCUMENT_NOT_FOUND' });
  });
});
