import {
  additionalServicePriceSchema,
  airRateSchema,
  exchangeRateSchema,
  fclContractRateSchema,
  lclRateSchema,
  ltlRateSchema,
  parcelRateSchema,
  portChargeSchema,
  surchargeSchema,
  truckingRateSchema,
} from '@freightdesk/domain';
import type { z } from 'zod';
import {
  additionalServicePrices,
  airRates,
  exchangeRates,
  fclRates,
  lclRates,
  ltlRates,
  parcelRates,
  portCharges,
  surcharges,
  truckingRates,
} from '../../db/schema';

/**
 * The tariff kinds, listed once (docs/decisions/050-shared-helpers.md): each with the domain's
 * schema of a row (rate sheets) and its table (the bulk import derives its columns from it).
 * The order is the import's: exchange rates last, so a load cut short is recognisable.
 */
export const tariffKinds = {
  fclRates: { schema: fclContractRateSchema, table: fclRates },
  lclRates: { schema: lclRateSchema, table: lclRates },
  airRates: { schema: airRateSchema, table: airRates },
  ltlRates: { schema: ltlRateSchema, table: ltlRates },
  parcelRates: { schema: parcelRateSchema, table: parcelRates },
  truckingRates: { schema: truckingRateSchema, table: truckingRates },
  portCharges: { schema: portChargeSchema, table: portCharges },
  surcharges: { schema: surchargeSchema, table: surcharges },
  additionalServicePrices: { schema: additionalServicePriceSchema, table: additionalServicePrices },
  exchangeRates: { schema: exchangeRateSchema, table: exchangeRates },
} as const;

export type TariffKind = keyof typeof tariffKinds;
export const tariffKindNames = Object.keys(tariffKinds) as TariffKind[];

/** A row of one kind, as the domain types it (`FclContractRate`, `ExchangeRate`, …). */
export type TariffRow<Kind extends TariffKind> = z.infer<(typeof tariffKinds)[Kind]['schema']>;

/**
 * A whole tariff set, as a rate sheet or the demo generator gives it: what an import replaces.
 * Iterables, so a million FCL rows can stream from the generator into the database.
 */
export type TariffSet = { [Kind in TariffKind]: Iterable<TariffRow<Kind>> };

export type TariffCounts = { [Kind in TariffKind]: number };
