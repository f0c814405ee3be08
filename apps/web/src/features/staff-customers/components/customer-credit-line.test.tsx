import type { CreditLineResponse, Money, StaffCustomerDetails } from '@freightdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { renderApp } from '@/testing/render-app';

const customerId = 'c0000000-0000-4000-8000-000000000001';

const customer: StaffCustomerDetails = {
  id: customerId,
  name: 'Ana Lima',
  company: 'Acme Imports',
  email: 'ana@acme.example',
  phoneNumber: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  lastSignInAt: null,
  staffRole: null,
  contactName: 'Ana',
  contactSurname: 'Lima',
  customerType: 'BUSINESS',
  preferredLanguage: 'en',
  backendBranch: 'US',
  emailValidated: true,
  hasPassword: true,
  isStaff: false,
  country: 'US',
  city: null,
  liveSessions: [],
  audit: [],
};

beforeAll(async () => {
  await import('./customer-page');
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

/** The customer page's calls; the credit line is whatever the last PUT set. */
function mockApi(initialLine: Money | null) {
  let line = initialLine;
  const puts: unknown[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const base = `/api/v2/staff/customers/${customerId}`;
    if (url.pathname === base) return json({ data: customer });
    if (url.pathname === `${base}/credit-line` && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Money;
      puts.push(body);
      line = body.amountMinor === 0 ? null : body;
      return json({ data: {} });
    }
    if (url.pathname === `${base}/credit-line`) {
      const answer: CreditLineResponse = {
        data: { customerId, creditLine: line, used: null, available: line, updatedAt: null },
      };
      return json(answer);
    }
    if (url.pathname.endsWith('/quotes') || url.pathname.endsWith('/bookings'))
      return json({ data: [], meta: { page: 1, pageSize: 10, total: 0 } });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { puts };
}

const creditSection = () => screen.getByRole('region', { name: 'Credit line' });

describe('the customer page’s credit line', () => {
  it('gives a customer without one a credit line, which the page then shows', async () => {
    const { puts } = mockApi(null);
    const user = userEvent.setup();
    renderApp({ url: `/admin/customers/${customerId}` });
    expect(
      await within(await screen.findByRole('region', { name: 'Credit line' })).findByText('No credit line.'),
    ).toBeVisible();

    await user.type(within(creditSection()).getByRole('textbox', { name: /Credit line/ }), '5000');
    await user.selectOptions(within(creditSection()).getByRole('combobox', { name: /Currency/ }), 'EUR');
    await user.click(within(creditSection()).getByRole('button', { name: 'Set credit line' }));

    expect(await within(creditSection()).findByText('The credit line was set.')).toBeVisible();
    expect(puts).toEqual([{ amountMinor: 500_000, currency: 'EUR' }]);
    await waitFor(() => expect(within(creditSection()).queryByText('No credit line.')).not.toBeInTheDocument());
    expect(within(creditSection()).getAllByText('€5,000.00').length).toBeGreaterThan(0);
  });

  it('starts from the current line and refuses an amount that is not one', async () => {
    const { puts } = mockApi({ amountMinor: 250_000, currency: 'USD' });
    const user = userEvent.setup();
    renderApp({ url: `/admin/customers/${customerId}` });
    const amount = await within(await screen.findByRole('region', { name: 'Credit line' })).findByRole('textbox', {
      name: /Credit line/,
    });
    expect(amount).toHaveValue('2500');

    await user.clear(amount);
    await user.type(amount, '-3');
    await user.click(within(creditSection()).getByRole('button', { name: 'Set credit line' }));
    expect(await within(creditSection()).findByText('Please give an amount of 0 or more')).toBeVisible();
    expect(puts).toEqual([]);
  });
});
