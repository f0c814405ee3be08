import type { QuoteCustomisation, Rate } from '@freightdesk/domain';
import { exampleRate } from '@freightdesk/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSync } from '@/lib/i18n';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { testBrand } from '@/testing/brand-fixture';
import { renderInApp } from '@/testing/render-app';
import { quoteId, quoteViewOf } from '@/testing/quote-view-fixture';
import { StaffRateTools } from '../index';
import { CustomiseQuote } from '../customise';

// A rate without discounts: its lines add up to its total (150.00 + 200.00 + 1,500.00 + 200.00 + 50.00 taxes).
const rate: Rate = {
  ...exampleRate,
  total: { total: 195_000, amount: 190_000, discounts: 0, taxes: 5_000, currency: 'USD', sortTotal: 195_000 },
};
const customisationPath = `/api/v2/staff/quotes/${quoteId}/customisation`;

interface Answer {
  status: number;
  body?: unknown;
}

/** `fetch` at the network boundary, answering by method and path; anything else is an empty 404. */
function mockApi(answers: Readonly<Record<string, Answer>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const answer =
      answers[`${init?.method ?? 'GET'} ${path}`] ?? answers[`${init?.method ?? 'GET'} ${path.split('?')[0]}`];
    if (!answer) return new Response(null, { status: 404 });
    const isJson = typeof answer.body !== 'string';
    return new Response(
      answer.body === undefined ? null : isJson ? JSON.stringify(answer.body) : (answer.body as string),
      {
        status: answer.status,
        headers: { 'content-type': isJson ? 'application/json' : 'text/csv' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signInAs = (staffRole: string | null) => {
  const claims = { ...usCustomerClaims, is_internal_user: staffRole !== null, staff_role: staffRole };
  document.cookie = `auth_token=${unsignedJwt(claims)}; path=/`;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'auth_token=; path=/; max-age=0';
});

describe('staff tools on a rate', () => {
  it('sales staff: view in rate engine, download price, customise; clean under axe', async () => {
    signInAs('sales');
    const fetchMock = mockApi({ 'GET /api/v2/staff/quotes': { status: 200, body: 'Quote,x' } });
    URL.createObjectURL = vi.fn(() => 'blob:price');
    URL.revokeObjectURL = vi.fn();
    const { container } = renderInApp(<StaffRateTools quote={quoteViewOf([rate])} rate={rate} />, { url: '/quotes/x' });
    const tools = await screen.findByRole('region', { name: 'Staff tools' });
    expect(within(tools).getByRole('link', { name: 'View in rate engine' })).toHaveAttribute(
      'href',
      `/admin/rate-management/tariffs/fclRates/${rate.internal!.tariffId}`,
    );
    expect(within(tools).getByRole('link', { name: 'Customise quote' })).toHaveAttribute(
      'href',
      `/admin/quotes/${quoteId}/customise`,
    );
    await userEvent.setup().click(within(tools).getByRole('button', { name: 'Download price (CSV)' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/v2/staff/quotes/${quoteId}/rates/${rate.uuid}/price?format=csv&lang=en&currency=USD`,
        expect.anything(),
      ),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('operations staff download but do not customise; a customer sees nothing', async () => {
    signInAs('operations');
    mockApi({});
    const { unmount } = renderInApp(<StaffRateTools quote={quoteViewOf([rate])} rate={rate} />, { url: '/quotes/x' });
    expect(await screen.findByRole('button', { name: 'Download price (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Customise quote' })).not.toBeInTheDocument();
    unmount();
    signInAs(null);
    renderInApp(<StaffRateTools quote={quoteViewOf([rate])} rate={rate} />, { url: '/quotes/x' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Staff tools' })).not.toBeInTheDocument());
  });
});

const customisation: QuoteCustomisation = {
  quoteUuid: quoteId,
  currency: 'USD',
  owner: { customerId: '5f0c3f55-2f7f-4a43-9a86-4a1b8f1e7d10', email: 'ana@acme.example', name: 'Ana García' },
  rates: [{ rate, margins: [], customisedAt: null, customisedBy: null, customisedTotal: rate.total }],
};

describe('the customise-quote page', () => {
  it('a 10 % margin on the freight group raises the customer price, saves, and shares with the owner', async () => {
    signInAs('pricing');
    const fetchMock = mockApi({
      [`GET ${customisationPath}`]: { status: 200, body: { data: customisation } },
      [`PUT ${customisationPath}`]: { status: 200, body: { data: customisation } },
      [`POST /api/v2/quotes/${quoteId}/shares`]: {
        status: 201,
        body: { data: { recipients: ['ana@acme.example'], sharedAt: '2030-01-14T10:00:00.000Z' } },
      },
    });
    const user = userEvent.setup();
    const { container } = renderInApp(<CustomiseQuote quoteId={quoteId} />, { url: '/admin/quotes/x/customise' });
    await user.click(await screen.findByRole('checkbox', { name: 'Customise this rate' }));
    const rateSection = screen.getByRole('region', { name: /Maersk/ });
    await user.type(within(rateSection).getByRole('textbox', { name: 'Margin on Freight' }), '10');
    // 1,500.00 freight + 10 % = 1,650.00: the customer's price 1,950.00 → 2,100.00.
    expect(within(rateSection).getByTestId(`customer-price-${rate.uuid}`)).toHaveTextContent('$2,100.00');
    await user.type(
      within(rateSection).getByRole('textbox', { name: /Margin on Terminal handling at origin/ }),
      '-100',
    );
    expect(
      within(rateSection).getByText("This price is below the rate sheet's. You can still save it.", {
        exact: false,
      }),
    ).toBeInTheDocument();
    await user.clear(within(rateSection).getByRole('textbox', { name: /Margin on Terminal handling at origin/ }));
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save customised prices' }));
    await screen.findByText('Saved. The customer now sees the customised prices.');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      rates: [{ rateUuid: rate.uuid, margins: [{ scope: 'group', group: 'freight', mode: 'percent', value: 10 }] }],
    });

    expect(screen.getByRole('textbox', { name: 'E-mail addresses' })).toHaveValue('ana@acme.example');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Shared with ana@acme.example.');
  });

  it('reads right to left in Arabic and refuses a value that is not a number', async () => {
    signInAs('admin');
    mockApi({ [`GET ${customisationPath}`]: { status: 200, body: { data: customisation } } });
    const user = userEvent.setup();
    const { container } = renderInApp(
      <>
        <LanguageSync />
        <CustomiseQuote quoteId={quoteId} />
      </>,
      { url: '/ar/admin/quotes/x/customise', brand: { ...testBrand, supportedLanguages: ['en', 'es', 'pt', 'ar'] } },
    );
    await user.click(await screen.findByRole('checkbox', { name: 'تخصيص هذا السعر' }, { timeout: 5_000 }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await user.type(screen.getByRole('textbox', { name: 'الهامش على الشحن' }), 'abc');
    expect(screen.getByText('أدخل رقمًا.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
