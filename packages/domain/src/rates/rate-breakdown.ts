import type { Money } from '../money/money';
import type { PricedChargeItem } from '../pricing/charge-items';
import type { ChargeLabel } from './charge-labels';
import type { Currency } from '../shipping/shipment-type';
import { rateChargeGroups, type Rate, type RateChargeGroup } from './rate';

/** One line of a rate's charge breakdown, in the quote's currency, with the tariff's own amount when it differs. */
export interface RateBreakdownLine {
  code: string;
  name: string;
  label?: ChargeLabel | undefined;
  quantity: number;
  amountMinor: number;
  currency: Currency;
  /** The line as its tariff states it (another currency before conversion); null when not known. */
  tariffAmount: Money | null;
}

export interface RateBreakdownGroup {
  group: RateChargeGroup;
  lines: RateBreakdownLine[];
  subtotalMinor: number;
}

export interface RateBreakdown {
  /** The non-empty groups in display order (docs/product/quoting.md#charge-groups). */
  groups: RateBreakdownGroup[];
  discountsMinor: number;
  totalMinor: number;
  currency: Currency;
  /** The groups' subtotals less the discounts equal the rate's total (always so for a sound quote). */
  addsUp: boolean;
}

type BillingLine = Pick<
  PricedChargeItem,
  'group' | 'code' | 'name' | 'label' | 'quantity' | 'amountMinor' | 'currency' | 'tariffAmount'
>;

/**
 * The charge breakdown of a rate by group (docs/product/quoting.md#charge-groups): the quote's billing lines of the
 * rate when given (they carry each line's tariff currency), else the rate's own charges. The total is
 * `Σ subtotals − discounts` (docs/product/quoting.md#rates: `total = amount − discounts + taxes`, taxes being a group).
 */
export function rateBreakdownOf(
  rate: Pick<Rate, 'charges' | 'total'>,
  billingLines?: readonly BillingLine[],
): RateBreakdown {
  const linesOf = (group: RateChargeGroup): RateBreakdownLine[] =>
    billingLines && billingLines.length > 0
      ? billingLines
          .filter((line) => line.group === group)
          .map(({ code, name, label, quantity, amountMinor, currency, tariffAmount }) => ({
            code,
            name,
            label,
            quantity,
            amountMinor,
            currency,
            tariffAmount,
          }))
      : rate.charges[group].map((charge) => ({ ...charge, tariffAmount: null }));
  const groups = rateChargeGroups
    .map((group) => {
      const lines = linesOf(group);
      return { group, lines, subtotalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0) };
    })
    .filter((group) => group.lines.length > 0);
  const sum = groups.reduce((total, group) => total + group.subtotalMinor, 0);
  return {
    groups,
    discountsMinor: rate.total.discounts,
    totalMinor: rate.total.total,
    currency: rate.total.currency,
    addsUp: sum - rate.total.discounts === rate.total.total,
  };
}
