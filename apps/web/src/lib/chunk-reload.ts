import { safeLocalStorage, type KeyValueStorage } from '@/lib/safe-storage';

// Free of React: the boot script (main.tsx) uses it before React has been downloaded.

/**
 * Set, to the chunk's name, when a failed chunk load has forced a reload (docs/product/shell.md#page-load-failures).
 */
export const chunkReloadFlagKey = 'page-has-been-force-refreshed';

export interface ReloadDependencies {
  storage: KeyValueStorage;
  reload: () => void;
}

const browserDependencies: ReloadDependencies = {
  storage: safeLocalStorage,
  reload: () => window.location.reload(),
};

/**
 * Wraps a chunk import. After a deploy, an open tab may ask for a chunk that no longer exists:
 * the first failure reloads the page once (the flag in localStorage remembers which chunk) to
 * fetch the new build; a failure while the flag is set is thrown to the error boundary; the
 * flag is cleared when that chunk loads. Only the chunk that forced the reload clears it, so a
 * build with a missing chunk cannot reload forever while other chunks load fine.
 *
 * @param chunkName a stable name (not the hashed file name), e.g. the route's id
 */
export function withReloadOnChunkFailure<Module>(
  chunkName: string,
  importChunk: () => Promise<Module>,
  dependencies: ReloadDependencies = browserDependencies,
): () => Promise<Module> {
  return async () => {
    const { storage, reload } = dependencies;
    try {
      const loaded = await importChunk();
      if (storage.getItem(chunkReloadFlagKey) === chunkName) storage.removeItem(chunkReloadFlagKey);
      return loaded;
    } catch (error) {
      if (storage.getItem(chunkReloadFlagKey) !== null) throw error;
      storage.setItem(chunkReloadFlagKey, chunkName);
      reload();
      // The page is going away; never settle so nothing renders a half-state meanwhile.
      return new Promise<Module>(() => undefined);
    }
  };
}
