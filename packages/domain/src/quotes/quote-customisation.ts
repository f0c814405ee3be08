import { divideAndRound, exactDecimalOf, toSafeInteger } from '../money/decimal-rounding';
import { rateChargesOfItems, type PricedChargeItem } from '../pricing/charge-items';
import type { Rate } from '../rates/rate';
import type { RateChargeGroup } from '../rates/rate-rules';

/**
 * Customised quote prices (docs/decisions/081-staff-quote-tools.md): staff with `quotePricing` move a rate's
 * margin per charge line or per charge group, by an amount or a percentage, up or down. The rules here are pure:
 * the new line amounts, the totals and the warnings staff see before they save.
 */

/** Groups a margin may change: every group but taxes (a tax is not the forwarder's to move). */
export const customisableChargeGroups = [
  'pickup',
  'portOrigin',
  'freight',
  'portDestination',
  'delivery',
  'additional',
  'others',
] as const satisfies readonly RateChargeGroup[];
export type CustomisableChargeGroup = (typeof customisableChargeGroups)[number];

export const marginModes = ['amount', 'percent'] as const;
export type MarginMode = (typeof marginModes)[number];

/** Percent margins lie in this range (−100 % takes a line to zero; +1000 % is ten times its price more). */
export const marginPercentLimits = { min: -100, max: 1000 } as const;

/**
 * One margin: on a line (its position within its group, as `rate.charges[group]` lists it) or on a whole group;
 * `amount` in minor units of the rate's currency (negative lowers the price), `percent` as a number of percent.
 */
export type RateMargin =
  | { scope: 'line'; group: CustomisableChargeGroup; line: number; mode: MarginMode; value: number }
  | { scope: 'group'; group: CustomisableChargeGroup; mode: MarginMode; value: number };

/** What the margin arithmetic reads of a line: its group and amount in minor units of the rate's currency. */
export interface MarginLine {
  group: RateChargeGroup;
  amountMinor: number;
}

export interface MarginedAmounts {
  /** The new amount of each line, in the order given. */
  amounts: number[];
  /** Positions (in the order given) of lines a lowering would have taken below zero: they stop at zero. */
  flooredAtZero: number[];
}

/** `percent` % of an amount, signed, rounded half up (away from zero) to the minor unit (ADR 010). */
export function percentOfMinor(amountMinor: number, percent: number): number {
  const { coefficient, scale } = exactDecimalOf(percent);
  return toSafeInteger(divideAndRound(coefficient * BigInt(amountMinor), 10n ** BigInt(scale + 2), 'halfUp'));
}

function deltaOf(margin: RateMargin, baseMinor: number): number {
  return margin.mode === 'amount' ? margin.value : percentOfMinor(baseMinor, margin.value);
}

/**
 * Shares `delta` over `weights` in proportion, in whole minor units, so that the shares add up to `delta` exactly
 * (largest remainder; ties to the earlier line). With no weight at all, the first line takes it all.
 */
