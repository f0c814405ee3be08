import type {
  AdditionalServicePrice,
  AirRate,
  ExchangeRate,
  FclContractRate,
  LclRate,
  LtlRate,
  ParcelRate,
  PortCharge,
  Surcharge,
  TruckingRate,
} from '@freightdesk/domain';
import { and, desc, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  additionalServicePrices,
  airRates,
  carriers,
  exchangeRates,
  fclRates,
  lclRates,
  ltlRates,
  parcelRates,
  portCharges,
  rateSettingsVersions,
  surcharges,
  tariffGenerations,
  truckingRates,
} from '../../db/schema';
import { getTableName } from 'drizzle-orm';
import { bulkInsert } from './bulk-insert';
import { createCopy, indexCopy, loadBesideAndSwap, swapIn, type TableCopy } from './table-loads';
import { tariffKindNames, tariffKinds, type TariffCounts, type TariffKind, type TariffSet } from './tariff-set';

export type TariffsRepository = ReturnType<typeof createTariffsRepository>;

/** What `candidatesForSearch` reads from the database, terminals already worked out (in memory) by the service. */
export interface TariffQuery {
  originPorts: readonly string[];
  destinationPorts: readonly string[];
  originAirports: readonly string[];
  destinationAirports: readonly string[];
  /** Rates that ended before this day are left out (yyyy-mm-dd). */
  validOnOrAfter: string;
  /** Door to door (US), for LTL; null: no LTL. */
  roadDistanceKm: number | null;
  parcelZone: string | null;
  /** Only the main-leg tariffs of this mode (a quote); every kind when absent. */
  shipmentType?: 'FCL' | 'LCL' | 'AIR' | 'LTL';
  /** FCL: only these container types (the search's containers); every type when absent. */
  containerTypes?: readonly string[];
}

// Rows were validated by the domain's zod schemas when imported: the text columns hold the
// domain's enum values, so reading them back is a cast, not a parse (the read path is hot).
type Loose<T> = { [Key in keyof T]: unknown };
const rowsAs = <T>(rows: readonly Loose<T>[]) => rows as unknown as T[];

/** `column` is one of the array placeholder's values (`= any($n)`: one statement for any number of ports). */
const isAnyOf = (column: AnyPgColumn, placeholderName: string) =>
  sql`${column} = any(${sql.placeholder(placeholderName)})`;

async function bumpGeneration(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(
    sql`insert into ${tariffGenerations} (id, generation) values (1, 1)
      on conflict (id) do update set generation = ${tariffGenerations.generation} + 1`,
  );
}

/**
 * How many main-leg tariff rows (the published ones) name the carrier `code`; `db` may be a transaction (the console
 * refuses to remove a carrier they name, docs/decisions/080-rate-settings-and-audit.md).
 */
