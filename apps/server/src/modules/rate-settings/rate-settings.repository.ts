import type {
  AdditionalServicePriceBody,
  AdditionalServicePriceListQuery,
  AdditionalServicePriceView,
  CarrierListQuery,
  CarrierView,
  ExchangeRateListQuery,
  ExchangeRateParams,
  ExchangeRateView,
  LastChange,
  PortChargeBody,
  PortChargeListQuery,
  PortChargeView,
  RateSettingsArea,
  RateSettingsEntityType,
} from '@freightdesk/domain';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  additionalServicePrices,
  auditLog,
  carriers,
  exchangeRates,
  portCharges,
  rateSettingsVersions,
} from '../../db/schema';

type Page<T> = { data: T[]; meta: { page: number; pageSize: number; total: number } };

/**
 * The entity's latest audit entry (who, when) as one JSON value: a correlated subquery on `audit_log_entity_idx`, one
 * index probe per listed row (a page is at most 100 rows).
 */
const lastChangeOf = (entityType: RateSettingsEntityType, entityId: SQL) =>
  sql<LastChange>`(select json_build_object('actorEmail', ${auditLog.actorEmail}, 'at',
      to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from ${auditLog} where ${auditLog.entityType} = ${entityType} and ${auditLog.entityId} = ${entityId}
    order by ${auditLog.createdAt} desc limit 1)`;

