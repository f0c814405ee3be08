import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishGlobalError, subscribeToGlobalErrors, type GlobalErrorCode } from '@/lib/global-errors';
import { authCookieName, readAuthToken } from './auth-token';
import { browserRefreshReloadDependencies, refreshReloadedAtKey, updateJwtPath } from './refresh-token';
import { SessionProvider, useSession } from './session-context';
import { shipperClaims, unsignedJwt } from './testing/session-fixtures';

const claims = shipperClaims;
const jwtWith = unsignedJwt;
const expiredToken = jwtWith({ ...claims, contact_name: 'Old', expired_at: '2001-01-01T00:00:00+00:00' });
const freshToken = jwtWith({ ...claims, contact_name: 'Fresh' });

/** `fetch` at the network boundary: update-jwt answers in turn, anything else an empty 404. */
function answerUpdateJwt(...answers: { status: number; body?: unknown }[]) {
  let call = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) !== updateJwtPath) return new Response(null, { status: 404 });
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const tokenAnswer = { status: 200, body: { data: { jwt: freshToken } } };

function Probe() {
  const { isLoggedIn, user } = useSession();
  return <p>{`${isLoggedIn ? 'in' : 'out'}|${user?.contactName ?? 'nobody'}`}</p>;
}
const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(browserRefreshReloadDependencies, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('an expired stored token (docs/product/accounts.md#token-lifetime-and-refresh: update-jwt)', () => {
  it('is exchanged at start-up for a fresh one: the session goes on', async () => {
    const fetchMock = answerUpdateJwt(tokenAnswer);
    document.cookie = `${authCookieName}=${expiredToken}; path=/`;
    renderSession();
    expect(await screen.findByText('in|Fresh')).toBeInTheDocument();
    expect(readAuthToken()).toBe(freshToken);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toMatchObject({ authorization: `Bearer ${expiredToken}` });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('REFRESH_TOKEN (a call answered 498)', () => {
  it('stores the fresh token and reloads the page once; another 498 right after ends the session', async () => {
    answerUpdateJwt(tokenAnswer);
    document.cookie = `${authCookieName}=${jwtWith(claims)}; path=/`;
    renderSession();
    await screen.findByText('in|Ana');
    act(() => void publishGlobalError('REFRESH_TOKEN'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readAuthToken()).toBe(freshToken);
    expect(window.localStorage.getItem(refreshReloadedAtKey)).not.toBeNull();

    act(() => void publishGlobalError('REFRESH_TOKEN'));
    expect(await screen.findByText('out|nobody')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readAuthToken()).toBeUndefined();
  });

  it('shares one exchange between calls that fail together', async () => {
    const fetchMock = answerUpdateJwt(tokenAnswer);
    document.cookie = `${authCookieName}=${jwtWith(claims)}; path=/`;
    renderSession();
    await screen.findByText('in|Ana');
    act(() => {
      publishGlobalError('REFRESH_TOKEN');
      publishGlobalError('REFRESH_TOKEN');
    });
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === updateJwtPath)).toHaveLength(1);
  });

  it('ends the session when the exchange is refused (401)', async () => {
    answerUpdateJwt({ status: 401, body: { message: 'UNAUTHORIZED' } });
    document.cookie = `${authCookieName}=${jwtWith(claims)}; path=/`;
    renderSession();
    await screen.findByText('in|Ana');
    act(() => void publishGlobalError('REFRESH_TOKEN'));
    expect(await screen.findByText('out|nobody')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('opens the unknown-error notice when the auth service is down (503), keeping the session', async () => {
    answerUpdateJwt({ status: 503, body: { message: 'AUTH_SERVICE_PROBLEM' } });
    document.cookie = `${authCookieName}=${jwtWith(claims)}; path=/`;
    const published: GlobalErrorCode[] = [];
    const unsubscribe = subscribeToGlobalErrors((code) => published.push(code));
    renderSession();
    await screen.findByText('in|Ana');
    act(() => void publishGlobalError('REFRESH_TOKEN'));
    await waitFor(() => expect(published).toContain('UNKNOWN_ERROR'));
    expect(screen.getByText('in|Ana')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    unsubscribe();
  });
});