export async function countTariffRowsOfCarrier(db: Pick<Database, 'select'>, code: string): Promise<number> {
  const counts = await Promise.all(
    (
      [
        [fclRates, fclRates.carrierCode],
        [lclRates, lclRates.carrierCode],
        [airRates, airRates.airlineIataCode],
        [ltlRates, ltlRates.carrierCode],
        [parcelRates, parcelRates.carrierCode],
      ] as const
    ).map(async ([table, column]) => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(table as typeof fclRates)
        .where(eq(column, code));
      return row?.count ?? 0;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

export function createTariffsRepository(db: Database) {
  // The lane queries run on every search: built once and prepared (named statements on
  // PostgreSQL), with the ports and airports as array parameters.
  const fclLane = and(
    isAnyOf(fclRates.originLocode, 'origins'),
    isAnyOf(fclRates.destinationLocode, 'destinations'),
    gte(fclRates.validTo, sql.placeholder('day')),
  );
  const fclLaneQuery = db.select().from(fclRates).where(fclLane).prepare('fcl_lane');
  const fclLaneOfContainersQuery = db
    .select()
    .from(fclRates)
    .where(and(fclLane, isAnyOf(fclRates.containerType, 'containerTypes')))
    .prepare('fcl_lane_of_containers');
  const lclLaneQuery = db
    .select()
    .from(lclRates)
    .where(
      and(
        isAnyOf(lclRates.originLocode, 'origins'),
        isAnyOf(lclRates.destinationLocode, 'destinations'),
        gte(lclRates.validTo, sql.placeholder('day')),
      ),
    )
    .prepare('lcl_lane');
  const airLaneQuery = db
    .select()
    .from(airRates)
    .where(
      and(
        isAnyOf(airRates.originIataCode, 'origins'),
        isAnyOf(airRates.destinationIataCode, 'destinations'),
        gte(airRates.validTo, sql.placeholder('day')),
      ),
    )
    .prepare('air_lane');

  /** The sum of the rate settings' change counters (ADR 080): it moves with every change made in the console. */
  async function rateSettingsVersion(): Promise<number> {
    const [row] = await db
      .select({ version: sql<number>`coalesce(sum(${rateSettingsVersions.version}), 0)::int` })
      .from(rateSettingsVersions);
    return row?.version ?? 0;
  }

  return {
    /**
     * Replaces every tariff with `set`, each kind loaded into a copy of its table and swapped in (ADR 086), so quotes
     * priced meanwhile read the old rows and never an empty table. In one transaction by default: every kind is
     * swapped at once at the end (readers see the old set or the new one; a failed import changes nothing).
     * `inOneTransaction: false` loads each copy outside a transaction and swaps it in its own short one, so other
     * queries run between batches (PGlite runs one transaction at a time: the first-start demo load must not hold
     * every request for its duration); exchange rates are swapped last, so a load cut short is recognisable (see
     * `hasInterruptedDemoLoad`).
     */
    async replaceAll(
      set: TariffSet,
      { batchSize, inOneTransaction = true }: { batchSize?: number; inOneTransaction?: boolean } = {},
    ): Promise<TariffCounts> {
      const counts = {} as TariffCounts;
      const loadCopy = async (tx: Pick<Database, 'execute' | 'select'>, kind: TariffKind) => {
        const copy = await createCopy(tx, getTableName(tariffKinds[kind].table));
        counts[kind] = await bulkInsert<object>(tx, tariffKinds[kind].table, set[kind], batchSize, copy.next);
        await indexCopy(tx, copy);
        return copy;
      };
      if (!inOneTransaction) {
        // One kind after the other, in tariffKinds' order (exchange rates last).
        for (const kind of tariffKindNames) {
          const copy = await loadCopy(db, kind);
          await db.transaction((tx) => swapIn(tx, [copy]));
        }
        await bumpGeneration(db);
        return counts;
      }
      return db.transaction(async (tx) => {
        // Two processes importing at once take turns.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('freightdesk:tariffs'))`);
        const copies: TableCopy[] = [];
        for (const kind of tariffKindNames) copies.push(await loadCopy(tx, kind));
        await swapIn(tx, copies);
        await bumpGeneration(tx);
        return counts;
      });
    },

    /**
     * Replaces every row of one kind with the rows of a rate sheet version (docs/decisions/079-rate-sheets.md): one
     * transaction; the rows are loaded into a copy of the table and swapped in (ADR 086), so quotes priced meanwhile
     * read the old rows and wait only for the swap. The demo rows of that kind go too (ADR 035); the generation is
     * raised so every process drops its in-memory tables. `rows` is a `select` of the table's columns.
     */
    async replaceKind(kind: TariffKind, rows: SQL): Promise<number> {
      const table = getTableName(tariffKinds[kind].table);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('freightdesk:tariffs'))`);
        const count = await loadBesideAndSwap(tx, table, rows);
        await bumpGeneration(tx);
        return count;
      });
    },

    /**
     * The tariffs' generation: it moves with every import or publish (`tariffGenerations`, ADR 079) and every rate
     * setting changed in the console (the settings' change counters, ADR 080). Processes poll it to drop their tables.
     */
    async generation(): Promise<number> {
      const [[row], settingsVersion] = await Promise.all([
        db
          .select({ generation: tariffGenerations.generation })
          .from(tariffGenerations)
          .where(eq(tariffGenerations.id, 1)),
        rateSettingsVersion(),
      ]);
      return (row?.generation ?? 0) + settingsVersion;
    },

    async countRows(kind: TariffKind, where?: SQL): Promise<number> {
      const table = tariffKinds[kind].table;
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(where);
      return row?.count ?? 0;
    },

    /** One tariff row by id (the rate management page of one tariff). */
    async findRow(kind: TariffKind, id: string): Promise<Record<string, unknown> | undefined> {
      const table = tariffKinds[kind].table as typeof fclRates;
      const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
      return row as Record<string, unknown> | undefined;
    },

    /** Demo rows without exchange rates (written last): a first-start load was cut short. */
    async hasInterruptedDemoLoad(): Promise<boolean> {
      const [demoRow] = await db
        .select({ id: fclRates.id })
        .from(fclRates)
        .where(sql`${fclRates.id} like 'demo-%'`)
        .limit(1);
      if (!demoRow) return false;
      const [rate] = await db.select({ source: exchangeRates.source }).from(exchangeRates).limit(1);
      return rate === undefined;
    },

    /** Whether any tariff is loaded (first start loads the demo set when none is). */
    async hasTariffs(): Promise<boolean> {
      const [fcl] = await db.select({ id: fclRates.id }).from(fclRates).limit(1);
      const [air] = fcl ? [fcl] : await db.select({ id: airRates.id }).from(airRates).limit(1);
      return air !== undefined;
    },

    async countFclRates(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(fclRates);
      return row?.count ?? 0;
    },

    /**
     * The small tables every search consults (terminal charges, surcharges, additional services,
     * trucking, exchange rates): a few thousand rows, read whole and kept in memory by the service.
     */
    async loadSmallTables() {
      // The settings version first: a change committed while the tables are read is seen at the next check.
      const settingsVersion = await rateSettingsVersion();
      const [trucking, charges, surchargeRows, services, rates, carrierRows] = await Promise.all([
        db.select().from(truckingRates),
        db.select().from(portCharges),
        db.select().from(surcharges),
        db.select().from(additionalServicePrices),
        db.select().from(exchangeRates).orderBy(desc(exchangeRates.asOfDate)),
        db.select({ code: carriers.code, name: carriers.name, active: carriers.active }).from(carriers),
      ]);
      return {
        settingsVersion,
        carriers: carrierRows,
        truckingRates: rowsAs<TruckingRate>(trucking),
        portCharges: rowsAs<PortCharge>(charges),
        surcharges: rowsAs<Surcharge>(surchargeRows),
        additionalServicePrices: rowsAs<AdditionalServicePrice>(services),
        exchangeRates: rowsAs<ExchangeRate>(rates),
      };
    },

    rateSettingsVersion,

    /** Every carrier code the main-leg tariffs name, with a name and mode (the console's first carrier list). */
    async carriersInTariffs(): Promise<{ code: string; name: string | null; mode: string }[]> {
      const named = (code: AnyPgColumn, name: AnyPgColumn) => ({
        code: sql<string>`${code}`,
        name: sql<string | null>`${name}`,
      });
      const kinds = await Promise.all([
        db.selectDistinct(named(fclRates.carrierCode, fclRates.carrierName)).from(fclRates),
        db.selectDistinct(named(lclRates.carrierCode, lclRates.carrierName)).from(lclRates),
        db.selectDistinct(named(airRates.airlineIataCode, airRates.carrierName)).from(airRates),
        db.selectDistinct(named(ltlRates.carrierCode, ltlRates.carrierName)).from(ltlRates),
        db.selectDistinct(named(parcelRates.carrierCode, parcelRates.carrierName)).from(parcelRates),
      ]);
      const modes = ['FCL', 'LCL', 'AIR', 'LTL', 'PARCEL'] as const;
      return kinds.flatMap((rows, index) => rows.map((row) => ({ ...row, mode: modes[index] ?? 'FCL' })));
    },

    /** The main-leg tariffs of a search: one indexed query per kind asked for (never one per port). */
    async findMainLegs(query: TariffQuery) {
      const day = query.validOnOrAfter;
      const wants = (mode: NonNullable<TariffQuery['shipmentType']>) =>
        query.shipmentType === undefined || query.shipmentType === mode;
      const hasSea = query.originPorts.length > 0 && query.destinationPorts.length > 0;
      const hasAir = query.originAirports.length > 0 && query.destinationAirports.length > 0 && wants('AIR');
      const seaLane = { origins: [...query.originPorts], destinations: [...query.destinationPorts], day };
      const roadDistanceKm = query.roadDistanceKm;

      const [fcl, lcl, air, ltl, parcel] = await Promise.all([
        !hasSea || !wants('FCL')
          ? []
          : query.containerTypes === undefined
            ? fclLaneQuery.execute(seaLane)
            : fclLaneOfContainersQuery.execute({ ...seaLane, containerTypes: [...query.containerTypes] }),
        hasSea && wants('LCL') ? lclLaneQuery.execute(seaLane) : [],
        hasAir
          ? airLaneQuery.execute({
              origins: [...query.originAirports],
              destinations: [...query.destinationAirports],
              day,
            })
          : [],
        roadDistanceKm === null || !wants('LTL')
          ? []
          : db
              .select()
              .from(ltlRates)
              .where(
                and(
                  gte(ltlRates.validTo, day),
                  lte(ltlRates.fromDistanceKm, roadDistanceKm),
                  or(isNull(ltlRates.toDistanceKm), gt(ltlRates.toDistanceKm, roadDistanceKm)),
                ),
              ),
        query.parcelZone === null || !wants('AIR')
          ? []
          : db
              .select()
              .from(parcelRates)
              .where(and(eq(parcelRates.zone, query.parcelZone), gte(parcelRates.validTo, day))),
      ]);

      return {
        fclRates: rowsAs<FclContractRate>(fcl),
        lclRates: rowsAs<LclRate>(lcl),
        airRates: rowsAs<AirRate>(air),
        ltlRates: rowsAs<LtlRate>(
          ltl.map((row) => ({
            ...row,
            freightClass: row.freightClass === 'unknown' ? 'unknown' : Number(row.freightClass),
          })),
        ),
        parcelRates: rowsAs<ParcelRate>(parcel),
      };
    },
  };
}
