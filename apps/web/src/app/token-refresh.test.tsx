import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport, signInAs } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { readAuthToken } from '@/lib/session/auth-token';
import { browserRefreshReloadDependencies, updateJwtPath } from '@/lib/session/refresh-token';
import { renderApp } from '@/testing/render-app';

const profilePath = '/api/v2/customers/me';
const freshToken = 'fresh.token.value';

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  mockViewport('desktop');
  reload = vi.spyOn(browserRefreshReloadDependencies, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a page whose call answers 498 REFRESH_TOKEN (docs/product/accounts.md#token-lifetime-and-refresh)', () => {
  it('gets a fresh token from update-jwt, stores it and reloads, without a retry or an error shown', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === profilePath)
        return new Response(JSON.stringify({ message: 'REFRESH_TOKEN' }), {
          status: 498,
          headers: { 'content-type': 'application/json' },
        });
      if (path === updateJwtPath)
        return new Response(JSON.stringify({ data: { jwt: freshToken } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      return new Response(null, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    signInAs();
    renderApp({ url: '/my-profile' });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readAuthToken()).toBe(freshToken);
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === profilePath)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