/** `%text%` for ilike, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
const metaOf = (query: { page: number; pageSize: number }, total: number) => ({
  page: query.page,
  pageSize: query.pageSize,
  total,
});

const exchangeRateColumns = {
  baseCurrency: exchangeRates.baseCurrency,
  quoteCurrency: exchangeRates.quoteCurrency,
  rate: exchangeRates.rate,
  asOfDate: exchangeRates.asOfDate,
  source: exchangeRates.source,
};
const carrierColumns = {
  code: carriers.code,
  name: carriers.name,
  modes: carriers.modes,
  logoUrl: carriers.logoUrl,
  active: carriers.active,
};

// The text columns hold the domain's enum values (validated on the way in): read back as they are.
type Loose<T> = { [Key in keyof T]: unknown };
const rowsAs = <T>(rows: readonly Loose<T>[]) => rows as unknown as T[];

export type ExchangeRateRow = Omit<ExchangeRateView, 'lastChange'>;
export type CarrierRow = Omit<CarrierView, 'lastChange'>;
export type PortChargeRow = Omit<PortChargeView, 'lastChange'>;
export type AdditionalServicePriceRow = Omit<AdditionalServicePriceView, 'lastChange'>;

export type RateSettingsRepository = ReturnType<typeof createRateSettingsRepository>;

export function createRateSettingsRepository(db: Database) {
  return {
    /** Raises the area's change counter (in the caller's transaction): other processes re-read their tariffs. */
    async bumpVersion(area: RateSettingsArea, at: Date): Promise<void> {
      await db
        .insert(rateSettingsVersions)
        .values({ area, version: 1, changedAt: at })
        .onConflictDoUpdate({
          target: rateSettingsVersions.area,
          set: { version: sql`${rateSettingsVersions.version} + 1`, changedAt: at },
        });
    },

    // Exchange rates ---------------------------------------------------------------------------------------------

    async listExchangeRates(query: ExchangeRateListQuery): Promise<Page<ExchangeRateView>> {
      const conditions: SQL[] = [];
      if (query.baseCurrency) conditions.push(eq(exchangeRates.baseCurrency, query.baseCurrency));
      if (query.quoteCurrency) conditions.push(eq(exchangeRates.quoteCurrency, query.quoteCurrency));
      const where = and(...conditions);
      const { baseCurrency, quoteCurrency, asOfDate } = exchangeRates;
      const entityId = sql`${baseCurrency} || '/' || ${quoteCurrency} || '/' || ${asOfDate}::text`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...exchangeRateColumns, lastChange: lastChangeOf('exchangeRate', entityId) })
          .from(exchangeRates)
          .where(where)
          .orderBy(asc(exchangeRates.baseCurrency), asc(exchangeRates.quoteCurrency), desc(exchangeRates.asOfDate))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(exchangeRates).where(where),
      ]);
      return { data: rowsAs<ExchangeRateView>(rows), meta: metaOf(query, total?.total ?? 0) };
    },

    async lockExchangeRate(key: ExchangeRateParams): Promise<ExchangeRateRow | undefined> {
      const [row] = await db
        .select(exchangeRateColumns)
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.baseCurrency, key.baseCurrency),
            eq(exchangeRates.quoteCurrency, key.quoteCurrency),
            eq(exchangeRates.asOfDate, key.asOfDate),
          ),
        )
        .for('update');
      return row as ExchangeRateRow | undefined;
    },

    /** False when the pair already has a rate for that day. */
    async insertExchangeRate(row: ExchangeRateRow): Promise<boolean> {
      const inserted = await db
        .insert(exchangeRates)
        .values(row)
        .onConflictDoNothing()
        .returning({ rate: exchangeRates.rate });
      return inserted.length > 0;
    },

    async updateExchangeRate(key: ExchangeRateParams, change: { rate: string; source: string }): Promise<void> {
      await db
        .update(exchangeRates)
        .set(change)
        .where(
          and(
            eq(exchangeRates.baseCurrency, key.baseCurrency),
            eq(exchangeRates.quoteCurrency, key.quoteCurrency),
            eq(exchangeRates.asOfDate, key.asOfDate),
          ),
        );
    },

    async deleteExchangeRate(key: ExchangeRateParams): Promise<void> {
      await db
        .delete(exchangeRates)
        .where(
          and(
            eq(exchangeRates.baseCurrency, key.baseCurrency),
            eq(exchangeRates.quoteCurrency, key.quoteCurrency),
            eq(exchangeRates.asOfDate, key.asOfDate),
          ),
        );
    },

    // Carriers ---------------------------------------------------------------------------------------------------

    async hasCarriers(): Promise<boolean> {
      const [row] = await db.select({ code: carriers.code }).from(carriers).limit(1);
      return row !== undefined;
    },

    /** The first list, from the tariffs' carrier codes; codes already listed are kept as they are. */
    async insertCarriersIfMissing(rows: readonly Omit<CarrierRow, 'logoUrl' | 'active'>[]): Promise<void> {
      for (let start = 0; start < rows.length; start += 500) {
        await db
          .insert(carriers)
          .values(rows.slice(start, start + 500).map((row) => ({ ...row, modes: [...row.modes] })))
          .onConflictDoNothing();
      }
    },

    async listCarriers(query: CarrierListQuery): Promise<Page<CarrierView>> {
      const conditions: SQL[] = [];
      if (query.q) {
        const condition = or(ilike(carriers.code, containing(query.q)), ilike(carriers.name, containing(query.q)));
        if (condition) conditions.push(condition);
      }
      if (query.mode) conditions.push(sql`${query.mode} = any(${carriers.modes})`);
      if (query.status) conditions.push(eq(carriers.active, query.status === 'active'));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...carrierColumns, lastChange: lastChangeOf('carrier', sql`${carriers.code}`) })
          .from(carriers)
          .where(where)
          .orderBy(asc(carriers.name), asc(carriers.code))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(carriers).where(where),
      ]);
      return { data: rowsAs<CarrierView>(rows), meta: metaOf(query, total?.total ?? 0) };
    },

    async lockCarrier(code: string): Promise<CarrierRow | undefined> {
      const [row] = await db.select(carrierColumns).from(carriers).where(eq(carriers.code, code)).for('update');
      return row as CarrierRow | undefined;
    },

    /** False when the code is taken. */
    async insertCarrier(row: CarrierRow, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(carriers)
        .values({ ...row, modes: [...row.modes], updatedAt: at })
        .onConflictDoNothing()
        .returning({ code: carriers.code });
      return inserted.length > 0;
    },

    async updateCarrier(row: CarrierRow, at: Date): Promise<void> {
      const { code, ...fields } = row;
      await db
        .update(carriers)
        .set({ ...fields, modes: [...fields.modes], updatedAt: at })
        .where(eq(carriers.code, code));
    },

    async deleteCarrier(code: string): Promise<void> {
      await db.delete(carriers).where(eq(carriers.code, code));
    },

    // Port charges -----------------------------------------------------------------------------------------------

    async listPortCharges(query: PortChargeListQuery): Promise<Page<PortChargeView>> {
      const conditions: SQL[] = [];
      if (query.locode) conditions.push(ilike(portCharges.locode, startingWith(query.locode)));
      if (query.mode) conditions.push(eq(portCharges.mode, query.mode));
      if (query.side) conditions.push(eq(portCharges.side, query.side));
      if (query.q) {
        const condition = or(
          ilike(portCharges.code, startingWith(query.q)),
          ilike(portCharges.name, containing(query.q)),
        );
        if (condition) conditions.push(condition);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: portCharges.id,
            locode: portCharges.locode,
            side: portCharges.side,
            mode: portCharges.mode,
            code: portCharges.code,
            name: portCharges.name,
            basis: portCharges.basis,
            containerType: portCharges.containerType,
            amountMinor: portCharges.amountMinor,
            minimumChargeMinor: portCharges.minimumChargeMinor,
            currency: portCharges.currency,
            validFrom: portCharges.validFrom,
            validTo: portCharges.validTo,
            lastChange: lastChangeOf('portCharge', sql`${portCharges.id}`),
          })
          .from(portCharges)
          .where(where)
          .orderBy(
            asc(portCharges.locode),
            asc(portCharges.side),
            asc(portCharges.mode),
            asc(portCharges.code),
            asc(portCharges.id),
          )
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(portCharges).where(where),
      ]);
      return { data: rowsAs<PortChargeView>(rows), meta: metaOf(query, total?.total ?? 0) };
    },

    async lockPortCharge(id: string): Promise<PortChargeRow | undefined> {
      const [row] = await db.select().from(portCharges).where(eq(portCharges.id, id)).for('update');
      return row as PortChargeRow | undefined;
    },

    async insertPortCharge(id: string, body: PortChargeBody): Promise<void> {
      await db.insert(portCharges).values({ id, ...body });
    },

    async updatePortCharge(id: string, body: PortChargeBody): Promise<void> {
      await db.update(portCharges).set(body).where(eq(portCharges.id, id));
    },

    async deletePortCharge(id: string): Promise<void> {
      await db.delete(portCharges).where(eq(portCharges.id, id));
    },

    // Additional-service prices ----------------------------------------------------------------------------------

    async listAdditionalServicePrices(
      query: AdditionalServicePriceListQuery,
    ): Promise<Page<AdditionalServicePriceView>> {
      const conditions: SQL[] = [];
      if (query.code) conditions.push(eq(additionalServicePrices.code, query.code));
      if (query.mode) conditions.push(eq(additionalServicePrices.mode, query.mode));
      if (query.countryIsoCode) conditions.push(eq(additionalServicePrices.countryIsoCode, query.countryIsoCode));
      const where = and(...conditions);
      const table = additionalServicePrices;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: table.id,
            code: table.code,
            name: table.name,
            mode: table.mode,
            countryIsoCode: table.countryIsoCode,
            pricingRule: table.pricingRule,
            amountMinor: table.amountMinor,
            percent: table.percent,
            minimumChargeMinor: table.minimumChargeMinor,
            currency: table.currency,
            validFrom: table.validFrom,
            validTo: table.validTo,
            lastChange: lastChangeOf('additionalServicePrice', sql`${table.id}`),
          })
          .from(table)
          .where(where)
          .orderBy(asc(table.code), asc(table.countryIsoCode), asc(table.mode), asc(table.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return { data: rowsAs<AdditionalServicePriceView>(rows), meta: metaOf(query, total?.total ?? 0) };
    },

    async lockAdditionalServicePrice(id: string): Promise<AdditionalServicePriceRow | undefined> {
      const [row] = await db
        .select()
        .from(additionalServicePrices)
        .where(eq(additionalServicePrices.id, id))
        .for('update');
      return row as AdditionalServicePriceRow | undefined;
    },

    async insertAdditionalServicePrice(id: string, body: AdditionalServicePriceBody): Promise<void> {
      await db.insert(additionalServicePrices).values({ id, ...body });
    },

    async updateAdditionalServicePrice(id: string, body: AdditionalServicePriceBody): Promise<void> {
      await db.update(additionalServicePrices).set(body).where(eq(additionalServicePrices.id, id));
    },

    async deleteAdditionalServicePrice(id: string): Promise<void> {
      await db.delete(additionalServicePrices).where(eq(additionalServicePrices.id, id));
    },
  };
}
