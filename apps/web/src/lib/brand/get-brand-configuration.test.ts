import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render-app';
import { testBrandInput } from '@/testing/brand-fixture';
import { startBrandConfigurationRequest } from './fetch-brand-configuration';
import { brandConfigurationQueryOptions, getBrandConfiguration } from './get-brand-configuration';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const configurationResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Runs the brand query to its end and returns how it ended. */
async function runBrandQuery() {
  const queryClient = createTestQueryClient();
  const observer = new QueryObserver(queryClient, brandConfigurationQueryOptions());
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false), { timeout: 3000 });
  unsubscribe();
  return observer.getCurrentResult();
}

describe('GET /configuration', () => {
  it('returns the brand, validated by the domain schema', async () => {
    fetchMock.mockResolvedValue(configurationResponse(200, testBrandInput));
    const brand = await getBrandConfiguration();
    expect(brand.name).toBe('Test Freight');
    expect(fetchMock).toHaveBeenCalledWith('/configuration', expect.objectContaining({ method: 'GET', credentials: 'omit' }));
  });

  it('answers INTERNAL_SERVER_ERROR for any non-OK answer (seed 000 §7)', async () => {
    fetchMock.mockResolvedValue(configurationResponse(401, { message: 'UNAUTHORIZED' }));
    await expect(getBrandConfiguration()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR', status: 401 });
  });

  it('answers UNKNOWN_ERROR for a body that is not a brand', async () => {
    fetchMock.mockResolvedValue(configurationResponse(200, { name: 'half a brand' }));
    await expect(getBrandConfiguration()).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
  });

  it.each([
    ['an HTML page', new Response('<!doctype html><title>Gateway</title>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['a brand without its colours', configurationResponse(200, { ...testBrandInput, primaryColor: undefined })],
    ['a brand without languages', configurationResponse(200, { ...testBrandInput, supportedLanguages: [] })],
  ])('answers UNKNOWN_ERROR for %s instead of starting unbranded', async (_case, response) => {
    fetchMock.mockResolvedValue(response);
    await expect(getBrandConfiguration()).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
  });

  it('is retried 3 times, then fails', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(configurationResponse(503, {})));
    const result = await runBrandQuery();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('succeeds when a retry does', async () => {
    fetchMock.mockResolvedValueOnce(configurationResponse(500, {})).mockResolvedValue(configurationResponse(200, testBrandInput));
    const result = await runBrandQuery();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.data?.id).toBe('test-brand');
  });

  it.each(['UNAUTHORIZED', 'ACCESS_FORBIDDEN'])('is not retried when the failure carries %s', async (code) => {
    fetchMock.mockImplementation(() => Promise.reject(Object.assign(new Error('refused'), { code })));
    const result = await runBrandQuery();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ code });
  });
});

describe('the request sent by the boot script', () => {
  it('is taken over by the brand query, and a later fetch asks the server again', async () => {
    fetchMock.mockImplementation(async () => configurationResponse(200, testBrandInput));
    startBrandConfigurationRequest();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await runBrandQuery()).data?.name).toBe('Test Freight');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await runBrandQuery();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when it fails, the brand query retries with requests of its own', async () => {
    fetchMock.mockResolvedValueOnce(configurationResponse(503, {}));
    fetchMock.mockImplementation(async () => configurationResponse(200, testBrandInput));
    startBrandConfigurationRequest();
    const result = await runBrandQuery();
    expect(result.data?.name).toBe('Test Freight');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
