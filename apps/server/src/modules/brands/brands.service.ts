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

/** A stored brand as other modules read it by id. */
export interface StoredBrand {
  configuration: BrandConfiguration;
  hostnames: string[];
}

export function createBrandsService({ db, now = Date.now, cacheTtlMs = 30_000 }: BrandsServiceOptions) {
  const repository = createBrandsRepository(db);

  /**
   * Host name → brand configuration, rebuilt from the database. Safe with several server
   * processes on one database: brands change only when a process starts (or an upsert runs,
   * which clears this process's cache), and every entry expires after `cacheTtlMs`, so another
   * process serves a changed brand within that time at most.
   */
  const cache = new Map<string, { configuration: Promise<BrandConfiguration>; expiresAtMs: number }>();
  /** Brand id → configuration and host names, on the same terms (ids come from tokens and stored rows). */
  const byId = new Map<string, { brand: Promise<StoredBrand | undefined>; expiresAtMs: number }>();

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
    byId.clear();
  }

  function brandForId(id: string): Promise<StoredBrand | undefined> {
    const cached = byId.get(id);
    if (cached && cached.expiresAtMs > now()) return cached.brand;
    const brand = repository.findById(id);
    byId.delete(id);
    byId.set(id, { brand, expiresAtMs: now() + cacheTtlMs });
    if (byId.size > maxCachedHostnames) byId.delete(byId.keys().next().value as string);
    brand.then(
      (found) => found ?? byId.delete(id),
      () => byId.delete(id),
    );
    return brand;
  }

  return {
    storeBrands,

    /** Validates every brand file and stores them; throws BrandFileError naming the file and field. */
    async loadBrandFiles(options: ReadBrandFilesOptions): Promise<BrandSource[]> {
      const sources = await readBrandFiles(options);
      await storeBrands(sources);
      return sources;
    },

    /**
     * The brand with this id and its host names, from this process's cache (as fresh as `cacheTtlMs`): for
     * hot paths such as booking, where a brand read per request would cost a round trip.
     */
    brandForId,

    /** The configuration of the brand with this id (read now: a flag just changed counts), if it still exists. */
    configurationForId: async (id: string): Promise<BrandConfiguration | undefined> =>
      (await repository.findById(id))?.configuration,

    /** The host names of the brand with this id (links in e-mails go to the first), if it still exists. */
    hostnamesForId: async (id: string): Promise<string[] | undefined> => (await repository.findById(id))?.hostnames,

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
