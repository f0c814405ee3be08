import { divideAndRound, exactDecimalOf, toSafeInteger } from '../money/decimal-rounding';
import type { Money } from '../money/money';
import type { ChargeLabel } from '../rates/charge-labels';
import type { RateCharge, RateChargeGroup } from '../rates/rate';
import type { Currency } from '../shipping/shipment-type';

/** Service item kinds of a billing item (docs/product/quoting.md#charge-groups). */
export const serviceItemKinds = [
  'Pickup',
  'Freight',
  'Delivery',
  'AdditionalService',
  'PortOriginCharges',
  'PortDestinationCharges',
  'Others',
  'None',
] as const;
export type ServiceItemKind = (typeof serviceItemKinds)[number];

/** The service item kind of each charge group. */
export const serviceItemKindOfGroup: Readonly<Record<RateChargeGroup, ServiceItemKind>> = {
  pickup: 'Pickup',
  portOrigin: 'PortOriginCharges',
  freight: 'Freight',
  portDestination: 'PortDestinationCharges',
  delivery: 'Delivery',
  additional: 'AdditionalService',
  taxes: 'Others',
  others: 'Others',
};

/**
 * One line of a rate's breakdown: `quantity` units at `unitPriceMinor`, for `amountMinor` in
 * `currency` (the quote's currency). The amount is the line's price (a minimum charge can
 * make it more than quantity × unit price); the lines of a rate add up to its total exactly.
 * `tariffAmount` and `tariffUnitPriceMinor` are the line in the tariff's own currency, before
 * conversion (a stored quote is shown in another currency from them, without converting twice).
 */
export interface PricedChargeItem {
  group: RateChargeGroup;
  serviceItemKind: ServiceItemKind;
  code: string;
  /** The line's English words; `label` says what it is in any language (ADR 091; none on a line staff typed). */
  name: string;
  label?: ChargeLabel;
  quantity: number;
  unitPriceMinor: number;
  amountMinor: number;
  currency: Currency;
  tariffAmount: Money;
  tariffUnitPriceMinor: number;
}

/** A charge line before conversion, in its tariff's currency. */
export type TariffChargeItem = Omit<PricedChargeItem, 'serviceItemKind' | 'tariffAmount' | 'tariffUnitPriceMinor'>;

/** quantity × unit price, exactly as the quantity's decimals read, rounded half up to the minor unit. */
export function amountForQuantity(quantity: number, unitPriceMinor: number): number {
  const product = quantity * unitPriceMinor;
  // Whole quantities (containers, shipments) multiply exactly without decimal scaling.
  if (Number.isInteger(quantity) && Number.isSafeInteger(product)) return product;
  const { coefficient, scale } = exactDecimalOf(quantity);
  return toSafeInteger(divideAndRound(coefficient * BigInt(unitPriceMinor), 10n ** BigInt(scale), 'halfUp'));
}

/** `percent` % of an amount (0.35 % of 50,000.00 = 175.00), rounded half up to the minor unit. */
export function percentOfAmount(amountMinor: number, percent: number): number {
  const { coefficient, scale } = exactDecimalOf(percent);
  return toSafeInteger(divideAndRound(coefficient * BigInt(amountMinor), 10n ** BigInt(scale + 2), 'halfUp'));
}

interface ChargeLineInput {
  group: RateChargeGroup;
  code: string;
  name: string;
  label: ChargeLabel;
  quantity: number;
  unitPriceMinor: number;
  currency: Currency;
  minimumChargeMinor?: number;
}

/** A charge line of quantity × unit price, raised to the minimum charge when below it. */
export function chargeLine({ minimumChargeMinor = 0, ...line }: ChargeLineInput): TariffChargeItem {
  const amountMinor = Math.max(amountForQuantity(line.quantity, line.unitPriceMinor), minimumChargeMinor);
  return { ...line, amountMinor };
}

/** The sum of some lines' amounts (all in one currency). */
export function totalOfItems(items: readonly Pick<PricedChargeItem, 'amountMinor'>[]): number {
  return items.reduce((sum, item) => sum + item.amountMinor, 0);
}

/** The lines as the rate contract carries them, per charge group. */
export function rateChargesOfItems(items: readonly PricedChargeItem[]): Record<RateChargeGroup, RateCharge[]> {
  const charges: Record<RateChargeGroup, RateCharge[]> = {
    pickup: [],
    portOrigin: [],
    freight: [],
    portDestination: [],
    delivery: [],
    additional: [],
    taxes: [],
    others: [],
  };
  for (const item of items) {
    charges[item.group].push({
      code: item.code,
      name: item.name,
      label: item.label,
      quantity: item.quantity,
      amountMinor: item.amountMinor,
      currency: item.currency,
    });
  }
  return charges;
}