export function shareInProportion(delta: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) return [];
  if (total === 0) return weights.map((_, index) => (index === 0 ? delta : 0));
  const sign = delta < 0 ? -1n : 1n;
  const magnitude = BigInt(Math.abs(delta));
  const big = weights.map((weight) => magnitude * BigInt(weight));
  const floors = big.map((value) => value / BigInt(total));
  let left = magnitude - floors.reduce((sum, value) => sum + value, 0n);
  const order = big
    .map((value, index) => ({ index, remainder: value % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    floors[index]! += 1n;
    left -= 1n;
  }
  return floors.map((value) => toSafeInteger(value * sign));
}

/**
 * The lines' amounts after the margins: line margins first (on the line's own price), then group margins (on the
 * group's total after its line margins, shared over its lines in proportion to them). No line goes below zero:
 * a lowering that would stops there, and the line is named in `flooredAtZero`.
 */
export function marginedAmounts(lines: readonly MarginLine[], margins: readonly RateMargin[]): MarginedAmounts {
  const amounts = lines.map((line) => line.amountMinor);
  const positionsOf = (group: RateChargeGroup) =>
    lines.flatMap((line, position) => (line.group === group ? [position] : []));
  for (const margin of margins) {
    if (margin.scope !== 'line') continue;
    const position = positionsOf(margin.group)[margin.line];
    if (position === undefined) continue;
    amounts[position] = amounts[position]! + deltaOf(margin, amounts[position]!);
  }
  for (const margin of margins) {
    if (margin.scope !== 'group') continue;
    const positions = positionsOf(margin.group);
    if (positions.length === 0) continue;
    const weights = positions.map((position) => Math.max(amounts[position]!, 0));
    const groupTotal = weights.reduce((sum, weight) => sum + weight, 0);
    const shares = shareInProportion(deltaOf(margin, groupTotal), weights);
    positions.forEach((position, index) => (amounts[position] = amounts[position]! + shares[index]!));
  }
  const flooredAtZero: number[] = [];
  amounts.forEach((amount, position) => {
    if (amount < 0) {
      amounts[position] = 0;
      flooredAtZero.push(position);
    }
  });
  return { amounts, flooredAtZero };
}

/** Why a margin cannot apply to a rate's lines (the field's message key under `staffQuotes.validation`). */
export type MarginProblem = 'unknownLine' | 'emptyGroup' | 'repeated';

/** The margins that name nothing of the rate, or name a line or group twice, by their position in the list. */
export function marginProblems(
  lines: readonly MarginLine[],
  margins: readonly RateMargin[],
): Map<number, MarginProblem> {
  const problems = new Map<number, MarginProblem>();
  const seen = new Set<string>();
  margins.forEach((margin, index) => {
    const count = lines.filter((line) => line.group === margin.group).length;
    const key = margin.scope === 'line' ? `line|${margin.group}|${margin.line}` : `group|${margin.group}`;
    if (margin.scope === 'line' && margin.line >= count) problems.set(index, 'unknownLine');
    else if (margin.scope === 'group' && count === 0) problems.set(index, 'emptyGroup');
    else if (seen.has(key)) problems.set(index, 'repeated');
    seen.add(key);
  });
  return problems;
}

/** A rate's totals from its lines (ADR 003: `total = amount − discounts + taxes`; taxes are the taxes group). */
export function totalsOfLines(lines: readonly MarginLine[]): { amount: number; taxes: number; total: number } {
  const taxes = lines.filter((line) => line.group === 'taxes').reduce((sum, line) => sum + line.amountMinor, 0);
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  return { amount: total - taxes, taxes, total };
}

export interface CustomisationSummary {
  originalTotalMinor: number;
  customisedTotalMinor: number;
  /** customised − original: the margin staff added (negative: taken off). */
  marginMinor: number;
  /** The customised total is below the rate-sheet price: staff are warned before they save. */
  belowRateSheetPrice: boolean;
  flooredAtZero: number[];
}

/** What the customise screen says of a rate under some margins. */
export function customisationSummaryOf(
  lines: readonly MarginLine[],
  margins: readonly RateMargin[],
): CustomisationSummary & { amounts: number[] } {
  const { amounts, flooredAtZero } = marginedAmounts(lines, margins);
  const originalTotalMinor = totalsOfLines(lines).total;
  const customisedTotalMinor = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    amounts,
    originalTotalMinor,
    customisedTotalMinor,
    marginMinor: customisedTotalMinor - originalTotalMinor,
    belowRateSheetPrice: customisedTotalMinor < originalTotalMinor,
    flooredAtZero,
  };
}

/** The unit price a customised line shows: its amount over its quantity, rounded half up. */
export function unitPriceOfAmount(amountMinor: number, quantity: number): number {
  if (quantity <= 0) return amountMinor;
  const { coefficient, scale } = exactDecimalOf(quantity);
  return toSafeInteger(divideAndRound(BigInt(amountMinor) * 10n ** BigInt(scale), coefficient, 'halfUp'));
}

/**
 * A rate's billing lines under margins: each changed line keeps its group, code, name and quantity and takes its
 * new amount, a unit price to match, and the customised amount as its own "tariff" amount in the rate's currency,
 * so that reading the quote in another currency converts the customised price, never the rate sheet's.
 */
export function customisedChargeItems(
  items: readonly PricedChargeItem[],
  margins: readonly RateMargin[],
): PricedChargeItem[] {
  if (margins.length === 0) return [...items];
  const { amounts } = marginedAmounts(items, margins);
  return items.map((item, position) => {
    const amountMinor = amounts[position]!;
    if (amountMinor === item.amountMinor) return item;
    const unitPriceMinor = unitPriceOfAmount(amountMinor, item.quantity);
    return {
      ...item,
      amountMinor,
      unitPriceMinor,
      tariffAmount: { amountMinor, currency: item.currency },
      tariffUnitPriceMinor: unitPriceMinor,
    };
  });
}

/**
 * The rate as its customised lines price it (totals re-added from the lines), and, for staff, what the rate sheet
 * said. The lines are in the rate's own currency, so `sortTotal` is the total.
 */
export function rateWithCustomisedLines(
  rate: Rate,
  items: readonly PricedChargeItem[],
  trace: { customisedAt: string; customisedBy: string },
): Rate {
  const { amount, taxes } = totalsOfLines(items);
  const total = amount - rate.total.discounts + taxes;
  return {
    ...rate,
    charges: rateChargesOfItems(items),
    total: { ...rate.total, amount, taxes, total, sortTotal: total },
    internal: rate.internal && {
      ...rate.internal,
      customisation: {
        originalTotal: { amountMinor: rate.total.total, currency: rate.total.currency },
        ...trace,
      },
    },
  };
}

// Apart from the contracts (zod) so that the results page's staff tools name the download without zod (ADR 082).
export const ratePriceFormats = ['csv', 'pdf'] as const;
export type RatePriceFormat = (typeof ratePriceFormats)[number];

/** The download's file name: `price-<quote 8>-<rate 8>.<format>`. */
export function ratePriceFileName(quoteUuid: string, rateUuid: string, format: RatePriceFormat): string {
  return `price-${quoteUuid.slice(0, 8)}-${rateUuid.slice(0, 8)}.${format}`;
}
