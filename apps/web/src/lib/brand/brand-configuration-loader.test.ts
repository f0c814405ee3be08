import { describe, expect, it, vi } from 'vitest';
import { stubFetchInEachTest } from '@/testing/fetch-stub';
import { testBrandInput } from '@/testing/brand-fixture';
import { createBrandConfigurationLoader } from './brand-configuration-loader';
import { getBrandConfiguration, startBrandConfigurationRequest } from './fetch-brand-configuration';

const fetchMock = stubFetchInEachTest();

const configurationResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Runs a brand loader (retries without waiting) to its end and returns how it ended. */
async function runBrandLoader() {
  const loader = createBrandConfigurationLoader({ retryDelayMs: () => 0 });
  loader.load();
  await vi.waitFor(() => expect(loader.getState().isFetching).toBe(false), { timeout: 3000 });
  const { brand, error } = loader.getState();
  return { data: brand, error };
}

describe('GET /configuration', () => {
  it('returns the brand, validated by the domain schema', async () => {
    fetchMock.mockResolvedValue(configurationResponse(200, testBrandInput));
    const brand = await getBrandConfiguration();
    expect(brand.name).toBe('Test Freight');
    expect(fetchMock).toHaveBeenCalledWith(
      '/configuration',
      expect.objectContaining({ method: 'GET', credentials: 'omit' }),
    );
  });

  it('answers INTERNAL_SERVER_ERROR for any non-OK answer (docs/product/brands.md#how-a-brand-is-chosen)', async () => {
    fetchMock.mockResolvedValue(configurationResponse(401, { message: 'UNAUTHORIZED' }));
    await expect(getBrandConfiguration()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR', status: 401 });
  });

  it('answers UNKNOWN_ERROR for a body that is not a brand', async () => {
    fetchMock.mockResolvedValue(configurationResponse(200, { name: 'half a brand' }));
    await expect(getBrandConfiguration()).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
  });

  it.each([
    [
      'an HTML page',
      new Response('<!doctype html><title>Gateway</title>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ],
    ['a brand without its colours', configurationResponse(200, { ...testBrandInput, primaryColor: undefined })],
    ['a brand without languages', configurationResponse(200, { ...testBrandInput, supportedLanguages: [] })],
  ])('answers UNKNOWN_ERROR for %s instead of starting unbranded', async (_case, response) => {
    fetchMock.mockResolvedValue(response);
    await expect(getBrandConfiguration()).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
  });

  it('is retried 3 times, then fails', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(configurationResponse(503, {})));
    const result = await runBrandLoader();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('waits 1 s, 2 s and 4 s between the attempts', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(() => Promise.resolve(configurationResponse(503, {})));
      const loader = createBrandConfigurationLoader();
      loader.load();
      for (const [waitMs, attempts] of [
        [999, 1],
        [1, 2],
        [1999, 2],
        [1, 3],
        [3999, 3],
        [1, 4],
      ] as const) {
        await vi.advanceTimersByTimeAsync(waitMs);
        expect(fetchMock).toHaveBeenCalledTimes(attempts);
      }
      expect(loader.getState()).toMatchObject({ isFetching: false, error: { code: 'INTERNAL_SERVER_ERROR' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again, with retries of its own, when told to retry after the failure', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(configurationResponse(503, {})));
    const loader = createBrandConfigurationLoader({ retryDelayMs: () => 0 });
    loader.load();
    await vi.waitFor(() => expect(loader.getState().error).toBeDefined());
    fetchMock
      .mockResolvedValueOnce(configurationResponse(500, {}))
      .mockResolvedValue(configurationResponse(200, testBrandInput));
    loader.retry();
    expect(loader.getState()).toMatchObject({ isFetching: true, error: { code: 'INTERNAL_SERVER_ERROR' } });
    await vi.waitFor(() => expect(loader.getState().brand?.id).toBe('test-brand'));
    expect(loader.getState().error).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('succeeds when a retry does', async () => {
    fetchMock
      .mockResolvedValueOnce(configurationResponse(500, {}))
      .mockResolvedValue(configurationResponse(200, testBrandInput));
    const result = await runBrandLoader();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.data?.id).toBe('test-brand');
  });

  it.each(['UNAUTHORIZED', 'ACCESS_FORBIDDEN'])('is not retried when the failure carries %s', async (code) => {
    fetchMock.mockImplementation(() => Promise.reject(Object.assign(new Error('refused'), { code })));
    const result = await runBrandLoader();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ code });
  });
});

describe('the request sent by the boot script', () => {
  it('is taken over by the brand loader, and a later load asks the server again', async () => {
    fetchMock.mockImplementation(async () => configurationResponse(200, testBrandInput));
    startBrandConfigurationRequest();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await runBrandLoader()).data?.name).toBe('Test Freight');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await runBrandLoader();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when it fails, the brand loader retries with requests of its own', async () => {
    fetchMock.mockResolvedValueOnce(configurationResponse(503, {}));
    fetchMock.mockImplementation(async () => configurationResponse(200, testBrandInput));
    startBrandConfigurationRequest();
    const result = await runBrandLoader();
    expect(result.data?.name).toBe('Test Freight');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
