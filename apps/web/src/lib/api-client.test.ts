import { describe, expect, it } from 'vitest';
import { stubFetchInEachTest } from '@/testing/fetch-stub';
import { ApiError, apiClient, configureAppOrigin } from './api-client';
import { authCookieName } from './session/auth-token';

const fetchMock = stubFetchInEachTest();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiClient', () => {
  // docs/product/shell.md#calls-every-screen-makes: the generic wrapper's mapping; otherwise the catalogued body
  // message.
  it.each([
    [401, { message: 'WRONG_CREDENTIALS' }, 'UNAUTHORIZED'],
    [403, { message: 'NOT_VALIDATED_EMAIL' }, 'ACCESS_FORBIDDEN'],
    [498, {}, 'REFRESH_TOKEN'],
    [404, { message: 'QUOTE_NOT_FOUND' }, 'QUOTE_NOT_FOUND'],
    [410, { message: 'RATE_EXPIRED' }, 'RATE_EXPIRED'],
    [500, { message: 'Cannot read properties of undefined' }, 'UNKNOWN_ERROR'],
    [502, 'Bad gateway', 'UNKNOWN_ERROR'],
  ])('maps a %i answer with body %j to %s', async (status, body, code) => {
    fetchMock.mockResolvedValue(jsonResponse(status, body));
    const error = await failureOf(apiClient.get('/api/v2/anything'));
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });

  it('keeps the field errors of a 422 answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { message: 'INVALID_PAYLOAD', errors: { email: ['validation.email.invalid'] } }),
    );
    const error = await failureOf(apiClient.post('/api/v2/customers/register', { email: 'x' }));
    expect(error.code).toBe('INVALID_PAYLOAD');
    expect(error.fieldErrors).toEqual({ email: ['validation.email.invalid'] });
  });

  it('turns a network failure into UNKNOWN_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failureOf(apiClient.get('/api/v2/quotes'))).code).toBe('UNKNOWN_ERROR');
  });

  it('returns the JSON body of a successful answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { uuid: 'q1' } }));
    await expect(apiClient.get('/api/v2/quotes/q1')).resolves.toEqual({ data: { uuid: 'q1' } });
  });

  it('sends JSON, English, the app origin of the brand, no cookies, and the bearer token when logged in', async () => {
    configureAppOrigin('freightdesk');
    document.cookie = `${authCookieName}=token-123; path=/`;
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiClient.post('/api/v2/events', { name: 'quote displayed' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/events');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('omit');
    expect(init?.body).toBe(JSON.stringify({ name: 'quote displayed' }));
    expect(init?.headers).toEqual({
      'content-type': 'application/json',
      'accept-language': 'en',
      'app-origin': 'web-freightdesk',
      authorization: 'Bearer token-123',
    });
  });

  it('sends no authorization header without a session, and same-origin cookies only when asked (login)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { jwt: 'j' } }));
    await apiClient.post('/api/v2/customers/login', { login: 'a@b.co', password: 'p' }, { withCredentials: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('says no content type on a call without a body (the server refuses an empty JSON body)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { jwt: 'j' } }));
    await apiClient.post('/api/v2/impersonated-users/logout');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('content-type');
    expect(init.headers).toHaveProperty('accept-language', 'en');
  });
});
