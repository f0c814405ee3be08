import { cargoTotals } from '../cargo/cargo-totals';
import { roundMeasure } from '../units/measure-rounding';
import { lclVolumetricKgPerM3, volumeDecimals } from '../cargo/cargo-maths';
import type { ShipmentMeasures } from './charge-bands';
import { chargeLine } from './charge-items';
import { surchargeLines, type SurchargeIndex } from './leg-charges';
import { terminalChoices, type MainLegOffer, type OfferContext } from './main-leg-offer';
import { oceanFieldsOf, sailingFieldsOf, serviceFieldsOf } from './offer-fields';
import { amountForSailing, sailingsOf, sailingWindowDays } from './sailings';
import { isTariffApplicable } from './tariff-schedule';

/** Revenue tons ("W/M"): the larger of cubic metres and tonnes (1 m³ = 1000 kg), to 3 decimals. */
export function weightOrMeasureOf(weightKg: number, volumeM3: number): number {
  return roundMeasure(Math.max(volumeM3, weightKg / lclVolumetricKgPerM3), volumeDecimals);
}

/** The measures of loose cargo (LCL and air): W/M and chargeable weight in the given mode. */
export function looseCargoMeasures(search: OfferContext['search'], mode: 'LCL' | 'AIR'): ShipmentMeasures | null {
  if (search.cargo === null || search.cargo.kind === 'containers') return null;
  const totals = cargoTotals(search.cargo, mode);
  const weightKg = totals.totalWeightKg ?? 0;
  const volumeM3 = totals.totalVolumeM3 ?? 0;
  const weightOrMeasure = weightOrMeasureOf(weightKg, volumeM3);
  if (weightOrMeasure <= 0) return null;
  return { containers: [], chargeableWeightKg: totals.chargeableWeightKg ?? weightKg, weightOrMeasure };
}

/**
 * LCL main legs: one per applicable tariff between candidate ports, freight = W/M × rate,
 * never less than the minimum charge, plus surcharges. Household boxes and apartments are
 * measured by the cargo module (their volumes and weights).
 */
export function lclOffers(context: OfferContext, surcharges: SurchargeIndex): MainLegOffer[] {
  const { search, candidates, dates, nearbyRadiusKm } = context;
  const measures = looseCargoMeasures(search, 'LCL');
  if (measures === null) return [];
  const origins = terminalChoices(search.origin, candidates.originTerminals, nearbyRadiusKm);
  const destinations = terminalChoices(search.destination, candidates.destinationTerminals, nearbyRadiusKm);
  return candidates.lclRates.flatMap((tariff): MainLegOffer[] => {
    const origin = origins.get(tariff.originLocode);
    const destination = destinations.get(tariff.destinationLocode);
    if (!origin || !destination || !isTariffApplicable(tariff, dates.today, dates.shipDate)) return [];
    // A weekly consolidation: one offer per sailing in the period (docs/decisions/062-sailings-from-tariffs.md).
    const sailings = sailingsOf(tariff, dates.shipDate, sailingWindowDays.ocean);
    return (sailings.length === 0 ? [undefined] : sailings).map((sailing): MainLegOffer => {
      const freightLine = chargeLine({
        group: 'freight',
        code: 'OFR',
        name: 'Ocean freight (W/M)',
        label: { key: 'oceanFreightWeightOrMeasure' },
        quantity: measures.weightOrMeasure,
        unitPriceMinor: amountForSailing(tariff.perWeightOrMeasureMinor, sailing),
        currency: tariff.currency,
        minimumChargeMinor: amountForSailing(tariff.minimumChargeMinor, sailing),
      });
      const surchargeItems = surchargeLines(surcharges, {
        mode: 'LCL',
        carrierCode: tariff.carrierCode,
        originCode: tariff.originLocode,
        destinationCode: tariff.destinationLocode,
        freightLines: [freightLine],
        measures,
        dates,
      });
      return {
        key: `LCL|${tariff.id}${sailing === undefined ? '' : `|${sailing.departureDate}`}`,
        shipmentType: 'LCL',
        chargeMode: 'LCL',
        origin,
        destination,
        freightItems: [freightLine, ...surchargeItems],
        measures,
        ...serviceFieldsOf(tariff, 'lclRates'),
        ...oceanFieldsOf(tariff, sailing),
        ...sailingFieldsOf(sailing),
        isExpress: false,
        pricePerKilo: null,
        includesDoorLegs: false,
      };
    });
  });
}
