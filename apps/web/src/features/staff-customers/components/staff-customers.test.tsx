import type { StaffCustomer, StaffCustomerDetails, StaffCustomerSearchResponse, StaffRole } from '@freightdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { brandWith, testBrand } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';

/** A brand in English and Arabic. */
const brand = brandWith({ supportedLanguages: ['en', 'es', 'ar'] });

beforeAll(async () => {
  await Promise.all([import('./customers-list'), import('./customer-page')]);
}, 60_000);

const signInAsStaff = (role: StaffRole) => {
  document.cookie = `auth_token=${unsignedJwt({
    ...usCustomerClaims,
    email: 'sam@forwarder.example',
    backend_customer_id: 'f0000000-0000-4000-8000-000000000001',
    is_internal_user: true,
    staff_role: role,
  })}; path=/`;
};

beforeEach(() => {
  mockViewport('desktop');
  signInAsStaff('operations');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const amelia: StaffCustomer = {
  id: 'c0000000-0000-4000-8000-000000000001',
  email: 'amelia@harbour.example',
  name: 'Amelia Earhart',
  company: 'Harbour Imports',
  profile: 'business',
  phoneNumber: '+13055550111',
  createdAt: '2030-01-10T08:00:00.000Z',
  lastSignInAt: null,
  staffRole: null,
};
const bruno: StaffCustomer = {
  ...amelia,
  id: 'c0000000-0000-4000-8000-000000000002',
  email: 'bruno@costa.example',
  name: 'Bruno Costa',
  company: null,
  phoneNumber: null,
  lastSignInAt: '2030-02-01T10:30:00.000Z',
};

const details: StaffCustomerDetails = {
  ...amelia,
  contactName: 'Amelia',
  contactSurname: 'Earhart',
  customerType: 'STANDARD',
  preferredLanguage: 'ar',
  backendBranch: 'US',
  emailValidated: true,
  hasPassword: true,
  isStaff: false,
  country: 'US',
  city: 'Miami',
  liveSessions: [],
  audit: [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      action: 'impersonation.end',
      actorEmail: 'sam@forwarder.example',
      at: '2030-02-02T09:05:00.000Z',
      ipAddress: '127.0.0.1',
      details: {},
    },
    {
      id: 'a0000000-0000-4000-8000-000000000002',
      action: 'impersonation.start',
      actorEmail: 'sam@forwarder.example',
      at: '2030-02-02T09:00:00.000Z',
      ipAddress: '127.0.0.1',
      details: {},
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const emptyPage = { data: [], meta: { page: 1, pageSize: 10, total: 0 } };

/**
 * Stubs the console's calls: the search answers `search(query)`, the customer's page its details, no quotes, bookings
 * or credit line. Records every call.
 */
function mockApi({
  search = (query: string | null) =>
    [amelia, bruno].filter((customer) => !query || customer.name.toLowerCase().includes(query)),
  customer = () => json({ data: details }),
}: { search?: (query: string | null) => StaffCustomer[] | Response; customer?: () => Response } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v2/staff/customers') {
      const found = search(url.searchParams.get('query'));
      if (found instanceof Response) return found;
      return json({
        data: found,
        meta: { page: 1, pageSize: 20, total: found.length, totalIsCapped: false },
      } satisfies StaffCustomerSearchResponse);
    }
    if (url.pathname === `/api/v2/staff/customers/${amelia.id}`) return customer();
    if (/\/(quotes|bookings)$/.test(url.pathname)) return json(emptyPage);
    if (url.pathname.endsWith('/credit-line')) return json({ data: { creditLine: null, used: null, available: null } });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const searchQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v2/staff/customers')
    .map((url) => url.searchParams.get('query'));

describe('All customers', () => {
  it('lists the customers under one heading; typing part of a name narrows the list', { timeout: 45_000 }, async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderApp({ url: '/admin/customers', brand });
    // The first page of the file loads the app's chunks: a slow machine takes a while.
    await screen.findByRole('heading', { level: 1, name: 'All customers' }, { timeout: 20_000 });
    expect(await screen.findByRole('heading', { name: 'Customers: 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'All customers',
    ]);
    const table = screen.getByRole('table', { name: 'Customers: 2' });
    const ameliaRow = within(table).getByRole('row', { name: /Amelia Earhart/ });
    expect(ameliaRow).toHaveTextContent('Harbour Imports');
    expect(ameliaRow).toHaveTextContent('amelia@harbour.example');
    // The stored E.164 number, grouped as people read it.
    expect(ameliaRow).toHaveTextContent('+1 305 555 0111');
    expect(ameliaRow).toHaveTextContent('Never');
    expect(within(ameliaRow).getByRole('link', { name: 'Amelia Earhart' })).toHaveAttribute(
      'href',
      `/admin/customers/${amelia.id}`,
    );
    expect(await axeViolations()).toEqual([]);

    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    await user.type(search, 'am');
    expect(screen.getByText('Type at least 3 characters')).toBeInTheDocument();
    await user.type(search, 'e');
    expect(await screen.findByRole('heading', { name: 'Customers: 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bruno Costa' })).toBeNull();
    // Two letters are not searched; the debounced three are, once.
    expect(searchQueries(fetchMock)).toEqual([null, 'ame']);
  });

  it('says when nothing matches, and when the brand has no customer yet', async () => {
    mockApi({ search: () => [] });
    const user = userEvent.setup();
    renderApp({ url: '/admin/customers', brand });
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'zed');
    expect(await screen.findByText('No customer matches “zed”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the customers could not be loaded when the search fails', async () => {
    mockApi({ search: () => json({ message: 'Service unavailable' }, 503) });
    renderApp({ url: '/admin/customers', brand });
    expect(await screen.findByText('The customers could not be loaded. Try again.')).toBeInTheDocument();
  });

  it('offers customer creation to staff who manage customers, and reads right to left in Arabic', async () => {
    mockApi();
    renderApp({ url: '/ar/admin/customers', brand });
    expect(await screen.findByRole('heading', { level: 1, name: 'جميع العملاء' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('link', { name: 'Amelia Earhart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء عميل' })).toHaveAttribute('href', '/ar/admin/customers/new');
    expect(await axeViolations()).toEqual([]);
  });

  it('is not for staff whose kind does not open customers (support)', async () => {
    signInAsStaff('support');
    const fetchMock = mockApi();
    renderApp({ url: '/admin/customers', brand });
    expect(await screen.findByRole('heading', { name: 'Not available to your account' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(searchQueries(fetchMock)).toEqual([]);
  });
});

describe('the customer page', () => {
  it('shows the profile, the empty sections and the audit trail, and impersonates the customer', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderApp({ url: `/admin/customers/${amelia.id}`, brand });
    expect(await screen.findByRole('heading', { level: 2, name: 'Amelia Earhart' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Customer']);
    expect(screen.getByRole('link', { name: 'Back to all customers' })).toHaveAttribute('href', '/admin/customers');
    expect(screen.getByText('amelia@harbour.example')).toBeInTheDocument();
    expect(screen.getByText('Arabic')).toBeInTheDocument();
    expect(screen.getByText('No active sessions.')).toBeInTheDocument();
    const audit = screen.getByRole('table', { name: 'Audit trail' });
    const rows = within(audit).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.firstChild!.textContent)).toEqual([
      'Impersonation ended',
      'Impersonation started',
    ]);
    expect(rows[0]).toHaveTextContent('sam@forwarder.example');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Impersonate' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/v2/impersonated-users')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v2/impersonated-users')!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ customerId: amelia.id });
  });

  it('says so when the impersonation is refused', async () => {
    const fetchMock = mockApi();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input) === '/api/v2/impersonated-users' ? json({ message: 'ACCESS_FORBIDDEN' }, 403) : answer(input),
    );
    const user = userEvent.setup();
    renderApp({ url: `/admin/customers/${amelia.id}`, brand });
    await user.click(await screen.findByRole('button', { name: 'Impersonate' }));
    expect(await screen.findByText('Could not act as this customer. Try again.')).toBeInTheDocument();
  });

  it('does not offer to impersonate a staff member', async () => {
    mockApi({ customer: () => json({ data: { ...details, isStaff: true, staffRole: 'sales' } }) });
    renderApp({ url: `/admin/customers/${amelia.id}`, brand });
    expect(await screen.findByText('Staff member: Sales')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Impersonate' })).toBeNull();
  });

  it('says when the customer does not exist, and when the page could not load', async () => {
    mockApi({ customer: () => json({ message: 'USER_NOT_FOUND' }, 404) });
    const first = renderApp({ url: `/admin/customers/${amelia.id}`, brand: testBrand });
    expect(await screen.findByText('There is no such customer.')).toBeInTheDocument();
    first.unmount();
    mockApi({ customer: () => json({ message: 'Service unavailable' }, 503) });
    renderApp({ url: `/admin/customers/${amelia.id}`, brand: testBrand });
    expect(await screen.findByText('This part could not be loaded. Try again.')).toBeInTheDocument();
  });
});
