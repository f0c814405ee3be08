import type { IsoDate } from '../search/iso-date';
import { basisChargeLines, coversEveryContainer, isInDistanceBand, type ShipmentMeasures } from './charge-bands';
import { percentOfAmount, amountForQuantity, totalOfItems, type TariffChargeItem } from './charge-items';
import { isTariffApplicable } from './tariff-schedule';
import type { PortCharge, Surcharge, TariffMode, TruckingRate, TruckingSide } from './tariff-types';

/** The dates a tariff must be valid for (see `isTariffApplicable`). */
export interface TariffDates {
  today: IsoDate;
  shipDate: IsoDate;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The index key part for rows that apply to any terminal or carrier. */
const anyTerminal = '*';

/** Trucking rates indexed by side, mode and terminal, so a leg looks up only its own rows. */
export type TruckingIndex = Map<string, TruckingRate[]>;
export function indexTruckingRates(rates: readonly TruckingRate[]): TruckingIndex {
  return groupBy(rates, (rate) => `${rate.side}|${rate.mode}|${rate.terminalCode ?? anyTerminal}`);
}

export interface PricedTruckingLeg {
  providerName: string;
  items: TariffChargeItem[];
}

export interface TruckingLegRequest {
  side: TruckingSide;
  mode: TariffMode;
  terminalCode: string;
  /** Country of the door, for rates that serve any terminal of a country. */
  countryIsoCode: string;
  distanceKm: number;
  measures: ShipmentMeasures;
  dates: TariffDates;
}

/**
 * The cheapest way to truck a door leg: per provider, the cheapest applicable row for each
 * container type (FCL) or for the whole shipment (loose cargo), in the distance band; the
 * provider whose rows cover the whole shipment for the lowest sum. Null when no provider has
 * a band for this distance (the leg cannot be priced: partial route).
 */
export function priceTruckingLeg(index: TruckingIndex, request: TruckingLegRequest): PricedTruckingLeg | null {
  const { side, mode, terminalCode, countryIsoCode, distanceKm, measures, dates } = request;
  const rows = [
    ...(index.get(`${side}|${mode}|${terminalCode}`) ?? []),
    ...(index.get(`${side}|${mode}|${anyTerminal}`) ?? []).filter((row) => row.countryIsoCode === countryIsoCode),
  ].filter((row) => isTariffApplicable(row, dates.today, dates.shipDate) && isInDistanceBand(distanceKm, row));
  const units = mode === 'FCL' ? measures.containers.map((item) => item.containerType) : [null];
  let best: { leg: PricedTruckingLeg; total: number } | null = null;
  for (const [providerName, providerRows] of groupBy(rows, (row) => row.providerName)) {
    const items: TariffChargeItem[] = [];
    for (const unit of units) {
      const unitMeasures =
        unit === null
          ? measures
          : { ...measures, containers: measures.containers.filter((item) => item.containerType === unit) };
      let cheapest: TariffChargeItem[] | null = null;
      for (const row of providerRows) {
        if (mode === 'FCL' && row.basis !== 'perContainer') continue;
        const charge = {
          ...row,
          code: side === 'pickup' ? 'PICKUP' : 'DELIVERY',
          name: side === 'pickup' ? 'Pickup trucking' : 'Delivery trucking',
        };
        const lines = basisChargeLines(
          charge,
          side,
          unitMeasures,
          side === 'pickup' ? 'pickupTrucking' : 'deliveryTrucking',
        );
        if (!coversEveryContainer(lines, charge, unitMeasures) || lines.length === 0) continue;
        if (cheapest === null || totalOfItems(lines) < totalOfItems(cheapest)) cheapest = lines;
      }
      if (cheapest === null) {
        items.length = 0;
        break;
      }
      items.push(...cheapest);
    }
    if (items.length === 0) continue;
    const total = totalOfItems(items);
    if (best === null || total < best.total || (total === best.total && providerName < best.leg.providerName)) {
      best = { leg: { providerName, items }, total };
    }
  }
  return best?.leg ?? null;
}

/** Port charges indexed by side, mode and port. */
export type PortChargeIndex = Map<string, PortCharge[]>;
export function indexPortCharges(charges: readonly PortCharge[]): PortChargeIndex {
  return groupBy(charges, (charge) => `${charge.side}|${charge.mode}|${charge.locode}`);
}

/** Every applicable terminal charge at a port for this side and mode (they add up). */
export function portChargeLines(
  index: PortChargeIndex,
  request: {
    side: 'origin' | 'destination';
    mode: TariffMode;
    locode: string;
    measures: ShipmentMeasures;
    dates: TariffDates;
  },
): TariffChargeItem[] {
  const group = request.side === 'origin' ? 'portOrigin' : 'portDestination';
  return (index.get(`${request.side}|${request.mode}|${request.locode}`) ?? [])
    .filter((charge) => isTariffApplicable(charge, request.dates.today, request.dates.shipDate))
    .flatMap((charge) => basisChargeLines(charge, group, request.measures));
}

/** Surcharges indexed by mode and carrier (or any carrier); each lane then filters its few rows by port. */
export type SurchargeIndex = Map<string, Surcharge[]>;
export function indexSurcharges(surcharges: readonly Surcharge[]): SurchargeIndex {
  return groupBy(surcharges, (surcharge) => `${surcharge.mode}|${surcharge.carrierCode ?? anyTerminal}`);
}

const matches = (constraint: string | null, value: string) => constraint === null || constraint === value;

/**
 * The surcharge lines on a main leg's freight lines: a percentage surcharge takes its percent
 * of each freight line (per unit when the line is quantity × unit price, else of the line's
 * amount); a fixed one is charged on its basis.
 */
export function surchargeLines(
  index: SurchargeIndex,
  request: {
    mode: TariffMode;
    carrierCode: string;
    originCode: string;
    destinationCode: string;
    freightLines: readonly TariffChargeItem[];
    measures: ShipmentMeasures;
    dates: TariffDates;
  },
): TariffChargeItem[] {
  const rows = [
    ...(index.get(`${request.mode}|${request.carrierCode}`) ?? []),
    ...(index.get(`${request.mode}|${anyTerminal}`) ?? []),
  ];
  const applicable = rows.filter(
    (surcharge) =>
      matches(surcharge.originLocode, request.originCode) &&
      matches(surcharge.destinationLocode, request.destinationCode) &&
      isTariffApplicable(surcharge, request.dates.today, request.dates.shipDate),
  );
  return applicable.flatMap((surcharge) => {
    if (surcharge.percentOfFreight === null) {
      return basisChargeLines({ ...surcharge, minimumChargeMinor: 0 }, 'freight', request.measures);
    }
    const percent = surcharge.percentOfFreight;
    return request.freightLines.map((line) => {
      const unitPriceMinor = percentOfAmount(line.unitPriceMinor, percent);
      const isPerUnit = line.amountMinor === amountForQuantity(line.quantity, line.unitPriceMinor);
      // On FCL the freight line is per container type, and so is its surcharge.
      const containerType = line.label?.containerType;
      const name = containerType === undefined ? surcharge.name : `${surcharge.name} ${containerType}`;
      const label = { key: 'tariffCharge' as const, containerType };
      return isPerUnit
        ? {
            ...line,
            code: surcharge.code,
            name,
            label,
            unitPriceMinor,
            amountMinor: amountForQuantity(line.quantity, unitPriceMinor),
          }
        : {
            ...line,
            code: surcharge.code,
            name,
            label,
            quantity: 1,
            unitPriceMinor: percentOfAmount(line.amountMinor, percent),
            amountMinor: percentOfAmount(line.amountMinor, percent),
          };
    });
  });
}
