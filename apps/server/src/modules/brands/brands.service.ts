import type { BrandConfiguration } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { readBrandFiles, type BrandSource, type ReadBrandFilesOptions } from './brand-files';
import { createBrandsRepository } from './brands.repository';

export interface BrandsServiceOptions {
  db: Database;
  /** Milliseconds since the epoch; passed in so tests can move time. */
  now?: () => number;
  cacheTtlMs?: number;
}

/** How many host names the cache remembers; the Host header is the client's to choose. */
const maxCachedHostnames = 500;

export type BrandsService = ReturnType<typeof createBrandsService>;

export function createBrandsService({ db, now = Date.now, cacheTtlMs = 30_000 }: BrandsServiceOptions) {
  const repository = createBrandsRepository(db);

  /**
   * Host name → brand configuration, rebuilt from the database. Safe with several server
   * processes on one database: brands change only when a process starts (or an upsert runs,
   * which clears this process's cache), and every entry expires after `cacheTtlMs`, so another
   * process serves a changed brand within that time at most.
   */
  const cache = new Map<string, { configuration: Promise<BrandConfiguration>; expiresAtMs: number }>();

  async function lookUp(hostname: string): Promise<BrandConfiguration> {
    const configuration =
      (await repository.findConfigurationByHostname(hostname)) ?? (await repository.findDefaultConfiguration());
    // Start-up always stores a default brand, so this means the table was emptied under us.
    if (!configuration) throw new AppError('INTERNAL_SERVER_ERROR');
    return configuration;
  }

  async function storeBrands(sources: readonly BrandSource[]): Promise<void> {
    await repository.replaceAll(
      sources.map(({ brand }) => ({
        id: brand.configuration.id,
        hostnames: brand.hostnames,
        isDefault: brand.isDefault,
        configuration: brand.configuration,
      })),
    );
    cache.clear();
  }

  return {
    storeBrands,

    /** Validates every brand file and stores them; throws BrandFileError naming the file and field. */
    async loadBrandFiles(options: ReadBrandFilesOptions): Promise<BrandSource[]> {
      const sources = await readBrandFiles(options);
      await storeBrands(sources);
      return sources;
    },

    /** The brand with this id (as a token or a stored row names it), if it still exists. */
    configurationForId: (id: string): Promise<BrandConfiguration | undefined> => repository.findConfigurationById(id),

    /** The host names of the brand with this id (links in e-mails go to the first), if it still exists. */
    hostnamesForId: (id: string): Promise<string[] | undefined> => repository.findHostnamesById(id),

    /** The brand whose host names include `hostname` (no port), else the default brand. */
    async configurationForHost(hostname: string): Promise<BrandConfiguration> {
      const key = hostname.toLowerCase();
      const cached = cache.get(key);
      if (cached && cached.expiresAtMs > now()) return cached.configuration;

      const configuration = lookUp(key);
      cache.delete(key);
      cache.set(key, { configuration, expiresAtMs: now() + cacheTtlMs });
      if (cache.size > maxCachedHostnames) cache.delete(cache.keys().next().value as string);
      // A failed look-up is not remembered.
      configuration.catch(() => cache.delete(key));
      return configuration;
    },
  };
}
