import { describe, expect, it, vi } from 'vitest';
import { chunkReloadFlagKey, withReloadOnChunkFailure, type ReloadDependencies } from './lazy-with-reload';

function memoryDependencies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const dependencies: ReloadDependencies = {
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
    reload: vi.fn(),
  };
  return { dependencies, values };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module');
const failing = () => Promise.reject(chunkError);
const loading = () => Promise.resolve({ Component: 'page' });

describe('withReloadOnChunkFailure', () => {
  it('reloads the page once and remembers it when a chunk first fails to load', async () => {
    const { dependencies, values } = memoryDependencies();
    const settled = vi.fn();
    void withReloadOnChunkFailure('shipments', failing, dependencies)().then(settled, settled);
    await vi.waitFor(() => expect(dependencies.reload).toHaveBeenCalledTimes(1));
    expect(values.get(chunkReloadFlagKey)).toBe('shipments');
    expect(settled).not.toHaveBeenCalled();
  });

  it('throws the second failure (after the reload) to the error boundary without reloading again', async () => {
    const { dependencies } = memoryDependencies({ [chunkReloadFlagKey]: 'shipments' });
    await expect(withReloadOnChunkFailure('shipments', failing, dependencies)()).rejects.toBe(chunkError);
    expect(dependencies.reload).not.toHaveBeenCalled();
  });

  it('throws any failure while a reload is already under way or done', async () => {
    const { dependencies } = memoryDependencies({ [chunkReloadFlagKey]: 'shipments' });
    await expect(withReloadOnChunkFailure('home', failing, dependencies)()).rejects.toBe(chunkError);
    expect(dependencies.reload).not.toHaveBeenCalled();
  });

  it('clears the flag when the chunk that forced the reload loads', async () => {
    const { dependencies, values } = memoryDependencies({ [chunkReloadFlagKey]: 'shipments' });
    await expect(withReloadOnChunkFailure('shipments', loading, dependencies)()).resolves.toEqual({
      Component: 'page',
    });
    expect(values.has(chunkReloadFlagKey)).toBe(false);
    expect(dependencies.reload).not.toHaveBeenCalled();
  });

  it('keeps the flag when another chunk loads, so a missing chunk cannot reload the page forever', async () => {
    const { dependencies, values } = memoryDependencies({ [chunkReloadFlagKey]: 'shipments' });
    await withReloadOnChunkFailure('home', loading, dependencies)();
    expect(values.get(chunkReloadFlagKey)).toBe('shipments');
  });
});
