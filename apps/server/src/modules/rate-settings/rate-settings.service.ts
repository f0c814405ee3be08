import { randomUUID } from 'node:crypto';
import {
  changedAuditFields,
  exchangeRateDateProblem,
  exchangeRateEntityId,
  rateSettingsEntityTypes,
  rateSettingsMessage,
  tariffModes,
  type AdditionalServicePriceBody,
  type AdditionalServicePriceListQuery,
  type AdditionalServicePriceView,
  type AuditEntryView,
  type CarrierCreateBody,
  type CarrierListQuery,
  type CarrierUpdateBody,
  type CarrierView,
  type ExchangeRateCorrectionBody,
  type ExchangeRateCreateBody,
  type ExchangeRateListQuery,
  type ExchangeRateParams,
  type ExchangeRateView,
  type PortChargeBody,
  type PortChargeListQuery,
  type PortChargeView,
  type RateSettingsArea,
  type RateSettingsHistoryQuery,
} from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { BrandsService } from '../brands/brands.service';
import type { TariffsService } from '../tariffs/tariffs.service';
import { createRateSettingsRepository, type RateSettingsRepository } from './rate-settings.repository';

export type RateSettingsService = ReturnType<typeof createRateSettingsService>;

/** The staff member making a change and the address it came from. */
export interface RateSettingsActor {
  session: SessionToken;
  ipAddress: string;
}

/** The source an exchange rate entered or corrected in the console is stored with. */
export const consoleRateSource = 'console';

const auditActorOf = ({ session, ipAddress }: RateSettingsActor): AuditActor => ({
  customerId: session.impersonatorId ?? session.customerId,
  email: session.claims.email,
  ipAddress,
});

const isoDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The console's rate settings (docs/decisions/080-rate-settings-and-audit.md): exchange rates, carriers, port charges
 * and additional-service prices. Every change is one transaction with its audit entry and the area's change counter;
 * this process's tariffs forget their small tables at once, other processes within a second.
 */
