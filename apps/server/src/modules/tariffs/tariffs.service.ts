import type { CandidateTerminal, DemoTariffsStatus, PricingCandidates } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import {
  defaultNearbyRadiusKm,
  roadDistanceKmBetween,
  terminalsNear,
  usParcelZone,
  type TariffSearchEnd,
} from './candidate-terminals';
import { generateDemoTariffs, type DemoTariffOptions } from './demo/demo-tariffs';
import { indexSmallTariffTables, type SmallTariffIndex } from './small-tariff-tables';
import type { SQL } from 'drizzle-orm';
import type { TariffCounts, TariffKind, TariffSet } from './tariff-set';
import { countTariffRowsOfCarrier, createTariffsRepository } from './tariffs.repository';

export interface CandidateSearch {
  origin: TariffSearchEnd;
  destination: TariffSearchEnd;
  /** Leave out tariffs that ended before this day (yyyy-mm-dd), usually today. */
  validOnOrAfter: string;
  /** Nearby ports and airports within this great-circle distance (km). */
  nearbyRadiusKm?: number;
  /**
   * False: a port or airport end takes only itself, not the terminals near it (the quote's first,
   * quick answer); a door always takes the terminals around it. Default true.
   */
  includeNearbyTerminals?: boolean;
  /** A quote's mode: only its main-leg tariffs are read. Every kind when absent. */
  shipmentType?: 'FCL' | 'LCL' | 'AIR' | 'LTL';
  /** FCL: the container types asked for (household moves leave it out: the engine picks containers). */
  containerTypes?: readonly string[];
}

export interface TariffsLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type TariffsService = ReturnType<typeof createTariffsService>;

const codesOf = (terminals: readonly CandidateTerminal[]) => terminals.map((terminal) => terminal.code);

/**
 * How long this process keeps the small tables (terminal charges, surcharges, services, trucking,
 * exchange rates) before reading them again: an import in this process replaces them at once, one
 * in another process is seen within this time.
 */
export const smallTariffTablesTtlMs = 60_000;

/**
 * How often a process asks whether the tariffs changed (the generation row, raised by every import and publish, ADR
 * 079): a publish on another process reaches this one's in-memory tables within this time. Main legs are read from
 * the database on every search, so they are never stale.
 */
export const tariffGenerationPollMs = 1_000;

