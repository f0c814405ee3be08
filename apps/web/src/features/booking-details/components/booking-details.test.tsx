import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { brandWith } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';
import { bookingDetails, bookingUuid, mockBookingApi } from '../testing/booking-fixtures';

// The page is a lazy chunk: transform it once up front (see the auth screens' tests).
beforeAll(async () => {
  await import('./booking-details');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
  document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const url = `/booking/${bookingUuid}`;
const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Booking details', () => {
  it('shows the summary: every booking fact, charges by group and rates, parties, files, payments', async () => {
    mockBookingApi();
    renderApp({ url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking SH-000123' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent(
      'Home/My bookings/Booking details #SH-000123',
    );
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(factOf('Booking ID')).toBe(bookingUuid);
    expect(factOf('Customer reference')).toBe('PO-4471');
    // Each place isolated (FSI … PDI), so it keeps its order inside a right-to-left sentence.
    expect(factOf('Route')).toBe('\u2068Shanghai, CN (CNSHA)\u2069 to \u2068Los Angeles, US (USLAX)\u2069');
    expect(factOf('Valid until')).toBe('Jan 31, 2030');
    expect(factOf('Gate-in by')).toBe('Jan 25, 2030');
    expect(factOf('Route type')).toBe('Port to port');
    expect(factOf('Applicable GRIs')).toBe('GRI');
    expect(factOf('Vessel')).toBe('Maersk Essen');
    expect(factOf('MBL number')).toBe('MAEU123456789');
    expect(factOf('Containers')).toBe('MSKU1234565');
    expect(factOf('Quote amount')).toBe('$2,700.00');

    const charges = screen.getByRole('table', { name: 'Charges by group' });
    expect(within(charges).getByRole('columnheader', { name: 'Origin port' })).toBeInTheDocument();
    expect(within(charges).getByRole('row', { name: /Destination handling/ })).toHaveTextContent('€250.00');
    expect(within(charges).getByRole('row', { name: /^Total/ })).toHaveTextContent('$2,700.00');
    expect(screen.getByText('1 EUR = 1.0850 USD on Jan 9, 2030 (ECB)')).toBeInTheDocument();
    expect(screen.getByText(/The invoice uses the exchange rate of the billing date/)).toBeInTheDocument();
    expect(screen.getByText(/2 × DV40 · Furniture · 12,000 kg/)).toBeInTheDocument();
    expect(factOf('Consignee')).toBe('Not given yet');
    expect(factOf('Shipper')).toContain('Shanghai Furniture Works Co.');

    expect(screen.getByRole('button', { name: 'Download Booking confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Packing List' })).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('row', { name: /FD-SH000123-01/ })).toHaveTextContent(
      'Jan 10, 2030Wire transfer$2,700.00$25.00FD-SH000123-01Awaiting payment—',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('on a phone, lists the documents and payments as cards that fit the screen, not as wide tables', async () => {
    mockViewport('mobile');
    mockBookingApi();
    renderApp({ url });
    const documents = await screen.findByRole('list', { name: 'Documents' });
    const packingList = within(documents)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Packing List'));
    expect(packingList).toBeDefined();
    expect(within(packingList!).getByRole('button', { name: 'Download Packing List' })).toBeInTheDocument();
    const payments = screen.getByRole('list', { name: 'Payments' });
    const [payment] = within(payments).getAllByRole('listitem');
    expect(payment).toHaveTextContent('FD-SH000123-01');
    expect(within(payment!).getByText('Amount', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$2,700.00');
    expect(screen.queryByRole('table', { name: 'Documents' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Payments' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('downloads a document with the session token', async () => {
    const { fetchMock } = mockBookingApi({
      answer: (call) => (call.path.endsWith('/documents/d2') ? { status: 200, body: 'pdf' } : undefined),
    });
    const createObjectURL = vi.fn(() => 'blob:document');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp({ url });
    await user.click(await screen.findByRole('button', { name: 'Download Packing List' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'packing-list.pdf');
    expect(createObjectURL).toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/documents/d2'))!;
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('moves between the tabs with the keyboard and shows the milestones and the route map', async () => {
    mockBookingApi();
    const user = userEvent.setup();
    const { router } = renderApp({ url });
    const summary = await screen.findByRole('tab', { name: 'Summary' });
    await user.click(summary);
    await user.keyboard('{ArrowRight}');
    const tracking = screen.getByRole('tab', { name: 'Tracking' });
    expect(tracking).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tracking).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toBe('?tab=tracking');
    const panel = screen.getByRole('tabpanel', { name: 'Tracking' });
    const milestones = within(panel).getAllByRole('listitem');
    expect(milestones).toHaveLength(7);
    expect(milestones[0]).toHaveTextContent('Booking received (Done)PlannedNot planned yetActualJan 10, 2030');
    expect(milestones[3]).toHaveTextContent(
      'Shipment departed (Upcoming)PlannedJan 27, 2030ActualNot yetLocation: Shanghai',
    );
    expect(milestones[6]).toHaveTextContent('Goods delivered');
    expect(
      await within(panel).findByRole('img', { name: 'Route map: Shanghai to Los Angeles' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('says when the route map cannot be drawn (no coordinates)', async () => {
    const { lat: _lat, lon: _lon, ...origin } = bookingDetails.bookingDetails.origin;
    mockBookingApi({ details: { ...bookingDetails, bookingDetails: { ...bookingDetails.bookingDetails, origin } } });
    renderApp({ url: `${url}?tab=tracking` });
    expect(await screen.findByText('The route map is not available for this booking.')).toBeInTheDocument();
  });

  it.each([
    [422, 'BOOKING_NOT_FOUND', 'We could not find this booking.'],
    [503, 'PRODUCT_SERVICE_NOT_AVAILABLE', 'This service is not available right now. Please try again later.'],
    [500, 'SOMETHING_ELSE', 'Something went wrong. Please try again.'],
  ])('shows a %i %s answer in place with its text', async (status, message, text) => {
    mockBookingApi({ detailsAnswer: { status, body: { message } } });
    renderApp({ url });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands a 403 to the access-forbidden handling', async () => {
    mockBookingApi({ detailsAnswer: { status: 403, body: { message: 'ACCESS_FORBIDDEN' } } });
    renderApp({ url });
    expect(await screen.findByRole('dialog', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in rather than loading a booking that is not theirs to see', async () => {
    document.cookie = 'auth_token=; path=/; max-age=0';
    const { calls } = mockBookingApi();
    const user = userEvent.setup();
    const { router } = renderApp({ url });
    expect(
      await screen.findByText(
        'Log in to see this booking: its details, documents and payments are only shown to its customer.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/details'))).toEqual([]);
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }));
    expect(new URLSearchParams(router.state.location.search).get('authPanel')).toBe('signIn');
  });

  it('is in Arabic, right to left', async () => {
    mockBookingApi();
    renderApp({ url: `/ar${url}`, brand: brandWith({ supportedLanguages: ['en', 'es', 'pt', 'ar'] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'الحجز SH-000123' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الملخص' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // A labelled charge line is named in Arabic (ADR 091); a line in a tariff's own words keeps them.
    const charges = screen.getByRole('region', { name: 'الرسوم حسب المجموعة' });
    expect(within(charges).getByRole('rowheader', { name: 'شحن بحري (OFR)' })).toBeInTheDocument();
    expect(within(charges).getByRole('rowheader', { name: 'Destination handling (DTHC)' })).toBeInTheDocument();
  });
});
