import type { BookingDetails, BookingDetailsResponse } from '@freightdesk/domain';
import { vi } from 'vitest';

/** Test support (not a test file): a booking's details and a `fetch` that answers the booking's calls. */
export const bookingUuid = 'b0000000-0000-4000-8000-000000000001';
export const revisedQuoteUuid = 'b0000000-0000-4000-8000-0000000000f1';
export const wirePaymentId = 'b0000000-0000-4000-8000-0000000000a1';

const place = (code: string, name: string, city: string, countryIsoCode: string, lat: number, lon: number) => ({
  code,
  name,
  city,
  countryIsoCode,
  type: 'PORT' as const,
  lat,
  lon,
});

const charges = (freightMinor: number): BookingDetails['bookingDetails']['charges'] => ({
  lines: [
    {
      group: 'portOrigin',
      code: 'THC',
      name: 'Origin terminal handling',
      quantity: 2,
      amountMinor: 30_000,
      currency: 'USD',
    },
    {
      group: 'freight',
      code: 'OFR',
      name: 'Ocean freight',
      label: { key: 'oceanFreight' },
      quantity: 2,
      amountMinor: freightMinor,
      currency: 'USD',
    },
    { group: 'freight', code: 'GRI', name: 'General rate increase', quantity: 2, amountMinor: 10_000, currency: 'USD' },
    {
      group: 'portDestination',
      code: 'DTHC',
      name: 'Destination handling',
      quantity: 2,
      amountMinor: 25_000,
      currency: 'EUR',
    },
  ],
  total: { amountMinor: freightMinor + 70_000, currency: 'USD' },
  exchangeRates: [
    {
      baseCurrency: 'EUR',
      quoteCurrency: 'USD',
      rate: '1.0850',
      asOfDate: '2030-01-09',
      source: 'ECB',
      inverted: false,
    },
  ],
});

