import type { AuditEntryView, CarrierView, ExchangeRateView } from '@freightdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { bodiesSentTo, mockApi } from '@/testing/api-by-path';
import { axeViolations } from '@/testing/axe';
import { brandWith, testBrandInput } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';

const signInAs = (claims: object) => {
  document.cookie = `auth_token=${unsignedJwt({ ...usCustomerClaims, ...claims })}; path=/`;
};

const eurUsd: ExchangeRateView = {
  baseCurrency: 'EUR',
  quoteCurrency: 'USD',
  rate: '1.085',
  asOfDate: '2026-11-20',
  source: 'console',
  lastChange: { actorEmail: 'prices@freightdesk.example', at: '2026-11-20T10:15:00.000Z' },
};
const maersk: CarrierView = {
  code: 'MAEU',
  name: 'Maersk',
  modes: ['FCL', 'LCL'],
  logoUrl: null,
  active: true,
  lastChange: null,
};
/** The console's rate settings show only where the brand turns rate management on. */
const rateBrand = (overrides: Parameters<typeof brandWith>[0] = {}) =>
  brandWith({ featureFlags: { ...testBrandInput.featureFlags, rateManagement: true }, ...overrides });
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, pageSize: 50, total: data.length } });
const ratesUrl = '/api/v2/rate-settings/exchange-rates';
const carriersUrl = '/api/v2/rate-settings/carriers';

