import type { BookingDocument, BookingPayment, MyBookingsPage } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { createBrandsService } from '../brands/brands.service';
import { createMailService } from '../mail/mail.service';
import {
  bearer,
  bookRate,
  buildBookingsTestApp,
  registerBookingCustomer,
  type BookedRate,
  type BookingsTestApp,
} from './bookings-test-kit';
import { createBookingsService } from './bookings.service';

let testApp: BookingsTestApp;
let customerJwt: string;
let strangerJwt: string;
/** The customer's bookings, oldest first. */
const booked: BookedRate[] = [];

beforeAll(async () => {
  testApp = await buildBookingsTestApp();
  customerJwt = await registerBookingCustomer(testApp, 'lister@acme.example');
  strangerJwt = await registerBookingCustomer(testApp, 'nobody@else.example');
  for (const [position, reference] of ['ALPHA-100', 'BETA-200', 'GAMMA-300', 'DELTA-400', 'OMEGA-500'].entries()) {
    booked.push(
      await bookRate(testApp, customerJwt, {
        body: { customerReferenceId: reference, paymentMode: position === 0 ? 'wire' : 'card' },
      }),
    );
  }
  const staffCall = (bookingUuid: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v2/staff/bookings/${bookingUuid}/status`,
      payload,
      headers: bearer(testApp.staffJwt),
    });
  await staffCall(booked[1]!.bookingUuid, { status: 'P' });
  await staffCall(booked[2]!.bookingUuid, { status: 'C', reason: 'Cancelled by the customer' });
  // Every action done on one booking but its documents: it still needs one.
  for (const role of ['shipper', 'consignee']) {
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/v2/bookings/${booked[3]!.bookingUuid}/parties/${role}`,
      payload: {
        contactName: 'Ana Ruiz',
        companyName: 'Acme Imports',
        taxId: 'B12345674',
        countryIsoCode: 'ES',
        city: 'Madrid',
        address: 'Calle Mayor 1',
        zipCode: '28013',
        phone: '+34 612 345 678',
        email: 'ana@acme.example',
      },
      headers: bearer(customerJwt),
    });
  }
}, 120_000);
afterAll(() => testApp.close());

