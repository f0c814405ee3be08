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
import { z } from 'zod';
import type { TariffSet } from './tariff-set';

/**
 * A rate sheet staff load instead of the demo set: one JSON document holding arrays of the
 * domain's tariff shapes (every array optional; a missing one imports as empty). Validated
 * row by row by the domain's zod schemas; an invalid sheet imports nothing.
 */
export const rateSheetSchema = z.object({
  fclRates: z.array(fclContractRateSchema).default([]),
  lclRates: z.array(lclRateSchema).default([]),
  airRates: z.array(airRateSchema).default([]),
  ltlRates: z.array(ltlRateSchema).default([]),
  parcelRates: z.array(parcelRateSchema).default([]),
  truckingRates: z.array(truckingRateSchema).default([]),
  portCharges: z.array(portChargeSchema).default([]),
  surcharges: z.array(surchargeSchema).default([]),
  additionalServicePrices: z.array(additionalServicePriceSchema).default([]),
  exchangeRates: z.array(exchangeRateSchema).default([]),
});

export class RateSheetError extends Error {
  override name = 'RateSheetError';
}

/** Parses a rate sheet; throws RateSheetError listing the first problems as `fclRates.12.validTo: …`. */
export function parseRateSheet(document: unknown): TariffSet {
  const result = rateSheetSchema.safeParse(document);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 20).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new RateSheetError(`Invalid rate sheet (${result.error.issues.length} problem(s)): ${problems.join('; ')}`);
  }
  return result.data;
}
