import { afterEach, beforeEach, vi } from 'vitest';

/** A mock that stands in for the global `fetch` in each test of the enclosing file or block, reset before each. */
export function stubFetchInEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
