import type { Rate } from './rate';
import { sortRates, type RateSortContext } from './rate-sort';
import { cheapestRateOf, fastestRateOf } from './rate-tags';

/** Why a rate is among the best rates (docs/decisions/057-quote-results-screen.md). */
export const bestRateReasons = ['recommended', 'cheapest', 'fastest'] as const;
export type BestRateReason = (typeof bestRateReasons)[number];

export interface BestRate<R extends Rate> {
  rate: R;
  reasons: BestRateReason[];
}

/**
 * The best-rates tab (the optimized result, docs/product/quoting.md#filters): the first rate of the recommended
 * order, the cheapest and the fastest (the CHEAPEST and FASTEST rules of rate-tags), each rate once with every
 * reason it has, in that order; at most three, none for no rates. Decided over the rates passed in (the
 * filtered list), so the tab agrees with what the filters let through.
 */
export function bestRatesOf<R extends Rate>(rates: readonly R[], context: RateSortContext): BestRate<R>[] {
  const candidates: [BestRateReason, R | undefined][] = [
    ['recommended', sortRates(rates, 'RECOMMENDED', context)[0]],
    ['cheapest', cheapestRateOf(rates, context)],
    ['fastest', fastestRateOf(rates, context)],
  ];
  const best: BestRate<R>[] = [];
  for (const [reason, rate] of candidates) {
    if (!rate) continue;
    const existing = best.find((entry) => entry.rate.uuid === rate.uuid);
    if (existing) existing.reasons.push(reason);
    else best.push({ rate, reasons: [reason] });
  }
  return best;
}
