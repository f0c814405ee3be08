import type { RateSheetDiff, RateSheetVersion } from '@freightdesk/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { testBrand } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';

beforeAll(async () => {
  await import('./rate-management');
  await import('./rate-sheet-version');
}, 60_000);

const brand = { ...testBrand, featureFlags: { ...testBrand.featureFlags, rateManagement: true } };
const signInAs = (claims: object) => {
  document.cookie = `auth_token=${unsignedJwt({ ...usCustomerClaims, ...claims })}; path=/`;
};

const versionId = '6f1b0f0e-2c1d-4f7e-9a55-3a1d2b3c4d5e';
const version = (overrides: Partial<RateSheetVersion> = {}): RateSheetVersion => ({
  id: versionId,
  kind: 'fclRates',
  number: 2,
  fileName: 'maersk-2030-q1.csv',
  format: 'csv',
  sizeBytes: 1200,
  bytesRead: 1200,
  effectiveDate: '2030-01-01',
  status: 'ready',
  rowsRead: 3,
  rowsChecked: 3,
  validRows: 3,
  problemCount: 0,
  uploadedAt: '2030-01-14T09:00:00.000Z',
  uploadedBy: 'rates@freightdesk.example',
  publishedAt: null,
  publishedBy: null,
  isCurrent: false,
  failure: null,
  ...overrides,
});
const published = version({
  id: '11111111-2222-4333-8444-555555555555',
  number: 1,
  status: 'published',
  isCurrent: true,
  publishedAt: '2030-01-10T09:00:00.000Z',
});
const diff: RateSheetDiff = {
  againstVersionId: published.id,
  againstVersionNumber: 1,
  replacedOtherRows: 0,
  added: 1,
  removed: 0,
  up: 1,
  down: 0,
  unchanged: 1,
  changes: [
    {
      lane: 'MAEU|CNSHA|USLAX|DV40|CNT-1',
      change: 'up',
      currency: 'USD',
      beforeMinor: 185_000,
      afterMinor: 210_000,
      deltaMinor: 25_000,
    },
    {
      lane: 'MAEU|CNSHA|USOAK|DV40|CNT-1',
      change: 'added',
      currency: 'USD',
      beforeMinor: null,
      afterMinor: 190_000,
      deltaMinor: null,
    },
  ],
};

/** The rate-sheet calls answered as the server would, recording what was sent. */
function mockRateSheetApi(current: RateSheetVersion) {
  const calls: string[] = [];
  const json = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/v2/rate-sheets/fclRates/versions') return json(200, { data: [current, published] });
      if (url.pathname === `/api/v2/rate-sheets/versions/${versionId}/publish`)
        return json(202, { data: { ...current, status: 'publishing' } });
      if (url.pathname === `/api/v2/rate-sheets/versions/${versionId}`) return json(200, { data: current });
      if (url.pathname === `/api/v2/rate-sheets/versions/${versionId}/diff`) return json(200, { data: diff });
      if (url.pathname === `/api/v2/rate-sheets/versions/${versionId}/problems`)
        return json(200, {
          data: {
            problems: [{ row: 1002, column: 'base_rate', reason: 'notAnAmount', value: 'abc' }],
            total: 1,
            kept: 1,
          },
        });
      return json(404, { message: 'ROUTE_NOT_FOUND' });
    }),
  );
  return calls;
}

beforeEach(() => {
  mockViewport('desktop');
  signInAs({ is_internal_user: true, staff_role: 'pricing' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Rate management page', () => {
  it('offers the kinds, the templates, the upload and the versions, clean under axe', async () => {
    mockRateSheetApi(version());
    renderApp({ url: '/admin/rate-management', brand });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate management' })).toBeInTheDocument();
    const kind = screen.getByLabelText('Tariff kind');
    expect(within(kind).getAllByRole('option')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Download CSV template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download XLSX template' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rate sheet (CSV or XLSX)')).toBeInTheDocument();
    const versions = await screen.findByRole('table', { name: 'Versions' });
    expect(within(versions).getByRole('link', { name: 'Open version 2' })).toBeInTheDocument();
    expect(within(versions).getByText('Ready to publish')).toBeInTheDocument();
    expect(within(versions).getByText('Published')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('says which file types it takes before sending anything', async () => {
    const calls = mockRateSheetApi(version());
    const user = userEvent.setup({ applyAccept: false });
    renderApp({ url: '/admin/rate-management', brand });
    await user.upload(
      await screen.findByLabelText('Rate sheet (CSV or XLSX)'),
      new File(['%PDF'], 'rates.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText('Only CSV and XLSX files can be uploaded.')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('is not for operations staff', async () => {
    signInAs({ is_internal_user: true, staff_role: 'operations' });
    mockRateSheetApi(version());
    renderApp({ url: '/admin/rate-management', brand });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate management' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Tariff kind')).not.toBeInTheDocument();
  });
});

describe('Rate sheet version page', () => {
  it('shows the diff against the published version and publishes on confirmation', async () => {
    const calls = mockRateSheetApi(version());
    const user = userEvent.setup();
    renderApp({ url: `/admin/rate-management/versions/${versionId}`, brand });
    expect(await screen.findByText('Compared with version 1, published now.')).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: 'The 2 largest changes' });
    const up = within(changes).getAllByRole('row')[1]!;
    expect(within(up).getByText('Up')).toBeInTheDocument();
    expect(within(up).getByText('+250.00 USD')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Publish version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    expect(calls).toContain(`POST /api/v2/rate-sheets/versions/${versionId}/publish`);
  });

  it('says why the last publish of a ready version gave up, and still offers to publish it', async () => {
    mockRateSheetApi(version({ failure: 'publishTablesBusy' }));
    renderApp({ url: `/admin/rate-management/versions/${versionId}`, brand });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The last publish did not go through: quotes kept the tariff tables busy through every try. ' +
        'Nothing has changed; publish it again.',
    );
    expect(screen.getByRole('button', { name: 'Publish version 2' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the problems of a sheet that has some, with the report to download', async () => {
    mockRateSheetApi(version({ status: 'invalid', problemCount: 1, validRows: 2 }));
    renderApp({ url: `/admin/rate-management/versions/${versionId}`, brand });
    const problems = await screen.findByRole('table', { name: 'Problems found' });
    const row = within(problems).getAllByRole('row')[1]!;
    expect(within(row).getByText('1002')).toBeInTheDocument();
    expect(within(row).getByText('base_rate')).toBeInTheDocument();
    expect(within(row).getByText('Not an amount: a positive number with at most 2 decimals.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the report (CSV)' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
