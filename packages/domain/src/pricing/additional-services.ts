import type { Money } from '../money/money';
import type { CargoSearch } from '../search/cargo-search';
import type { Currency } from '../shipping/shipment-type';
import { chargeLine, percentOfAmount, type TariffChargeItem } from './charge-items';
import type { TariffDates } from './leg-charges';
import { isTariffApplicable } from './tariff-schedule';
import type { AdditionalServiceCode, AdditionalServicePrice, TariffMode } from './tariff-types';

/** Services performed at the origin end; every other service belongs to the destination. */
const originSideServices: ReadonlySet<AdditionalServiceCode> = new Set([
  'exportCustomsClearance',
  'residentialPickup',
  'liftGatePickup',
]);
/** Services that only make sense with a door leg at their end. */
const doorPickupServices: ReadonlySet<AdditionalServiceCode> = new Set(['residentialPickup', 'liftGatePickup']);
const doorDeliveryServices: ReadonlySet<AdditionalServiceCode> = new Set(['residentialDelivery', 'liftGateDelivery']);

/**
 * The additional services a search asks for (docs/product/quoting.md#additional-services), plus any the caller
 * adds (e.g. insurance chosen in the booking flow), in a stable order without repeats.
 */
export function requestedAdditionalServices(
  search: CargoSearch,
  extra: readonly AdditionalServiceCode[] = [],
): AdditionalServiceCode[] {
  const flags = search.additionalServices;
  const codes: AdditionalServiceCode[] = [];
  if (flags.importCustomClearance) codes.push('importCustomsClearance');
  if (flags.residencyDelivery) codes.push('residentialDelivery');
  if (flags.liftGate) codes.push('liftGateDelivery');
  if (flags.customBond === 'continuous') codes.push('continuousBond');
  if (flags.customBond === 'singleEntry') codes.push('singleEntryBond');
  return [...new Set([...codes, ...extra])];
}

/** Additional-service prices indexed by code. */
export type AdditionalServiceIndex = Map<AdditionalServiceCode, AdditionalServicePrice[]>;
export function indexAdditionalServicePrices(prices: readonly AdditionalServicePrice[]): AdditionalServiceIndex {
  const index: AdditionalServiceIndex = new Map();
  for (const price of prices) index.set(price.code, [...(index.get(price.code) ?? []), price]);
  return index;
}

export interface AdditionalServiceRequest {
  codes: readonly AdditionalServiceCode[];
  mode: TariffMode;
  originCountryIsoCode: string;
  destinationCountryIsoCode: string;
  /** Whether the priced route starts / ends at a door (residential and lift-gate need one). */
  hasPickup: boolean;
  hasDelivery: boolean;
  /** Containers (FCL) or packages: what a per-unit service multiplies. */
  unitCount: number;
  cargoValue: Money | null;
  dates: TariffDates;
  /** Into the quote's currency: percentage services compare the cargo value with their minimum there. */
  convert: (money: Money) => Money | null;
  quoteCurrency: Currency;
}

/**
 * The most specific applicable price: a matching country beats any country, a matching mode any mode; then the
 * cheaper.
 */
function priceFor(
  prices: readonly AdditionalServicePrice[],
  mode: TariffMode,
  countryIsoCode: string,
  dates: TariffDates,
) {
  const specificity = (price: AdditionalServicePrice) =>
    Number(price.countryIsoCode !== null) * 2 + Number(price.mode !== null);
  return prices
    .filter(
      (price) =>
        (price.mode === null || price.mode === mode) &&
        (price.countryIsoCode === null || price.countryIsoCode === countryIsoCode) &&
        isTariffApplicable(price, dates.today, dates.shipDate),
    )
    .sort((a, b) => specificity(b) - specificity(a) || a.amountMinor - b.amountMinor || a.id.localeCompare(b.id))[0];
}

/**
 * Billing lines for the requested additional services: fixed per shipment, per unit, or a
 * percentage of the declared cargo value never below the minimum (insurance, single-entry
 * bond; worked out in the quote currency). Services without a price, without a door leg they
 * need, or a percentage without a cargo value are returned as `unpriced`.
 */
export function additionalServiceLines(
  index: AdditionalServiceIndex,
  request: AdditionalServiceRequest,
): { items: TariffChargeItem[]; unpriced: AdditionalServiceCode[] } {
  const items: TariffChargeItem[] = [];
  const unpriced: AdditionalServiceCode[] = [];
  for (const code of request.codes) {
    const needsMissingDoor =
      (doorPickupServices.has(code) && !request.hasPickup) || (doorDeliveryServices.has(code) && !request.hasDelivery);
    const country = originSideServices.has(code) ? request.originCountryIsoCode : request.destinationCountryIsoCode;
    const price = needsMissingDoor ? undefined : priceFor(index.get(code) ?? [], request.mode, country, request.dates);
    const line = price === undefined ? null : serviceLine(price, request);
    if (line === null) unpriced.push(code);
    else items.push(line);
  }
  return { items, unpriced };
}

function serviceLine(price: AdditionalServicePrice, request: AdditionalServiceRequest): TariffChargeItem | null {
  const base = {
    group: 'additional' as const,
    code: price.code,
    name: price.name,
    label: { key: 'additionalService' as const },
  };
  switch (price.pricingRule) {
    case 'fixed':
      return chargeLine({
        ...base,
        quantity: 1,
        unitPriceMinor: price.amountMinor,
        currency: price.currency,
        minimumChargeMinor: price.minimumChargeMinor,
      });
    case 'perUnit':
      return chargeLine({
        ...base,
        quantity: Math.max(1, request.unitCount),
        unitPriceMinor: price.amountMinor,
        currency: price.currency,
        minimumChargeMinor: price.minimumChargeMinor,
      });
    case 'percentageWithMinimum': {
      if (request.cargoValue === null || price.percent === null) return null;
      const cargoValue = request.convert(request.cargoValue);
      const minimum = request.convert({ amountMinor: price.minimumChargeMinor, currency: price.currency });
      if (cargoValue === null || minimum === null) return null;
      const amountMinor = Math.max(percentOfAmount(cargoValue.amountMinor, price.percent), minimum.amountMinor);
      return { ...base, quantity: 1, unitPriceMinor: amountMinor, amountMinor, currency: request.quoteCurrency };
    }
  }
}