export const bookingDetails: BookingDetails = {
  bookingDetails: {
    bookingUuid,
    shipmentId: 'SH-000123',
    customerReferenceId: 'PO-4471',
    customerId: 'c0000000-0000-4000-8000-000000000001',
    status: 'R',
    statusReason: null,
    mode: 'FCL',
    quoteUuid: 'a0000000-0000-4000-8000-000000000001',
    rateUuid: 'a0000000-0000-4000-8000-000000000002',
    origin: place('CNSHA', 'Shanghai', 'Shanghai', 'CN', 31.23, 121.47),
    destination: place('USLAX', 'Los Angeles', 'Los Angeles', 'US', 33.74, -118.26),
    bookedOn: '2030-01-10T08:00:00.000Z',
    validUntil: '2030-01-31',
    gateInBy: '2030-01-25',
    serviceType: 'cheapest',
    shipperType: 'known',
    routeKind: 'P2P',
    commodity: 'regularCargo',
    cargoReadyDate: '2030-01-20',
    comments: 'Fragile',
    carrier: { code: 'MAEU', name: 'Maersk' },
    transitTimeDays: 18,
    applicableGris: ['GRI'],
    charges: charges(200_000),
    estimatedDates: { departure: '2030-01-27', arrival: '2030-02-14' },
    vessel: 'Maersk Essen',
    voyage: '402E',
    mblNumber: 'MAEU123456789',
    containerNumbers: ['MSKU1234565'],
    quote: { date: '2030-01-09T08:00:00.000Z', amount: { amountMinor: 270_000, currency: 'USD' } },
    insurance: {
      cargoValue: { amountMinor: 5_000_000, currency: 'USD' },
      usedCargo: false,
      premium: { amountMinor: 17_500, currency: 'USD' },
      deductibleEur: 500,
    },
    paymentMode: 'wire',
    milestones: [
      {
        milestone: 'bookingReceived',
        planned: null,
        actual: '2030-01-10',
        dcsaEventCodes: ['RECE', 'CONF'],
        location: null,
      },
      {
        milestone: 'goodsReceived',
        planned: '2030-01-24',
        actual: null,
        dcsaEventCodes: ['GTIN', 'STUF'],
        location: null,
      },
      {
        milestone: 'exportCustomsCleared',
        planned: null,
        actual: null,
        dcsaEventCodes: ['CUSE'],
        location: null,
      },
      {
        milestone: 'departed',
        planned: '2030-01-27',
        actual: null,
        dcsaEventCodes: ['LOAD', 'DEPA'],
        location: 'Shanghai',
      },
      { milestone: 'arrived', planned: '2030-02-14', actual: null, dcsaEventCodes: ['ARRI', 'DISC'], location: null },
      { milestone: 'importCustomsCleared', planned: null, actual: null, dcsaEventCodes: ['CUSI'], location: null },
      { milestone: 'delivered', planned: null, actual: null, dcsaEventCodes: ['GTOT', 'DROP'], location: null },
    ],
    pendingActions: [
      { kind: 'shipperDetails', state: 'complete' },
      { kind: 'consigneeDetails', state: 'pending' },
      { kind: 'notifyPartyDetails', state: 'optional' },
      { kind: 'uploadDocuments', state: 'pending' },
      { kind: 'completeWirePayment', state: 'pending' },
      { kind: 'acceptRevisedQuote', state: 'pending' },
    ],
    revisedQuote: {
      uuid: revisedQuoteUuid,
      state: 'pending',
      issuedAt: '2030-01-11T08:00:00.000Z',
      acceptedAt: null,
      reason: 'Peak season surcharge',
      before: charges(200_000),
      after: charges(230_000),
    },
  },
  cargoDetails: {
    items: [
      {
        kind: 'container',
        containerType: 'DV40',
        quantity: 2,
        description: 'Furniture',
        weightKg: 12_000,
        volumeM3: null,
      },
    ],
  },
  documents: [
    {
      id: 'd1',
      type: 'BookingConfirmation',
      fileName: 'booking-confirmation-SH-000123.pdf',
      sizeBytes: null,
      contentType: 'application/pdf',
      uploadedAt: null,
      systemGenerated: true,
      downloadPath: `/api/v2/bookings/${bookingUuid}/documents/booking-confirmation`,
    },
    {
      id: 'd2',
      type: 'PackingList',
      fileName: 'packing-list.pdf',
      sizeBytes: 120_000,
      contentType: 'application/pdf',
      uploadedAt: '2030-01-11T09:00:00.000Z',
      systemGenerated: false,
      downloadPath: `/api/v2/bookings/${bookingUuid}/documents/d2`,
    },
  ],
  partyDetails: {
    shipper: {
      contactName: 'Li Wei',
      companyName: 'Shanghai Furniture Works Co.',
      taxId: '91310000MA1FL4XX0X',
      countryIsoCode: 'CN',
      city: 'Shanghai',
      address: '88 Century Avenue',
      zipCode: '200120',
      phone: '+8613800000000',
      email: 'li.wei@example.com',
    },
    consignee: null,
    notifyParty: null,
    billingParty: {
      contactName: 'Ana Ruiz',
      companyName: 'Ana Imports',
      taxId: '12-3456789',
      countryIsoCode: 'US',
      city: 'Miami',
      address: '1 Ocean Drive',
      zipCode: '33139',
      phone: '+13055550100',
      email: 'ana@example.com',
    },
    pickupAddress: null,
    deliveryAddress: null,
  },
  payments: [
    {
      id: wirePaymentId,
      mode: 'wire',
      status: 'pending',
      createdAt: '2030-01-10T08:00:00.000Z',
      paidAt: null,
      amount: { amountMinor: 270_000, currency: 'USD' },
      fee: { amountMinor: 2_500, currency: 'USD' },
      referenceNumber: 'FD-SH000123-01',
      receiptPath: null,
    },
  ],
};

export const detailsResponse = (details: BookingDetails = bookingDetails): BookingDetailsResponse => ({
  data: details,
});

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
}

export type StubAnswer = { status: number; body?: unknown };

/**
 * Stubs `fetch`: the details call answers `details` (or `detailsAnswer`), every other call `answer(call)`, else an
 * empty 200 (`{ data: { bookingUuid } }`). Returns the calls made, in order.
 */
export function mockBookingApi({
  details = bookingDetails,
  detailsAnswer,
  answer,
}: {
  details?: BookingDetails;
  detailsAnswer?: StubAnswer;
  answer?: (call: StubCall) => StubAnswer | undefined;
} = {}) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path: url.pathname + url.search, body };
    calls.push(call);
    const json = (status: number, payload: unknown) =>
      new Response(payload === undefined ? null : JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (method === 'GET' && url.pathname === `/api/v2/bookings/${bookingUuid}/details`) {
      return detailsAnswer ? json(detailsAnswer.status, detailsAnswer.body) : json(200, detailsResponse(details));
    }
    const answered = answer?.(call);
    if (answered) return json(answered.status, answered.body);
    return json(200, { data: { bookingUuid } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
