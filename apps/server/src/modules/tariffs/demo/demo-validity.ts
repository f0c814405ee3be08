import type { RateType } from '@freightdesk/domain';
import { addDays } from './demo-dates';
import type { Random } from './random';

/** The commercial side of a demo rate: validity, spot/promoted flags, rate type, contract. */
export interface DemoCommercialTerms {
  validFrom: string;
  validTo: string;
  isSpot: boolean;
  isPromoted: boolean;
  isExclusiveContract: boolean;
  rateType: RateType;
  contractNumber: string | null;
}

/**
 * Validities relative to the generation day: most rates run a few weeks to two months, ~6 %
 * expire within 7 days, ~5 % have already expired (so the validity tags and filters have
 * something to show), spot rates (~8 %) are short.
 */
export function demoCommercialTerms(
  random: Random,
  generationDate: string,
  contractPrefix: string,
): DemoCommercialTerms {
  const roll = random.next();
  const isSpot = random.chance(0.08);
  let validFrom: string;
  let validTo: string;
  if (roll < 0.05) {
    validTo = addDays(generationDate, -random.integer(1, 30));
    validFrom = addDays(validTo, -random.integer(14, 60));
  } else if (roll < 0.11) {
    validTo = addDays(generationDate, random.integer(0, 7));
    validFrom = addDays(generationDate, -random.integer(7, 45));
  } else if (isSpot) {
    validFrom = addDays(generationDate, -random.integer(0, 3));
    validTo = addDays(generationDate, random.integer(8, 14));
  } else {
    validFrom = addDays(generationDate, -random.integer(0, 30));
    validTo = addDays(generationDate, random.integer(8, 75));
  }
  const typeRoll = random.next();
  const rateType: RateType = typeRoll < 0.25 ? 'Private' : typeRoll < 0.4 ? 'Mixed' : 'Public';
  return {
    validFrom,
    validTo,
    isSpot,
    isPromoted: !isSpot && random.chance(0.04),
    isExclusiveContract: rateType === 'Private' && random.chance(0.12),
    rateType,
    contractNumber:
      rateType === 'Public' ? null : `${contractPrefix}-${generationDate.slice(0, 4)}-${random.integer(1000, 9999)}`,
  };
}
