import type { AirRate, AirWeightBreak } from '@freightdesk/domain';
import { airDistanceKm, findAirport } from '../../../../reference-data/src/airports';
import { airlines } from '../../../../reference-data/src/carriers';
import { flightDays, flightRotation, pickSome, routingsFor, type Routing } from './demo-airlines';
import { demoCommercialTerms } from './demo-validity';
import { createRandom, subSeed, type Random } from './random';
import { tradeDirectionFactor, tradeRegionOf } from './trade-regions';

/** Major cargo airports the demo air tariffs connect (IATA). */
export const demoCargoAirports = [
  'HKG',
  'PVG',
  'ICN',
  'TPE',
  'NRT',
  'HND',
  'KIX',
  'PEK',
  'CAN',
  'SZX',
  'SIN',
  'BKK',
  'KUL',
  'SGN',
  'HAN',
  'MNL',
  'CGK',
  'DEL',
  'BOM',
  'MAA',
  'BLR',
  'DXB',
  'DOH',
  'AUH',
  'JED',
  'RUH',
  'IST',
  'FRA',
  'AMS',
  'CDG',
  'LHR',
  'LGG',
  'LEJ',
  'CGN',
  'MAD',
  'BCN',
  'MXP',
  'FCO',
  'BRU',
  'LUX',
  'ZRH',
  'VIE',
  'CPH',
  'ARN',
  'WAW',
  'ATH',
  'LIS',
  'ANC',
  'LAX',
  'SFO',
  'SEA',
  'ORD',
  'DFW',
  'IAH',
  'ATL',
  'MIA',
  'JFK',
  'EWR',
  'BOS',
  'MEM',
  'SDF',
  'CVG',
  'YYZ',
  'YVR',
  'MEX',
  'GDL',
  'BOG',
  'LIM',
  'GRU',
  'VCP',
  'SCL',
  'EZE',
  'JNB',
  'NBO',
  'ADD',
  'LOS',
  'CAI',
  'CMN',
  'SYD',
  'MEL',
  'AKL',
] as const;

/** Main cargo hubs: every pair of them is served, by 6–12 airlines. */
const mainCargoAirports = new Set([
  'HKG',
  'PVG',
  'ICN',
  'TPE',
  'NRT',
  'SIN',
  'DXB',
  'DOH',
  'FRA',
  'AMS',
  'CDG',
  'LHR',
  'LAX',
  'ORD',
  'JFK',
  'MIA',
  'ATL',
  'GRU',
]);
/** Share of airport pairs served in the demo (82 airports: ~2 900 pairs). */
const demoPairShare = 0.44;
const breakFactors: readonly (readonly [fromKg: number, factor: number])[] = [
  [0, 1.3],
  [45, 1],
  [100, 0.92],
  [300, 0.85],
  [500, 0.8],
  [1000, 0.75],
];

/** USD per kg at the +45 kg break: grows with distance (great circle). */
export function airPerKgUsd(distanceKm: number): number {
  return 1.1 + 0.00042 * distanceKm;
}

function airRate(
  id: string,
  { airline, via }: Routing,
  route: { origin: string; destination: string; distanceKm: number; direction: number },
  random: Random,
  generationDate: string,
): AirRate {
  const isExpress = random.chance(0.1);
  const perKgUsd =
    airPerKgUsd(route.distanceKm) *
    route.direction *
    random.between(0.9, 1.1) *
    (isExpress ? 1.4 : 1) *
    (via ? 0.92 : 1);
  const weightBreaks: AirWeightBreak[] = breakFactors.map(([fromKg, factor]) => ({
    fromKg,
    perKgMinor: Math.round(perKgUsd * factor * 100),
  }));
  const terms = demoCommercialTerms(random, generationDate, `AWB-${airline.code}`);
  return {
    id,
    currency: 'USD',
    carrierName: airline.name,
    airlineIataCode: airline.code,
    originIataCode: route.origin,
    destinationIataCode: route.destination,
    transhipmentIataCodes: via ? [via] : [],
    isDirect: via === undefined,
    transitDays: Math.ceil(route.distanceKm / 8_000) + (via ? 2 : 1) - (isExpress ? 1 : 0),
    departureWeekdays: flightDays(random),
    weightBreaks,
    minimumChargeMinor: random.integer(75, 150) * 100,
    knownShipperOnly: random.chance(0.2),
    isExpress,
    serviceRotation: flightRotation(airline, terms.rateType === 'Private', random),
    contractUploadReference: null,
    rateProvider: 'freightdesk demo',
    supplier: airline.name,
    ...terms,
  };
}

/**
 * Air rates: every pair of the main cargo hubs by 6–12 of the airlines that fly it (direct from or to their home
 * country, or through their hub), ~44 % of the other pairs by 1–3; each with its flights (days, aircraft and
 * flight number). Generated lazily, like the FCL rows (the first-start load keeps answering meanwhile).
 */
export function* demoAirRates({ seed, generationDate }: { seed: number; generationDate: string }): Generator<AirRate> {
  const random = createRandom(subSeed(seed, 'air'));
  let sequence = 0;
  for (const originCode of demoCargoAirports) {
    for (const destinationCode of demoCargoAirports) {
      const isMainPair = mainCargoAirports.has(originCode) && mainCargoAirports.has(destinationCode);
      const isServed = random.chance(demoPairShare) || isMainPair;
      if (originCode === destinationCode || !isServed) continue;
      const distanceKm = airDistanceKm(originCode, destinationCode);
      const origin = findAirport(originCode);
      const destination = findAirport(destinationCode);
      if (distanceKm === undefined || !origin || !destination) continue;
      const direction = tradeDirectionFactor(tradeRegionOf(origin.coordinates), tradeRegionOf(destination.coordinates));
      const possible = routingsFor(origin, destination, distanceKm);
      const count = isMainPair ? random.integer(6, 12) : random.integer(1, 3);
      const routings =
        possible.length > 0
          ? pickSome(possible, count, random)
          : [{ airline: random.pick(airlines), via: distanceKm < 9_000 ? undefined : 'DXB' }];
      for (const routing of routings) {
        const route = { origin: originCode, destination: destinationCode, distanceKm, direction };
        yield airRate(`demo-air-${++sequence}`, routing, route, random, generationDate);
      }
    }
  }
}
