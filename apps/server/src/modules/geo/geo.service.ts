import type { FastifyBaseLogger } from 'fastify';
import { canonicalAddress, loadIpCountryDatabase, type IpCountryDatabase } from './ip-country-database';

export interface GeoServiceOptions {
  logger: FastifyBaseLogger;
  /** Tests point this at a broken file to see the failure answer. */
  databaseFile?: string;
}

export interface IpCountry {
  ip: string;
  countryIsoCode: string | null;
}

export type GeoService = ReturnType<typeof createGeoService>;

/**
 * The client address's country, for pre-selecting the phone country at sign-up (docs/product/accounts.md#ip-country).
 * The database is read on the first lookup, not at start-up, and kept; a lookup never fails:
 * an unknown, private or unreadable answer is `null` (the web leaves the country empty).
 */
export function createGeoService({ logger, databaseFile }: GeoServiceOptions) {
  let database: Promise<IpCountryDatabase | null> | undefined;

  function loadOnce(): Promise<IpCountryDatabase | null> {
    database ??= loadIpCountryDatabase(databaseFile).catch((error: unknown) => {
      logger.error({ err: error }, 'the IP-to-country database could not be read; IP lookups answer no country');
      return null;
    });
    return database;
  }

  return {
    async countryOfAddress(ip: string): Promise<IpCountry> {
      const address = canonicalAddress(ip);
      const reader = await loadOnce();
      try {
        return { ip: address, countryIsoCode: reader?.countryOf(address) ?? null };
      } catch (error) {
        logger.warn({ err: error }, 'IP-to-country lookup failed');
        return { ip: address, countryIsoCode: null };
      }
    },
  };
}
