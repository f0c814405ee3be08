import type { RequoteResponse, StaffShipment, StaffShipmentsPage } from '@freightdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { brandWith, testBrand } from '@/testing/brand-fixture';
import {
  jsonResponse as json,
  listPageOf,
  listQueriesOf,
  mockListApi,
  requestedBookingSummary,
} from '@/testing/list-api-fixture';
import { renderApp } from '@/testing/render-app';

/** A brand with re-quotes on, in English, Spanish and Arabic. */
const brand = brandWith({
  featureFlags: { ...testBrand.featureFlags, requoteStep: true },
  supportedLanguages: ['en', 'es', 'ar'],
});

beforeAll(async () => {
  await import('./staff-shipments');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
  document.cookie = `auth_token=${unsignedJwt({
    ...usCustomerClaims,
    email: 'sam@forwarder.example',
    is_internal_user: true,
    staff_role: 'operations',
  })}; path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const shipment: StaffShipment = {
  ...requestedBookingSummary,
  pendingActionCount: 2,
  customer: {
    id: 'c0000000-0000-4000-8000-000000000001',
    email: 'ana@acme.example',
    name: 'Ana Ruiz',
    company: 'Acme',
  },
  cargoReadyDate: '2030-01-20',
  etd: '2030-01-25',
  eta: '2030-02-12',
  pendingActions: ['shipperDetails', 'consigneeDetails'],
};

const requote: RequoteResponse['data'] = {
  quoteUuid: 'a0000000-0000-4000-8000-000000000009',
  cargoReadyDate: '2030-01-20',
  currentTotal: { amountMinor: 270_000, currency: 'USD' },
  rates: [
    {
      rateUuid: 'a0000000-0000-4000-8000-000000000010',
      carrierName: 'Maersk',
      carrierCode: 'MAEU',
      transitTimeDays: 18,
      departureDate: '2030-01-25',
      validUntil: '2030-01-31',
      rateTotal: { amountMinor: 290_000, currency: 'USD' },
      revisedTotal: { amountMinor: 290_000, currency: 'USD' },
      droppedServiceCodes: [],
    },
  ],
};

const listPath = '/api/v2/staff/shipments';

/** Stubs `fetch` for the list, the re-quote and its issue; records every call. */
const mockApi = (list: (query: URLSearchParams) => StaffShipmentsPage, rates = requote) =>
  mockListApi(listPath, list, (url, init) => {
    if (url.pathname.endsWith('/requotes') && init?.method === 'POST') return json({ data: rates }, 201);
    if (url.pathname.includes('/requotes/') && init?.method === 'POST')
      return json({ data: { bookingUuid: shipment.bookingUuid } }, 201);
    return undefined;
  });

const pageOf = (data: StaffShipment[], total = data.length): StaffShipmentsPage =>
  listPageOf(data, { total, pageSize: 25 });
const listQueries = (fetchMock: ReturnType<typeof mockApi>) => listQueriesOf(fetchMock, listPath);

describe('All shipments', () => {
  it("lists the brand's bookings with their customer, dates and pending actions; each opens its page", async () => {
    const fetchMock = mockApi(() => pageOf([shipment]));
    renderApp({ url: '/admin/shipments', brand });
    expect(await screen.findByRole('heading', { level: 1, name: 'All shipments' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Shipments found: 1' })).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: /^Shipments found/ })).getByRole('row', {
      name: /SH-000123/,
    });
    expect(row).toHaveTextContent('Acme');
    expect(row).toHaveTextContent('ana@acme.example');
    expect(row).toHaveTextContent('Booking Requested');
    expect(row).toHaveTextContent('Jan 20, 2030');
    expect(row).toHaveTextContent('Jan 25, 2030');
    expect(row).toHaveTextContent('$2,700.00');
    expect(row).toHaveTextContent('Pending: 2');
    expect(within(row).getByRole('link', { name: 'Open SH-000123' })).toHaveAttribute(
      'href',
      `/booking/${shipment.bookingUuid}`,
    );
    expect(within(row).getByRole('button', { name: 'Re-quote SH-000123' })).toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual(['?sort=-bookedOn&page=1&pageSize=25']);
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by customer, status and pending action, keeping them in the address', async () => {
    const fetchMock = mockApi((query) => pageOf(query.get('status') === 'C' ? [] : [shipment]));
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/admin/shipments', brand });
    await screen.findByRole('heading', { name: 'Shipments found: 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Customer' }), 'acme');
    await waitFor(() => expect(router.state.location.search).toBe('?customer=acme'));
    await user.selectOptions(screen.getByLabelText('Pending actions'), 'shipperDetails');
    await user.selectOptions(screen.getByLabelText('Status'), 'C');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('C'));
    expect(await screen.findByText('No shipment matches these filters.')).toBeInTheDocument();
    expect(listQueries(fetchMock).at(-1)).toBe(
      '?customer=acme&status=C&pendingAction=shipperDetails&sort=-bookedOn&page=1&pageSize=25',
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('re-quotes a booking: today’s rates, one picked, sent as the revised quote', { timeout: 45_000 }, async () => {
    const fetchMock = mockApi(() => pageOf([shipment]));
    const user = userEvent.setup();
    renderApp({ url: '/admin/shipments', brand });
    await user.click(await screen.findByRole('button', { name: 'Re-quote SH-000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-quote SH-000123' });
    expect(await within(dialog).findByText("Today's rates")).toBeInTheDocument();
    expect(within(dialog).getByText(/Current total: .*\$2,700\.00/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    // Sending without a rate says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Send the revised quote' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick one of today');
    await user.click(within(dialog).getByRole('radio', { name: /Maersk/ }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason the customer reads/ });
    await user.clear(reason);
    await user.type(reason, 'GRI from February');
    await user.click(within(dialog).getByRole('button', { name: 'Send the revised quote' }));
    expect(await within(dialog).findByText(/The revised quote was sent to the customer/)).toBeInTheDocument();
    const issued = fetchMock.mock.calls.find(([input]) => String(input).includes('/requotes/'));
    const { quoteUuid, rates } = requote;
    expect(String(issued?.[0])).toBe(
      `/api/v2/staff/bookings/${shipment.bookingUuid}/requotes/${quoteUuid}/rates/${rates[0]!.rateUuid}`,
    );
    expect(JSON.parse(String(issued?.[1]?.body))).toEqual({ reason: 'GRI from February' });
  });

  it('hides the re-quote without the brand’s flag', async () => {
    mockApi(() => pageOf([shipment]));
    renderApp({ url: '/admin/shipments' });
    expect(await screen.findByRole('link', { name: 'Open SH-000123' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-quote SH-000123' })).toBeNull();
  });

  it('says so when no rate is offered today', async () => {
    mockApi(() => pageOf([shipment]), { ...requote, rates: [] });
    const user = userEvent.setup();
    renderApp({ url: '/admin/shipments', brand });
    await user.click(await screen.findByRole('button', { name: 'Re-quote SH-000123' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/No rate is offered for this cargo and route today/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send the revised quote' })).toBeNull();
  });

  it('shows cards on a phone, in Arabic right to left', async () => {
    mockViewport('mobile');
    mockApi(() => pageOf([shipment]));
    renderApp({ url: '/ar/admin/shipments', brand });
    expect(await screen.findByRole('heading', { level: 1, name: 'جميع الشحنات' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: /الشحنات المطابقة/ });
    expect(within(list).getByRole('heading', { name: 'SH-000123' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await axeViolations()).toEqual([]);
  });
});
