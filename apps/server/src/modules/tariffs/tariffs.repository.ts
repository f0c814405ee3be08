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

const tariffTables = tariffKindNames.map((kind) => getTableName(tariffKinds[kind].table));

// Rows were validated by the domain's zod schemas when imported: the text columns hold the
// domain's enum values, so reading them back is a cast, not a parse (the read path is hot).
type Loose<T> = { [Key in keyof T]: unknown };
const rowsAs = <T>(rows: readonly Loose<T>[]) => rows as unknown as T[];

/** `column` is one of the array placeholder's values (`= any($n)`: one statement for any number of ports). */
const isAnyOf = (column: AnyPgColumn, placeholderName: string) =>
  sql`${column} = any(${sql.placeholder(placeholderName)})`;

/** Rows an insert, update or delete touched, on either driver. */
export function affectedRows(result: unknown): number {
  const outcome = result as { rowCount?: number | null; affectedRows?: number };
  return Number(outcome.rowCount ?? outcome.affectedRows ?? 0);
}

async function bumpGeneration(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(
    sql`insert into ${tariffGenerations} (id, generation) values (1, 1)
      on conflict (id) do update set generation = ${tariffGenerations.generation} + 1`,
  );
}

/**
 * Runs `load` with the tables' primary keys and indexes dropped, then re-creates them from their own catalogue
 * definitions: building an index once after a bulk load is much faster than keeping it up to date row by row (a
 * duplicate id then fails the whole load, as it should).
 */
async function withIndexesRebuilt<T>(
  tx: Pick<Database, 'execute' | 'select'>,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const tableList = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  const primaryKeys = (await tx
    .select({
      table: sql<string>`cls.relname`,
      name: sql<string>`con.conname`,
      definition: sql<string>`pg_get_constraintdef(con.oid)`,
    })
    .from(sql`pg_constraint con join pg_class cls on cls.oid = con.conrelid`)
    .where(
      sql`con.contype = 'p' and con.connamespace = current_schema()::regnamespace
        and cls.relname in (${tableList})`,
    )) as { table: string; name: string; definition: string }[];
  const indexes = (await tx
    .select({ name: sql<string>`indexname`, definition: sql<string>`indexdef` })
    .from(sql`pg_indexes`)
    .where(
      sql`schemaname = current_schema() and tablename in (${tableList})
        and not exists (select 1 from pg_constraint where conname = indexname)`,
    )) as { name: string; definition: string }[];
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  for (const { table, name } of primaryKeys)
    await tx.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(name)}`);
  const result = await load();
  for (const { table, name, definition } of primaryKeys) {
    await tx.execute(
      sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(name)} ${sql.raw(definition)}`,
    );
  }
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  return result;
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
     * Replaces every tariff with `set`. In one transaction by default (readers see the old set or
     * the new one; a failed import changes nothing). `inOneTransaction: false` lets other queries
     * run between batches (PGlite runs one transaction at a time: the first-start demo load must
     * not hold every request for its duration); exchange rates are written last, so a load cut
     * short is recognisable (see `hasInterruptedDemoLoad`).
     */
    async replaceAll(
      set: TariffSet,
      { batchSize, inOneTransaction = true }: { batchSize?: number; inOneTransaction?: boolean } = {},
    ): Promise<TariffCounts> {
      const load = async (tx: Pick<Database, 'execute' | 'select'>) => {
        await tx.execute(sql.raw(`truncate ${tariffTables.join(', ')}`));
        return withIndexesRebuilt(tx, tariffTables, async () => {
          const counts = {} as TariffCounts;
          // One kind after the other, in tariffKinds' order (exchange rates last).
          for (const kind of tariffKindNames)
            counts[kind] = await bulkInsert<object>(tx, tariffKinds[kind].table, set[kind], batchSize);
          return counts;
        });
      };
      if (!inOneTransaction) {
        const counts = await load(db);
        await bumpGeneration(db);
        return counts;
      }
      return db.transaction(async (tx) => {
        // Two processes importing at once take turns.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('freightdesk:tariffs'))`);
        const counts = await load(tx);
        await bumpGeneration(tx);
        return counts;
      });
    },

    /**
     * Replaces every row of one kind with the rows of a rate sheet version (docs/decisions/079-rate-sheets.md): one
     * transaction (readers see the old rows or the new ones), the demo rows of that kind go too (ADR 035), the
     * generation is raised so every process drops its in-memory tables. `rows` is a `select` of the table's columns.
     */
    async replaceKind(kind: TariffKind, rows: SQL): Promise<number> {
      const table = getTableName(tariffKinds[kind].table);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('freightdesk:tariffs'))`);
        await tx.execute(sql`truncate ${sql.identifier(table)}`);
        const count = await withIndexesRebuilt(tx, [table], async () => {
          const inserted = await tx.execute(sql`insert into ${sql.identifier(table)} ${rows}`);
          return affectedRows(inserted);
        });
        // Fresh statistics, so the first quotes after a publish of a million rows are planned for them (ADR 086).
        await tx.execute(sql`analyze ${sql.identifier(table)}`);
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
