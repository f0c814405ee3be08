import type { CandidateTerminal, PricingCandidates } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { defaultNearbyRadiusKm, roadDistanceKmBetween, terminalsNear, usParcelZone, type TariffSearchEnd } from './candidate-terminals';
import { generateDemoTariffs, type DemoTariffOptions } from './demo/demo-tariffs';
import type { TariffCounts, TariffSet } from './tariff-set';
import { createTariffsRepository } from './tariffs.repository';

export interface CandidateSearch {
  origin: TariffSearchEnd;
  destination: TariffSearchEnd;
  /** Leave out tariffs that ended before this day (yyyy-mm-dd), usually today. */
  validOnOrAfter: string;
  /** Nearby ports and airports within this great-circle distance (km). */
  nearbyRadiusKm?: number;
}

/** Where the first-start demo load stands (reported by /api/health and the log). */
export type DemoTariffsStatus =
  | { state: 'notNeeded' }
  | { state: 'loading'; startedAtMs: number }
  | { state: 'loaded'; durationMs: number; counts: TariffCounts }
  | { state: 'failed'; message: string };

export interface TariffsLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type TariffsService = ReturnType<typeof createTariffsService>;

const codesOf = (terminals: readonly CandidateTerminal[]) => terminals.map((terminal) => terminal.code);

export function createTariffsService({ db, now = Date.now }: { db: Database; now?: () => number }) {
  const repository = createTariffsRepository(db);
  let demoStatus: DemoTariffsStatus = { state: 'notNeeded' };

  async function importTariffs(set: TariffSet, options: { batchSize?: number; inOneTransaction?: boolean } = {}): Promise<{ counts: TariffCounts; durationMs: number }> {
    const startedAtMs = now();
    const counts = await repository.replaceAll(set, options);
    return { counts, durationMs: now() - startedAtMs };
  }

  return {
    importTariffs,
    hasTariffs: () => repository.hasTariffs(),
    countFclRates: () => repository.countFclRates(),
    demoTariffsStatus: (): DemoTariffsStatus => demoStatus,

    /**
     * First start: when no tariff is loaded (or a demo load was cut short), generate and load the demo set. Resolves when the
     * load is done (main.ts does not wait for it: the server answers meanwhile and quotes come
     * once it is in). Never rejects: a failure is logged and reported in the status.
     */
    async loadDemoTariffsIfEmpty(options: DemoTariffOptions, logger: TariffsLogger): Promise<DemoTariffsStatus> {
      try {
        if ((await repository.hasTariffs()) && !(await repository.hasInterruptedDemoLoad())) return demoStatus;
        const startedAtMs = now();
        demoStatus = { state: 'loading', startedAtMs };
        logger.info({ generationDate: options.generationDate }, 'loading the demo tariffs (first start, no tariffs in the database)');
        // Outside one transaction and in small batches, so requests are served during the load.
        const { counts, durationMs } = await importTariffs(generateDemoTariffs(options), { batchSize: 2_000, inOneTransaction: false });
        demoStatus = { state: 'loaded', durationMs, counts };
        logger.info({ durationMs, counts }, 'demo tariffs loaded');
      } catch (error) {
        demoStatus = { state: 'failed', message: (error as Error).message };
        logger.error({ err: error }, 'loading the demo tariffs failed');
      }
      return demoStatus;
    },

    /**
     * Everything the pricing engine needs for one search: the terminals around each end
     * (worked out in memory from the reference data: the exact port or airport at 0 km, nearby
     * ones by distance, or those around a door) and the tariffs touching them, one indexed
     * query per tariff kind.
     */
    async candidatesForSearch({ origin, destination, validOnOrAfter, nearbyRadiusKm = defaultNearbyRadiusKm }: CandidateSearch): Promise<PricingCandidates> {
      const from = terminalsNear(origin, nearbyRadiusKm);
      const to = terminalsNear(destination, nearbyRadiusKm);
      const doorToDoor = origin.type === 'POSTAL_CODE' && destination.type === 'POSTAL_CODE';
      const roadDistanceKm = doorToDoor ? roadDistanceKmBetween(from, to) : null;
      const parcelZone = roadDistanceKm === null ? null : usParcelZone(roadDistanceKm);
      const countryIsoCodes = [...new Set([from.countryIsoCode, to.countryIsoCode].filter((code): code is string => code !== undefined))];
      const tariffs = await repository.findCandidates({
        originPorts: codesOf(from.ports),
        destinationPorts: codesOf(to.ports),
        originAirports: codesOf(from.airports),
        destinationAirports: codesOf(to.airports),
        countryIsoCodes,
        validOnOrAfter,
        roadDistanceKm,
        parcelZone,
      });
      return {
        originTerminals: [...from.ports, ...from.airports],
        destinationTerminals: [...to.ports, ...to.airports],
        ...tariffs,
        roadDistanceKm,
        parcelZone,
      };
    },
  };
}