export function createTariffsService({ db, now = Date.now }: { db: Database; now?: () => number }) {
  const repository = createTariffsRepository(db);
  let demoStatus: DemoTariffsStatus = { state: 'notNeeded' };
  let smallTables: { index: SmallTariffIndex; loadedAtMs: number; generation: number } | undefined;
  let smallTablesLoading: Promise<SmallTariffIndex> | undefined;
  // The generation poll runs on the process's own clock (the injected `now` may be a test's frozen one).
  let generationCheckedAt = 0;

  async function smallTariffs(): Promise<SmallTariffIndex> {
    if (smallTables && performance.now() - generationCheckedAt >= tariffGenerationPollMs) {
      generationCheckedAt = performance.now();
      if ((await repository.generation()) !== smallTables.generation) smallTables = undefined;
    }
    if (smallTables && now() - smallTables.loadedAtMs < smallTariffTablesTtlMs) return smallTables.index;
    smallTablesLoading ??= Promise.all([repository.generation(), repository.loadSmallTables()])
      .then(([generation, tables]) => {
        smallTables = { index: indexSmallTariffTables(tables), loadedAtMs: now(), generation };
        generationCheckedAt = performance.now();
        return smallTables.index;
      })
      .finally(() => (smallTablesLoading = undefined));
    return smallTablesLoading;
  }

  async function importTariffs(
    set: TariffSet,
    options: { batchSize?: number; inOneTransaction?: boolean } = {},
  ): Promise<{ counts: TariffCounts; durationMs: number }> {
    const startedAtMs = now();
    try {
      const counts = await repository.replaceAll(set, options);
      return { counts, durationMs: now() - startedAtMs };
    } finally {
      smallTables = undefined;
    }
  }

  return {
    importTariffs,
    /**
     * Replaces every row of one kind with `rows` (a select of the table's columns: a rate sheet version's rows),
     * in one transaction; every process sees it within `tariffGenerationPollMs` (ADR 079).
     */
    async replaceKind(kind: TariffKind, rows: SQL): Promise<number> {
      try {
        return await repository.replaceKind(kind, rows);
      } finally {
        smallTables = undefined;
      }
    },
    countRows: (kind: TariffKind, where?: SQL) => repository.countRows(kind, where),
    findRow: (kind: TariffKind, id: string) => repository.findRow(kind, id),
    /**
     * A rate setting changed in this process (ADR 080): the next quote reads the small tables again. Other processes
     * see it through the tariffs' generation, which counts the settings' changes too.
     */
    forgetSmallTables(): void {
      smallTables = undefined;
    },
    /** Carrier codes named by the main-leg tariffs, with their sheet name and mode (the console's first list). */
    carriersInTariffs: () => repository.carriersInTariffs(),
    /** Published main-leg tariff rows naming the carrier, read in `within` (a caller's transaction) if given. */
    countRowsOfCarrier: (code: string, within: Pick<Database, 'select'> = db) => countTariffRowsOfCarrier(within, code),
    hasTariffs: () => repository.hasTariffs(),
    countFclRates: () => repository.countFclRates(),
    /**
     * Every exchange rate dated on or before `day` (yyyy-mm-dd), latest first: a stored quote shown in another
     * currency.
     */
    exchangeRatesAsOf: async (day: string) => (await smallTariffs()).exchangeRatesAsOf(day),
    demoTariffsStatus: (): DemoTariffsStatus => demoStatus,

    /**
     * First start: when no tariff is loaded (or a demo load was cut short), generate and load the demo set. Resolves
     * when the
     * load is done (main.ts does not wait for it: the server answers meanwhile and quotes come
     * once it is in). Never rejects: a failure is logged and reported in the status.
     */
    async loadDemoTariffsIfEmpty(options: DemoTariffOptions, logger: TariffsLogger): Promise<DemoTariffsStatus> {
      try {
        if ((await repository.hasTariffs()) && !(await repository.hasInterruptedDemoLoad())) return demoStatus;
        const startedAtMs = now();
        demoStatus = { state: 'loading', startedAtMs };
        logger.info(
          { generationDate: options.generationDate },
          'loading the demo tariffs (first start, no tariffs in the database)',
        );
        // Outside one transaction and in small batches, so requests are served during the load.
        const { counts, durationMs } = await importTariffs(generateDemoTariffs(options), {
          batchSize: 2_000,
          inOneTransaction: false,
        });
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
     * ones by distance, or those around a door) and the tariffs touching them: main legs by one
     * indexed query per kind, the small tables from memory.
     */
    async candidatesForSearch({
      origin,
      destination,
      validOnOrAfter,
      nearbyRadiusKm = defaultNearbyRadiusKm,
      includeNearbyTerminals = true,
      shipmentType,
      containerTypes,
    }: CandidateSearch): Promise<PricingCandidates> {
      const radiusFor = (end: TariffSearchEnd) =>
        includeNearbyTerminals || end.type === 'POSTAL_CODE' ? nearbyRadiusKm : 0;
      const from = terminalsNear(origin, radiusFor(origin));
      const to = terminalsNear(destination, radiusFor(destination));
      const doorToDoor = origin.type === 'POSTAL_CODE' && destination.type === 'POSTAL_CODE';
      const roadDistanceKm = doorToDoor ? roadDistanceKmBetween(from, to) : null;
      const parcelZone = roadDistanceKm === null ? null : usParcelZone(roadDistanceKm);
      const countryIsoCodes = [
        ...new Set([from.countryIsoCode, to.countryIsoCode].filter((code): code is string => code !== undefined)),
      ];
      const originTerminalCodes = [...codesOf(from.ports), ...codesOf(from.airports)];
      const destinationTerminalCodes = [...codesOf(to.ports), ...codesOf(to.airports)];
      const [mainLegs, small] = await Promise.all([
        repository.findMainLegs({
          originPorts: codesOf(from.ports),
          destinationPorts: codesOf(to.ports),
          originAirports: codesOf(from.airports),
          destinationAirports: codesOf(to.airports),
          validOnOrAfter,
          roadDistanceKm,
          parcelZone,
          ...(shipmentType === undefined ? {} : { shipmentType }),
          ...(containerTypes === undefined ? {} : { containerTypes }),
        }),
        smallTariffs(),
      ]);
      const tariffs = {
        fclRates: small.ofActiveCarriers(mainLegs.fclRates),
        lclRates: small.ofActiveCarriers(mainLegs.lclRates),
        airRates: small.ofActiveCarriers(mainLegs.airRates),
        ltlRates: small.ofActiveCarriers(mainLegs.ltlRates),
        parcelRates: small.ofActiveCarriers(mainLegs.parcelRates),
        ...small.select({
          terminalCodes: [...originTerminalCodes, ...destinationTerminalCodes],
          originTerminalCodes,
          destinationTerminalCodes,
          countryIsoCodes,
          validOnOrAfter,
          ...(shipmentType === undefined ? {} : { mode: shipmentType }),
        }),
      };
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
