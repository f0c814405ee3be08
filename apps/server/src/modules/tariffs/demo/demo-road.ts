import { freightClassNumbers, type LtlRate, type ParcelRate, type TruckingRate } from '@freightdesk/domain';
import { loadSeaports } from '../../../../reference-data/src/seaports';
import { usParcelZoneUpperBoundsKm } from '../candidate-terminals';
import { addDays } from './demo-dates';
import { createRandom, subSeed } from './random';
import { tradeRegionOf, type TradeRegion } from './trade-regions';

interface RoadOptions {
  seed: number;
  generationDate: string;
}

/** US LTL carriers (SCAC) of the demo. */
const ltlCarriers = [
  ['ODFL', 'Old Dominion Freight Line'],
  ['SAIA', 'Saia LTL Freight'],
  ['EXLA', 'Estes Express Lines'],
  ['ABFS', 'ABF Freight'],
] as const;
const ltlWeightBandsLb = [0, 500, 1_000, 2_000, 5_000, 10_000] as const;
const ltlDistanceBandsKm = [0, 250, 500, 1_000, 2_000, 3_000] as const;

const upperBound = <T extends number>(bands: readonly T[], index: number) => bands[index + 1] ?? null;

/** US LTL: cents per 100 lb by carrier × freight class × weight band × distance band. */
export function demoLtlRates({ seed, generationDate }: RoadOptions): LtlRate[] {
  const random = createRandom(subSeed(seed, 'ltl'));
  const rates: LtlRate[] = [];
  for (const [carrierCode, carrierName] of ltlCarriers) {
    const carrierFactor = random.between(0.92, 1.1);
    for (const freightClass of freightClassNumbers) {
      // Higher classes (light, bulky, fragile freight) cost more per pound.
      const classFactor = freightClass / 100;
      for (const [weightIndex, fromWeightLb] of ltlWeightBandsLb.entries()) {
        const weightDiscount = 1 - weightIndex * 0.09;
        for (const [distanceIndex, fromDistanceKm] of ltlDistanceBandsKm.entries()) {
          const perCwtUsd =
            (18 + fromDistanceKm * 0.028 + distanceIndex * 6) * classFactor * weightDiscount * carrierFactor;
          rates.push({
            id: `demo-ltl-${rates.length + 1}`,
            currency: 'USD',
            carrierCode,
            carrierName,
            freightClass,
            fromWeightLb,
            toWeightLb: upperBound(ltlWeightBandsLb, weightIndex),
            fromDistanceKm,
            toDistanceKm: upperBound(ltlDistanceBandsKm, distanceIndex),
            perHundredweightMinor: Math.round(perCwtUsd * 100),
            minimumChargeMinor: 9_500,
            transitDays: 1 + distanceIndex,
            departureWeekdays: [1, 2, 3, 4, 5],
            rateType: 'Public',
            isSpot: false,
            isPromoted: false,
            isExclusiveContract: false,
            contractNumber: null,
            contractUploadReference: null,
            rateProvider: 'freightdesk demo',
            supplier: carrierName,
            validFrom: addDays(generationDate, -30),
            validTo: addDays(generationDate, 90),
          });
        }
      }
    }
  }
  return rates;
}

const parcelWeightBandsKg = [0, 1, 2, 5, 10, 20, 30, 50, 70] as const;
const parcelServices = [
  ['UPSN', 'UPS', 'Ground', false],
  ['UPSN', 'UPS', 'Next Day Air', true],
  ['FDEG', 'FedEx', 'Ground', false],
  ['FDEG', 'FedEx', 'Express Saver', true],
] as const;

/** US parcel: price per shipment by zone (2–8) and weight band. */
export function demoParcelRates({ seed, generationDate }: RoadOptions): ParcelRate[] {
  const random = createRandom(subSeed(seed, 'parcel'));
  const rates: ParcelRate[] = [];
  for (const [carrierCode, carrierName, serviceName, isExpress] of parcelServices) {
    const carrierFactor = random.between(0.95, 1.08);
    for (const [zoneIndex, [zone]] of usParcelZoneUpperBoundsKm.entries()) {
      for (const [weightIndex, fromWeightKg] of parcelWeightBandsKg.entries()) {
        const toWeightKg = parcelWeightBandsKg[weightIndex + 1];
        if (toWeightKg === undefined) continue;
        const usd = (9 + toWeightKg * 1.1) * (1 + zoneIndex * 0.14) * (isExpress ? 2.6 : 1) * carrierFactor;
        rates.push({
          id: `demo-parcel-${rates.length + 1}`,
          carrierCode,
          carrierName,
          serviceName,
          zone,
          fromWeightKg,
          toWeightKg,
          priceMinor: Math.round(usd * 100),
          currency: 'USD',
          transitDays: isExpress ? 1 : 1 + Math.ceil(zoneIndex * 0.8),
          isExpress,
          validFrom: addDays(generationDate, -30),
          validTo: addDays(generationDate, 90),
        });
      }
    }
  }
  return rates;
}

/** Trucking bands (km, upper bound excluded) for pickups and deliveries. */
export const truckingBandsKm = [0, 50, 100, 250, 500, 1_000] as const;

/** Road haulage price level of a region relative to the US. */
const regionRoadFactor: Record<TradeRegion, number> = {
  northAmerica: 1,
  europe: 1.05,
  oceania: 1.1,
  asia: 0.55,
  indianSubcontinent: 0.4,
  middleEast: 0.6,
  africa: 0.75,
  latinAmerica: 0.7,
};

/** Pickup and delivery bands per country with a curated port: FCL per container, LCL and AIR per kg. */
export function demoTruckingRates({ seed, generationDate }: RoadOptions): TruckingRate[] {
  const random = createRandom(subSeed(seed, 'trucking'));
  const countries = new Map<string, TradeRegion>();
  for (const port of loadSeaports()) countries.set(port.countryIsoCode, tradeRegionOf(port.coordinates));
  const rates: TruckingRate[] = [];
  for (const [countryIsoCode, region] of [...countries].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const countryFactor = regionRoadFactor[region] * random.between(0.9, 1.1);
    for (const side of ['pickup', 'delivery'] as const) {
      for (const [bandIndex, fromDistanceKm] of truckingBandsKm.entries()) {
        const toDistanceKm = truckingBandsKm[bandIndex + 1];
        if (toDistanceKm === undefined) continue;
        const common = {
          side,
          countryIsoCode,
          terminalCode: null,
          fromDistanceKm,
          toDistanceKm,
          currency: 'USD' as const,
          validFrom: addDays(generationDate, -30),
          validTo: addDays(generationDate, 120),
        };
        const midKm = (fromDistanceKm + toDistanceKm) / 2;
        rates.push({
          ...common,
          id: `demo-truck-${rates.length + 1}`,
          mode: 'FCL',
          basis: 'perContainer',
          containerType: null,
          amountMinor: Math.round((250 + midKm * 2.4) * countryFactor) * 100,
          minimumChargeMinor: 0,
          providerName: `${countryIsoCode} Drayage Partners`,
        });
        for (const mode of ['LCL', 'AIR'] as const) {
          rates.push({
            ...common,
            id: `demo-truck-${rates.length + 1}`,
            mode,
            basis: 'perKg',
            containerType: null,
            amountMinor: Math.max(1, Math.round((0.06 + midKm * 0.0004) * countryFactor * 100)),
            minimumChargeMinor: Math.round((60 + midKm * 0.5) * countryFactor) * 100,
            providerName: `${countryIsoCode} Road Freight`,
          });
        }
      }
    }
  }
  return rates;
}