async function list(query = '', jwt = customerJwt): Promise<MyBookingsPage> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v2/bookings${query}`, headers: bearer(jwt) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MyBookingsPage;
}

const references = (page: MyBookingsPage) => page.data.map((booking) => booking.customerReferenceId);

describe('GET /api/v2/bookings', () => {
  it("lists the customer's bookings newest first, with their summary", async () => {
    const page = await list();
    expect(references(page)).toEqual(['OMEGA-500', 'DELTA-400', 'GAMMA-300', 'BETA-200', 'ALPHA-100']);
    expect(page.meta).toEqual({ page: 1, pageSize: 20, total: 5 });
    const [newest] = page.data;
    const last = booked.at(-1)!;
    expect(newest).toEqual({
      bookingUuid: last.bookingUuid,
      shipmentId: last.shipmentId,
      customerReferenceId: 'OMEGA-500',
      status: 'R',
      mode: 'FCL',
      origin: expect.objectContaining({ code: last.quote.origin.code }),
      destination: expect.objectContaining({ code: last.quote.destination.code }),
      bookedOn: expect.any(String),
      total: { amountMinor: last.rate.total.total, currency: last.rate.total.currency },
      pendingActionCount: 3,
      currentMilestone: 'bookingReceived',
    });
    expect((await list('', strangerJwt)).data).toEqual([]);
  });

  it('pages', async () => {
    const second = await list('?page=2&pageSize=2');
    expect(references(second)).toEqual(['GAMMA-300', 'BETA-200']);
    expect(second.meta).toEqual({ page: 2, pageSize: 2, total: 5 });
    expect(references(await list('?page=4&pageSize=2'))).toEqual([]);
  });

  it('filters by status, mode and needing action', async () => {
    expect(references(await list('?status=P'))).toEqual(['BETA-200']);
    expect(references(await list('?status=C'))).toEqual(['GAMMA-300']);
    expect((await list('?mode=FCL')).meta.total).toBe(5);
    expect((await list('?mode=AIR')).data).toEqual([]);
    // The wire action appears once a transfer is started (payments module); the fourth lacks only its documents.
    const needing = await list('?needsAction=true');
    expect(needing.meta.total).toBe(5);
    expect(needing.data.find((entry) => entry.customerReferenceId === 'ALPHA-100')?.pendingActionCount).toBe(3);
    expect(needing.data.find((entry) => entry.customerReferenceId === 'DELTA-400')?.pendingActionCount).toBe(1);
    expect((await list('?needsAction=false')).data).toEqual([]);
  });

  it('searches by shipment id, booking id prefix or customer reference (at least 3 characters)', async () => {
    const target = booked[3]!;
    expect(references(await list(`?search=${target.shipmentId}`))).toEqual(['DELTA-400']);
    expect(references(await list(`?search=${target.shipmentId.toLowerCase()}`))).toEqual(['DELTA-400']);
    expect(references(await list(`?search=${target.bookingUuid.slice(0, 8).toUpperCase()}`))).toEqual(['DELTA-400']);
    expect(references(await list('?search=gamma'))).toEqual(['GAMMA-300']);
    expect(references(await list('?search=A-1&status=R'))).toEqual(['ALPHA-100']);
    expect((await list('?search=zzzzz')).data).toEqual([]);
    const tooShort = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/bookings?search=SH',
      headers: bearer(customerJwt),
    });
    expect(tooShort.statusCode).toBe(422);
    expect(Object.keys(tooShort.json().errors)).toEqual(['search']);
  });

  it('gives staff every booking of the brand, and asks for a session (401)', async () => {
    const staffPage = await list('?pageSize=100', testApp.staffJwt);
    for (const booking of booked)
      expect(staffPage.data.map((entry) => entry.bookingUuid)).toContain(booking.bookingUuid);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/bookings',
      headers: { host: 'direct.test' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('refreshPendingActions (the documents and payments modules call it)', () => {
  it('recounts from the readers: an uploaded document and a received wire payment complete their actions', async () => {
    const target = booked[0]!;
    const document: BookingDocument = {
      id: 'doc-1',
      type: 'CommercialInvoice',
      fileName: 'invoice.pdf',
      sizeBytes: 1024,
      contentType: 'application/pdf',
      uploadedAt: '2030-01-14T10:00:00.000Z',
      systemGenerated: false,
      downloadPath: `/api/v2/bookings/${target.bookingUuid}/documents/doc-1`,
    };
    const payment: BookingPayment = {
      id: 'pay-1',
      mode: 'wire',
      status: 'succeeded',
      createdAt: '2030-01-14T10:00:00.000Z',
      paidAt: '2030-01-15T10:00:00.000Z',
      amount: { amountMinor: target.rate.total.total, currency: target.rate.total.currency },
      fee: { amountMinor: 0, currency: target.rate.total.currency },
      referenceNumber: 'WIRE-1',
      receiptPath: null,
    };
    const { db } = testApp.database;
    const service = createBookingsService({
      db,
      brandsService: createBrandsService({ db }),
      // Refreshing reads no quote.
      quotesService: {
        rateForBooking: () => Promise.reject(new Error('not read when refreshing')),
      },
      mailService: createMailService({
        db,
        transport: undefined,
        senderAddress: 'x@test',
        logger: testApp.app.log,
        publicUrl: 'https://app.freightdesk.test',
      }),
      publicUrl: 'https://app.freightdesk.test',
      documents: {
        listForBooking: async (uuid) => (uuid === target.bookingUuid ? [document] : []),
        // The details statement's part: here the booking's uuid itself, read back as the facts.
        inDetails: {
          subquery: (uuid) => sql`select ${uuid}::text`,
          factsOf: async (uuid) => (uuid === target.bookingUuid ? [document] : []),
        },
      },
      payments: {
        listForBooking: async (uuid) => (uuid === target.bookingUuid ? [payment] : []),
        inDetails: {
          subquery: (uuid) => sql`select ${uuid}::text`,
          factsOf: async (uuid) => (uuid === target.bookingUuid ? [payment] : []),
        },
      },
    });
    const pendingOf = async () =>
      (await db.select().from(bookings).where(eq(bookings.uuid, target.bookingUuid)))[0]?.pendingActionCount;
    expect(await pendingOf()).toBe(3);
    expect(await service.refreshPendingActions(target.bookingUuid)).toBe(2);
    expect(await pendingOf()).toBe(2);
    const details = await service.details(
      target.bookingUuid,
      { customerId: '', sessionId: '', brandId: 'direct', claims: {} as never, impersonatorId: undefined },
      true,
    );
    expect(details.documents).toEqual([document]);
    expect(details.payments).toEqual([payment]);
    expect(details.bookingDetails.pendingActions).toEqual(
      expect.arrayContaining([
        { kind: 'uploadDocuments', state: 'complete' },
        { kind: 'completeWirePayment', state: 'complete' },
      ]),
    );
  });
});