export function createRateSettingsService({
  db,
  auditService,
  tariffsService,
  brandsService,
  now = Date.now,
}: {
  db: Database;
  auditService: AuditService;
  tariffsService: Pick<TariffsService, 'forgetSmallTables' | 'carriersInTariffs' | 'countRowsOfCarrier'>;
  brandsService: Pick<BrandsService, 'configurationForId'>;
  now?: () => number;
}) {
  const repository = createRateSettingsRepository(db);

  /**
   * One change: `work` reads (locks) and writes in the transaction and answers the audit entry's states and the
   * answer. A change that changes nothing (`before` equals `after`) writes no entry.
   */
  async function change<Result>(
    area: RateSettingsArea,
    actor: RateSettingsActor,
    work: (
      tx: RateSettingsRepository,
      at: Date,
      transaction: Database,
    ) => Promise<{
      entityId: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      result: Result;
    }>,
  ): Promise<Result> {
    const entityType = rateSettingsEntityTypes[area];
    const result = await db.transaction(async (tx) => {
      const at = new Date(now());
      const txRepository = createRateSettingsRepository(tx);
      const done = await work(txRepository, at, tx);
      if (done.before !== null && done.after !== null && changedAuditFields(done.before, done.after).length === 0)
        return done.result;
      const verb = done.before === null ? 'create' : done.after === null ? 'delete' : 'update';
      await auditService.writeWithin(tx, auditActorOf(actor), [
        {
          action: `${entityType}.${verb}`,
          entityType,
          entityId: done.entityId,
          before: done.before,
          after: done.after,
        },
      ]);
      await txRepository.bumpVersion(area, at);
      return done.result;
    });
    tariffsService.forgetSmallTables();
    return result;
  }

  const lastChangeNow = (actor: RateSettingsActor, at: Date) => ({
    actorEmail: actor.session.claims.email,
    at: at.toISOString(),
  });

  /** The console's first carrier list: the carrier codes the tariffs name (once, while none is listed). */
  async function ensureCarriersListed(): Promise<void> {
    if (await repository.hasCarriers()) return;
    const named = new Map<string, { code: string; name: string; modes: Set<string> }>();
    for (const row of await tariffsService.carriersInTariffs()) {
      if (!/^[A-Z0-9]{2,4}$/.test(row.code)) continue;
      const carrier = named.get(row.code) ?? { code: row.code, name: row.name ?? row.code, modes: new Set() };
      carrier.modes.add(row.mode);
      if (row.name && carrier.name === carrier.code) carrier.name = row.name;
      named.set(row.code, carrier);
    }
    await repository.insertCarriersIfMissing(
      [...named.values()].map((carrier) => ({
        code: carrier.code,
        name: carrier.name,
        modes: tariffModes.filter((mode) => carrier.modes.has(mode)),
      })),
    );
  }

  return {
    /** The brand's `rateManagement` flag: off, every rate settings call answers 403 FEATURE_DISABLED. */
    async assertEnabled(session: SessionToken): Promise<void> {
      const brand = await brandsService.configurationForId(session.brandId);
      if (!brand?.featureFlags.rateManagement) throw new AppError('FEATURE_DISABLED');
    },

    history(area: RateSettingsArea, query: RateSettingsHistoryQuery): Promise<AuditEntryView[]> {
      return auditService.history({
        entityType: rateSettingsEntityTypes[area],
        entityId: query.entityId,
        limit: query.limit,
      });
    },

    // Exchange rates ---------------------------------------------------------------------------------------------

    listExchangeRates: (query: ExchangeRateListQuery) => repository.listExchangeRates(query),

    async addExchangeRate(body: ExchangeRateCreateBody, actor: RateSettingsActor): Promise<ExchangeRateView> {
      const problem = exchangeRateDateProblem(body.asOfDate, isoDayOf(now()));
      if (problem) throw new AppError('INVALID_PAYLOAD', { fieldErrors: { asOfDate: [rateSettingsMessage(problem)] } });
      return change('exchange-rates', actor, async (tx, at) => {
        const row = { ...body, source: consoleRateSource };
        if (!(await tx.insertExchangeRate(row))) throw new AppError('RATE_SETTING_ALREADY_EXISTS');
        return {
          entityId: exchangeRateEntityId(row),
          before: null,
          after: row,
          result: { ...row, lastChange: lastChangeNow(actor, at) },
        };
      });
    },

    async correctExchangeRate(
      key: ExchangeRateParams,
      body: ExchangeRateCorrectionBody,
      actor: RateSettingsActor,
    ): Promise<ExchangeRateView> {
      return change('exchange-rates', actor, async (tx, at) => {
        const before = await tx.lockExchangeRate(key);
        if (!before) throw new AppError('RATE_SETTING_NOT_FOUND');
        // Compared as numbers: "0.92" and "0.920" are the same rate.
        const after =
          Number(before.rate) === Number(body.rate)
            ? before
            : { ...before, rate: body.rate, source: consoleRateSource };
        if (after !== before) await tx.updateExchangeRate(key, { rate: after.rate, source: after.source });
        return {
          entityId: exchangeRateEntityId(key),
          before,
          after,
          result: { ...after, lastChange: lastChangeNow(actor, at) },
        };
      });
    },

    /** Removes a day's rate of a pair; quotes convert with the pair's previous date from then on. */
    async removeExchangeRate(key: ExchangeRateParams, actor: RateSettingsActor): Promise<void> {
      await change('exchange-rates', actor, async (tx) => {
        const before = await tx.lockExchangeRate(key);
        if (!before) throw new AppError('RATE_SETTING_NOT_FOUND');
        await tx.deleteExchangeRate(key);
        return { entityId: exchangeRateEntityId(key), before, after: null, result: undefined };
      });
    },

    // Carriers ---------------------------------------------------------------------------------------------------

    async listCarriers(query: CarrierListQuery) {
      await ensureCarriersListed();
      return repository.listCarriers(query);
    },

    async addCarrier(body: CarrierCreateBody, actor: RateSettingsActor): Promise<CarrierView> {
      await ensureCarriersListed();
      return change('carriers', actor, async (tx, at) => {
        if (!(await tx.insertCarrier(body, at))) throw new AppError('RATE_SETTING_ALREADY_EXISTS');
        return {
          entityId: body.code,
          before: null,
          after: body,
          result: { ...body, lastChange: lastChangeNow(actor, at) },
        };
      });
    },

    async updateCarrier(code: string, body: CarrierUpdateBody, actor: RateSettingsActor): Promise<CarrierView> {
      return change('carriers', actor, async (tx, at) => {
        const before = await tx.lockCarrier(code.toUpperCase());
        if (!before) throw new AppError('RATE_SETTING_NOT_FOUND');
        const after = { code: before.code, ...body };
        await tx.updateCarrier(after, at);
        return { entityId: before.code, before, after, result: { ...after, lastChange: lastChangeNow(actor, at) } };
      });
    },

    /**
     * Removes a carrier the published tariffs do not name: one they do is refused with RATE_SETTING_IN_USE (its rows
     * would price under a carrier the console no longer lists; deactivating it keeps it out of quotes instead).
     */
    async removeCarrier(code: string, actor: RateSettingsActor): Promise<void> {
      await change('carriers', actor, async (tx, _at, transaction) => {
        const before = await tx.lockCarrier(code.toUpperCase());
        if (!before) throw new AppError('RATE_SETTING_NOT_FOUND');
        const rows = await tariffsService.countRowsOfCarrier(before.code, transaction);
        if (rows > 0) throw new AppError('RATE_SETTING_IN_USE');
        await tx.deleteCarrier(before.code);
        return { entityId: before.code, before, after: null, result: undefined };
      });
    },

    // Port charges -----------------------------------------------------------------------------------------------

    listPortCharges: (query: PortChargeListQuery) => repository.listPortCharges(query),

    async addPortCharge(body: PortChargeBody, actor: RateSettingsActor): Promise<PortChargeView> {
      return change('port-charges', actor, async (tx, at) => {
        const after = { id: `console-${randomUUID()}`, ...body };
        await tx.insertPortCharge(after.id, body);
        return { entityId: after.id, before: null, after, result: { ...after, lastChange: lastChangeNow(actor, at) } };
      });
    },

    async updatePortCharge(id: string, body: PortChargeBody, actor: RateSettingsActor): Promise<PortChargeView> {
      return change('port-charges', actor, async (tx, at) => {
        const before = await tx.lockPortCharge(id);
        if (!before) throw new AppError('RATE_SETTING_NOT_FOUND');
        const after = { id, ...body };
        await tx.updatePortCharge(id, body);
        return { entityId: id, before, after, result: { ...after, lastChange: lastChangeNow(actor, at) } };
      });
    },

    async removePortCharge(id: string, actor: RateSettingsActor): Promise<void> {
      await change('port-charges', actor, async (tx) => {
        const before = await tx.lockPortCharge(id);
        if (!before) throw new AppError('RATE_SETTING_NOT_FOUND');
        await tx.deletePortCharge(id);
        return { entityId: id, before, after: null, result: undefined };
      });
    },

    // Additional-service prices ----------------------------------------------------------------------------------

    listAdditionalServicePrices: (query: AdditionalServicePriceListQuery) =>
      repository.listAdditionalServicePrices(query),

    async addAdditionalServicePrice(
      body: AdditionalServicePriceBody,
      actor: RateSettingsActor,
    ): Promise<AdditionalServicePriceView> {
      return change('additional-services', actor, async (tx, at) => {
        const after = { id: `console-${randomUUID()}`, ...body };
        await tx.insertAdditionalServicePrice(after.id, body);
        return { entityId: after.id, before: null, after, result: { ...after, lastChange: lastChangeNow(actor, at) } };
      });
    },

    async updateAdditionalServicePrice(
      id: string,
      body: AdditionalServicePriceBody,
      actor: RateSettingsActor,
    ): Promise<AdditionalServicePriceView> {
      return change('additional-services', actor, async (tx, at) => {
        const before = await tx.lockAdditionalServicePrice(id);
        if (!before) throw new AppError('RATE_SETTING_NOT_FOUND');
        const after = { id, ...body };
        await tx.updateAdditionalServicePrice(id, body);
        return { entityId: id, before, after, result: { ...after, lastChange: lastChangeNow(actor, at) } };
      });
    },

    async removeAdditionalServicePrice(id: string, actor: RateSettingsActor): Promise<void> {
      await change('additional-services', actor, async (tx) => {
        const before = await tx.lockAdditionalServicePrice(id);
        if (!before) throw new AppError('RATE_SETTING_NOT_FOUND');
        await tx.deleteAdditionalServicePrice(id);
        return { entityId: id, before, after: null, result: undefined };
      });
    },
  };
}
