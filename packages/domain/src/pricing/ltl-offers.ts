import { cargoTotals } from '../cargo/cargo-totals';
import type { FreightClass } from '../search/cargo-search';
import { cubicMetresPerCubicFoot, kilogramsPerPound } from '../units/conversion-factors';
import { isInDistanceBand } from './charge-bands';
import { chargeLine } from './charge-items';
import type { MainLegOffer, OfferContext } from './main-leg-offer';
import { doorToDoorOfferFields, serviceFieldsOf } from './offer-fields';
import { isTariffApplicable } from './tariff-schedule';
import type { LtlRate } from './tariff-types';

/**
 * The density scale used when the shipper does not know the freight class (the NMFC density
 * classes, lb/ft³ at or above → class); see docs/decisions/033-pricing.md.
 */
const freightClassByMinimumDensityLbPerFt3: readonly (readonly [number, Exclude<FreightClass, 'unknown'>])[] = [
  [50, 50],
  [35, 55],
  [30, 60],
  [22.5, 65],
  [15, 70],
  [13.5, 77.5],
  [12, 85],
  [10.5, 92.5],
  [9, 100],
  [8, 110],
  [7, 125],
  [6, 150],
  [5, 175],
  [4, 200],
  [3, 250],
  [2, 300],
  [1, 400],
];

/** The freight class of a shipment from its density, when the search gives none. */
export function freightClassForDensity(weightKg: number, volumeM3: number): Exclude<FreightClass, 'unknown'> {
  const densityLbPerFt3 = weightKg / kilogramsPerPound / (volumeM3 / cubicMetresPerCubicFoot);
  return freightClassByMinimumDensityLbPerFt3.find(([minimum]) => densityLbPerFt3 >= minimum)?.[1] ?? 500;
}

/**
 * US LTL: per carrier, the cheapest applicable row for the freight class, the weight band and
 * the door-to-door distance band; freight = hundredweights (whole pounds / 100) × rate, never
 * less than the minimum. LTL runs door to door: no separate pickup or delivery legs.
 */
export function ltlOffers(context: OfferContext): MainLegOffer[] {
  const { search, candidates, dates } = context;
  const distanceKm = candidates.roadDistanceKm;
  if (distanceKm === null || search.cargo === null || search.cargo.kind === 'containers') return [];
  const totals = cargoTotals(search.cargo, 'LTL');
  const weightKg = totals.totalWeightKg ?? 0;
  const volumeM3 = totals.totalVolumeM3 ?? 0;
  if (weightKg <= 0) return [];
  const freightClass =
    search.freightClass === null || search.freightClass === 'unknown'
      ? freightClassForDensity(weightKg, volumeM3)
      : search.freightClass;
  const weightLb = Math.ceil(weightKg / kilogramsPerPound - 1e-9);
  const cheapestByCarrier = new Map<string, LtlRate>();
  for (const row of candidates.ltlRates) {
    if (row.freightClass !== freightClass || !isInDistanceBand(distanceKm, row)) continue;
    if (weightLb < row.fromWeightLb || (row.toWeightLb !== null && weightLb >= row.toWeightLb)) continue;
    if (!isTariffApplicable(row, dates.today, dates.shipDate)) continue;
    const current = cheapestByCarrier.get(row.carrierCode);
    if (current === undefined || row.perHundredweightMinor < current.perHundredweightMinor)
      cheapestByCarrier.set(row.carrierCode, row);
  }
  return [...cheapestByCarrier.values()].map((row) => {
    const freightLine = chargeLine({
      group: 'freight',
      code: 'LTL',
      name: `Road freight class ${freightClass}`,
      label: { key: 'roadFreight', freightClass: String(freightClass) },
      quantity: weightLb / 100,
      unitPriceMinor: row.perHundredweightMinor,
      currency: row.currency,
      minimumChargeMinor: row.minimumChargeMinor,
    });
    return {
      key: `LTL|${row.id}`,
      shipmentType: 'LTL',
      chargeMode: 'LTL',
      origin: null,
      destination: null,
      freightItems: [freightLine],
      measures: { containers: [], chargeableWeightKg: weightKg, weightOrMeasure: 0 },
      ...serviceFieldsOf(row, 'ltlRates'),
      carrierCode: row.carrierCode,
      isExpress: false,
      ...doorToDoorOfferFields,
    };
  });
}
