import { z } from 'zod';
import { tariffKindNames, tariffKinds, type TariffKind, type TariffSet } from './tariff-set';

type RateSheetShape = {
  [Kind in TariffKind]: z.ZodDefault<z.ZodArray<(typeof tariffKinds)[Kind]['schema']>>;
};

/**
 * A rate sheet staff load instead of the demo set: one JSON document holding arrays of the
 * domain's tariff shapes (every array optional; a missing one imports as empty). Validated
 * row by row by the domain's zod schemas; an invalid sheet imports nothing.
 */
export const rateSheetSchema = z.object(
  Object.fromEntries(
    tariffKindNames.map((kind) => [kind, z.array(tariffKinds[kind].schema as z.ZodType).default([])]),
  ) as unknown as RateSheetShape,
);

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
