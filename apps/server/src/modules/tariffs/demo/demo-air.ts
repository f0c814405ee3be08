import type { AirRate, AirWeightBreak } from '@freightdesk/domain';
import { airDistanceKm, findAirport } from '../../../../reference-data/src/airports';
import { airlines } from '../../../../reference-data/src/carriers';
import { demoCommercialTerms, demoDepartureWeekdays } from './demo-validity';
import { createRandom, subSeed } from './random';
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

/** Main cargo hubs: every pair of them is served. */
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

export function demoAirRates({ seed, generationDate }: { seed: number; generationDate: string }): AirRate[] {
  const random = createRandom(subSeed(seed, 'air'));
  const rates: AirRate[] = [];
  for (const origin of demoCargoAirports) {
    for (const destination of demoCargoAirports) {
      const isServed =
        random.chance(demoPairShare) || (mainCargoAirports.has(origin) && mainCargoAirports.has(destination));
      if (origin === destination || !isServed) continue;
      const distanceKm = airDistanceKm(origin, destination);
      const from = findAirport(origin);
      const to = findAirport(destination);
      if (distanceKm === undefined || !from || !to) continue;
      const direction = tradeDirectionFactor(tradeRegionOf(from.coordinates), tradeRegionOf(to.coordinates));
      const airlineCount = random.chance(0.6) ? 1 : 2;
      for (let k = 0; k < airlineCount; k++) {
        const airline = random.pick(airlines);
        const isExpress = random.chance(0.1);
        const isDirect = distanceKm < 9_000 || random.chance(0.4);
        const perKgUsd = airPerKgUsd(distanceKm) * direction * random.between(0.9, 1.1) * (isExpress ? 1.4 : 1);
        const weightBreaks: AirWeightBreak[] = breakFactors.map(([fromKg, factor]) => ({
          fromKg,
          perKgMinor: Math.round(perKgUsd * factor * 100),
        }));
        const terms = demoCommercialTerms(random, generationDate, `AWB-${airline.code}`);
        rates.push({
          id: `demo-air-${rates.length + 1}`,
          currency: 'USD',
          carrierName: airline.name,
          airlineIataCode: airline.code,
          originIataCode: origin,
          destinationIataCode: destination,
          transhipmentIataCodes: isDirect
            ? []
            : [
                random.pick(
                  ['DXB', 'DOH', 'FRA', 'ANC', 'HKG', 'IST'].filter((hub) => hub !== origin && hub !== destination),
                ),
              ],
          isDirect,
          transitDays: Math.ceil(distanceKm / 8_000) + (isDirect ? 1 : 2) - (isExpress ? 1 : 0),
          departureWeekdays: random.chance(0.5) ? [1, 2, 3, 4, 5] : demoDepartureWeekdays(random),
          weightBreaks,
          minimumChargeMinor: random.integer(75, 150) * 100,
          knownShipperOnly: random.chance(0.2),
          isExpress,
          contractUploadReference: null,
          rateProvider: 'freightdesk demo',
          supplier: airline.name,
          ...terms,
        });
      }
    }
  }
  return rates;
}
