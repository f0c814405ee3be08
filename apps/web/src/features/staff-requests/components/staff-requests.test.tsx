import type { RequestDetail, RequestInboxItem, RequestInboxPage } from '@freightdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { brandWith } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';

/** A brand in English and Arabic. */
const brand = brandWith({ supportedLanguages: ['en', 'es', 'ar'] });
const me = { id: 'f0000000-0000-4000-8000-000000000001', name: 'Omar Haddad' };

beforeAll(async () => {
  await Promise.all([import('./requests-inbox'), import('./request-page')]);
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
  document.cookie = `auth_token=${unsignedJwt({
    ...usCustomerClaims,
    email: 'omar@forwarder.example',
    contact_name: 'Omar',
    contact_surname: 'Haddad',
    backend_customer_id: me.id,
    is_internal_user: true,
    staff_role: 'operations',
  })}; path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const grace: RequestInboxItem = {
  uuid: 'a0000000-0000-4000-8000-000000000001',
  kind: 'CUSTOM_QUOTE',
  status: 'new',
  createdAt: '2030-01-10T08:00:00.000Z',
  answerBy: '2030-01-12',
  replyBy: null,
  contact: { name: 'Grace Hopper', email: 'grace@harbour.example', phone: null, company: 'Harbour Co' },
  customerId: null,
  language: 'en',
  shipmentType: 'FCL',
  route: { origin: 'CNSHA', destination: 'USLAX' },
  serviceType: null,
  assignee: null,
};
const callBack: RequestInboxItem = {
  ...grace,
  uuid: 'a0000000-0000-4000-8000-000000000002',
  kind: 'ECOMMERCE_CALLBACK',
  status: 'in_progress',
  answerBy: null,
  replyBy: '2030-01-11T15:00:00.000Z',
  contact: { name: null, email: 'shop@parcels.example', phone: '+13055550100', company: null },
  shipmentType: null,
  route: null,
  assignee: me,
};
const detail: RequestDetail = {
  ...grace,
  reason: null,
  storedKind: 'CUSTOM_QUOTE',
  search: null,
  quoteUuid: null,
  comments: 'Two containers every month.',
  history: [],
  allowedMoves: ['in_progress', 'closed'],
  mayAnswer: true,
  mayOffer: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs the inbox (`list(query)`), one request and its assignment; records every call. */
function mockApi({
  list = (query: URLSearchParams) =>
    [grace, callBack].filter((item) => !query.get('status') || item.status === query.get('status')),
  request = () => json({ data: detail }),
}: { list?: (query: URLSearchParams) => RequestInboxItem[] | Response; request?: () => Response } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v2/staff/requests') {
      const items = list(url.searchParams);
      if (items instanceof Response) return items;
      return json({
        data: items,
        meta: {
          page: 1,
          pageSize: 20,
          total: items.length,
          counts: { new: 1, in_progress: 1, answered: 0, closed: 0 },
          assignees: [me],
        },
      } satisfies RequestInboxPage);
    }
    if (url.pathname === `/api/v2/staff/requests/${grace.uuid}/assignee` && init?.method === 'PUT')
      return json({
        data: {
          ...detail,
          status: 'in_progress',
          assignee: me,
          history: [
            {
              uuid: 'e0000000-0000-4000-8000-000000000001',
              kind: 'assigned',
              at: '2030-01-10T09:00:00.000Z',
              actor: me,
              fromStatus: null,
              toStatus: null,
              assignee: me,
              text: null,
              quoteUuid: null,
              sentTo: null,
            },
          ],
        } satisfies RequestDetail,
      });
    if (url.pathname === `/api/v2/staff/requests/${grace.uuid}`) return request();
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const inboxQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v2/staff/requests')
    .map((url) => url.search);

describe('the requests inbox', () => {
  it(
    'lists the requests newest first with kind, route, status and assignee; each opens its page',
    { timeout: 45_000 },
    async () => {
      const fetchMock = mockApi();
      renderApp({ url: '/admin/requests', brand });
      // The first page of the file loads the app's chunks: a slow machine takes a while.
      await screen.findByRole('heading', { level: 1, name: 'Requests' }, { timeout: 20_000 });
      expect(await screen.findByRole('heading', { name: 'Requests: 2' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Requests']);
      const rows = within(screen.getByRole('list', { name: 'Requests: 2' })).getAllByRole('listitem');
      expect(rows[0]).toHaveTextContent('Custom quote · FCL CNSHA → USLAX');
      expect(rows[0]).toHaveTextContent('New');
      expect(rows[0]).toHaveTextContent('Unassigned');
      expect(within(rows[0]!).getByRole('link', { name: 'Grace Hopper · Harbour Co' })).toHaveAttribute(
        'href',
        `/admin/requests/${grace.uuid}`,
      );
      // Without a name, the e-mail names the request.
      expect(within(rows[1]!).getByRole('link', { name: 'shop@parcels.example' })).toBeInTheDocument();
      expect(rows[1]).toHaveTextContent('Omar Haddad');
      expect(screen.getByRole('button', { name: 'New (1)' })).toHaveAttribute('aria-pressed', 'false');
      expect(inboxQueries(fetchMock)).toEqual(['?page=1&pageSize=20']);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('filters by status and by search text', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderApp({ url: '/admin/requests', brand });
    await user.click(await screen.findByRole('button', { name: 'In progress (1)' }));
    expect(await screen.findByRole('heading', { name: 'Requests: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In progress (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: /Grace Hopper/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'parcels');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(inboxQueries(fetchMock).at(-1)).toBe('?status=in_progress&q=parcels&page=1&pageSize=20'),
    );
  });

  it('says when no request matches, and when the inbox could not be loaded', async () => {
    mockApi({ list: () => [] });
    const first = renderApp({ url: '/admin/requests', brand });
    expect(await screen.findByText('No request matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Requests/ })).toBeNull();
    first.unmount();
    mockApi({ list: () => json({ message: 'Service unavailable' }, 503) });
    renderApp({ url: '/admin/requests', brand });
    expect(await screen.findByText('The requests could not be loaded. Please try again.')).toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    mockApi();
    renderApp({ url: '/ar/admin/requests', brand });
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلبات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('link', { name: 'Grace Hopper · Harbour Co' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('a request', () => {
  it('shows what the customer sent; staff assign it to themselves and it is in progress', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderApp({ url: `/admin/requests/${grace.uuid}`, brand });
    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper · Harbour Co' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Request']);
    expect(screen.getByText('Two containers every month.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has happened yet.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Omar Haddad assigned it to Omar Haddad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unassign' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/assignee'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ assigneeId: me.id });
  });

  it('says when the request does not exist', async () => {
    mockApi({ request: () => json({ message: 'REQUEST_NOT_FOUND' }, 404) });
    renderApp({ url: `/admin/requests/${grace.uuid}`, brand });
    expect(await screen.findByText('We could not find this request.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the requests' })).toHaveAttribute('href', '/admin/requests');
  });
});