beforeAll(async () => {
  await import('./rate-settings-page');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
  signInAs({ is_internal_user: true, staff_role: 'pricing', email: 'prices@freightdesk.example' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rate settings', () => {
  it('lists exchange rates with who changed them last, and adds one after checking it', async () => {
    const fetchMock = mockApi({
      [`GET ${ratesUrl}?page=1&pageSize=50`]: { status: 200, body: page([eurUsd]) },
      [`POST ${ratesUrl}`]: {
        status: 409,
        body: { message: 'RATE_SETTING_ALREADY_EXISTS' },
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/admin/rate-management/settings/exchange-rates', brand: rateBrand() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Exchange rates' })).toHaveAttribute('aria-current', 'page');
    const row = (await screen.findByRole('rowheader', { name: 'EUR/USD' })).closest('tr')!;
    expect(within(row).getByText('1.085')).toBeInTheDocument();
    expect(within(row).getByText('prices@freightdesk.example')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an exchange rate' });
    await user.type(within(dialog).getByLabelText(/^Rate/), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Rate/)).toHaveAccessibleDescription(
        'Enter a rate such as 0.9234 (up to 6 decimals)',
      ),
    );
    expect(bodiesSentTo(fetchMock, `POST ${ratesUrl}`)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^Rate/));
    await user.type(within(dialog).getByLabelText(/^Rate/), '1.09');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This already exists. Correct the existing entry instead.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, `POST ${ratesUrl}`)[0]).toMatchObject({
      baseCurrency: 'EUR',
      quoteCurrency: 'USD',
      rate: '1.09',
    });
  }, 60_000);

  it('deactivates a carrier and shows its history with the values before and after', async () => {
    const history: AuditEntryView[] = [
      {
        id: '6f1c1b43-4a9e-4f41-9a53-2d3cf0a3b001',
        action: 'carrier.update',
        entityType: 'carrier',
        entityId: 'MAEU',
        actorEmail: 'prices@freightdesk.example',
        createdAt: '2026-11-21T08:00:00.000Z',
        before: { code: 'MAEU', name: 'Maersk Line', modes: ['FCL'], logoUrl: null, active: true },
        after: { code: 'MAEU', name: 'Maersk', modes: ['FCL', 'LCL'], logoUrl: null, active: true },
      },
    ];
    const fetchMock = mockApi({
      [`GET ${carriersUrl}?page=1&pageSize=50`]: { status: 200, body: page([maersk]) },
      [`PUT ${carriersUrl}/MAEU`]: { status: 200, body: { data: { ...maersk, active: false } } },
      [`GET /api/v2/rate-settings/carriers/history?entityId=MAEU`]: { status: 200, body: { data: history } },
    });
    const user = userEvent.setup();
    renderApp({ url: '/admin/rate-management/settings/carriers', brand: rateBrand() });
    await screen.findByRole('rowheader', { name: 'MAEU' });
    await user.click(screen.getByRole('button', { name: 'Deactivate Maersk' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, `PUT ${carriersUrl}/MAEU`)[0]).toEqual({
        name: 'Maersk',
        modes: ['FCL', 'LCL'],
        logoUrl: null,
        active: false,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'History of Maersk' }));
    const drawer = await screen.findByRole('dialog', { name: 'History of Maersk' });
    expect(await within(drawer).findByText('Changed')).toBeInTheDocument();
    expect(within(drawer).getByText('Maersk Line → Maersk')).toBeInTheDocument();
    expect(within(drawer).getByText('FCL → FCL, LCL')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it('removes an exchange rate once confirmed; a carrier in the tariffs is refused, the dialog says why', async () => {
    const fetchMock = mockApi({
      [`GET ${ratesUrl}?page=1&pageSize=50`]: { status: 200, body: page([eurUsd]) },
      [`DELETE ${ratesUrl}/EUR/USD/2026-11-20`]: { status: 204 },
      [`GET ${carriersUrl}?page=1&pageSize=50`]: { status: 200, body: page([maersk]) },
      [`DELETE ${carriersUrl}/MAEU`]: { status: 409, body: { message: 'RATE_SETTING_IN_USE' } },
    });
    const user = userEvent.setup();
    renderApp({ url: '/admin/rate-management/settings/exchange-rates', brand: rateBrand() });
    await screen.findByRole('rowheader', { name: 'EUR/USD' });
    await user.click(screen.getByRole('button', { name: 'Remove EUR/USD 2026-11-20' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this exchange rate?' });
    expect(within(confirm).getByText(/EUR\/USD · Nov 20, 2026 · 1\.085/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url))).toEqual([
      expect.stringContaining(`${ratesUrl}/EUR/USD/2026-11-20`),
    ]);

    await user.click(screen.getByRole('tab', { name: 'Carriers' }));
    await screen.findByRole('rowheader', { name: 'MAEU' });
    await user.click(screen.getByRole('button', { name: 'Remove Maersk' }));
    const refused = await screen.findByRole('dialog', { name: 'Remove this carrier?' });
    await user.click(within(refused).getByRole('button', { name: 'Remove' }));
    expect(await within(refused).findByRole('alert')).toHaveTextContent(
      'This carrier is in the published tariffs, so it cannot be removed.',
    );
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('shows an empty list, and a failed one with a way to try again', async () => {
    mockApi({ [`GET ${carriersUrl}?page=1&pageSize=50`]: { status: 200, body: page([]) } });
    renderApp({ url: '/admin/rate-management/settings/carriers', brand: rateBrand() });
    expect(await screen.findByText('No carriers match.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockApi({});
    renderApp({ url: '/admin/rate-management/settings/port-charges', brand: rateBrand() });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is written right to left in Arabic', async () => {
    signInAs({ is_internal_user: true, staff_role: 'pricing', preferred_language: 'ar' });
    mockApi({ [`GET ${ratesUrl}?page=1&pageSize=50`]: { status: 200, body: page([eurUsd]) } });
    renderApp({
      url: '/ar/admin/rate-management/settings/exchange-rates',
      brand: rateBrand({ supportedLanguages: ['en', 'es', 'pt', 'ar'] }),
    });
    expect(await screen.findByRole('tab', { name: 'أسعار الصرف' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'EUR/USD' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await axeViolations()).toEqual([]);
  }, 30_000);

  it('tells operations staff the page is not for their account', async () => {
    signInAs({ is_internal_user: true, staff_role: 'operations' });
    mockApi({});
    renderApp({ url: '/admin/rate-management/settings/carriers', brand: rateBrand() });
    expect(await screen.findByRole('heading', { name: 'Not available to your account' })).toBeInTheDocument();
  });
});
