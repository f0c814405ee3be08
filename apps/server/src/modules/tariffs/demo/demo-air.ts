import type { AirRate, AirWeightBreak, ServiceRotation } from '@freightdesk/domain';
import { airDistanceKm, findAirport, type Airport } from '../../../../reference-data/src/airports';
import { airlines, type Carrier } from '../../../../reference-data/src/carriers';
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

/**
 * Each airline's home country and hub: it flies direct from or to home, and elsewhere carries cargo through its
 * hub when the hub is on the way (the freighter operators stop at Anchorage across the Pacific).
 */
const airlineNetworks: Readonly<Record<string, string>> = {
  '5X': 'US SDF',
  FX: 'US MEM',
  '5Y': 'US ANC',
  K4: 'US ANC',
  PO: 'US ANC',
  CV: 'LU LUX',
  '3S': 'DE LEJ',
  QY: 'DE LEJ',
  M6: 'US MIA',
  CK: 'CN PVG',
  LH: 'DE FRA',
  EK: 'AE DXB',
  QR: 'QA DOH',
  CX: 'HK HKG',
  SQ: 'SG SIN',
  KE: 'KR ICN',
  OZ: 'KR ICN',
  CI: 'TW TPE',
  BR: 'TW TPE',
  CA: 'CN PEK',
  MU: 'CN PVG',
  CZ: 'CN CAN',
  TK: 'TR IST',
  AF: 'FR CDG',
  KL: 'NL AMS',
  BA: 'GB LHR',
  LX: 'CH ZRH',
  IB: 'ES MAD',
  AA: 'US DFW',
  DL: 'US ATL',
  UA: 'US ORD',
  AC: 'CA YYZ',
  NH: 'JP NRT',
  JL: 'JP HND',
  EY: 'AE AUH',
  SV: 'SA JED',
  ET: 'ET ADD',
  LA: 'BR GRU',
  AV: 'CO BOG',
  QF: 'AU SYD',
  NZ: 'NZ AKL',
  AI: 'IN DEL',
  MH: 'MY KUL',
  TG: 'TH BKK',
};
const freighters = ['Boeing 777F', 'Boeing 747-8F', 'Boeing 747-400F', 'Boeing 767-300F', 'Airbus A330-200F'];
const bellyAircraft = ['Boeing 777-300ER', 'Boeing 787-9', 'Airbus A350-900', 'Airbus A330-300'];
const freighterOperators = new Set(['5X', 'FX', '5Y', 'K4', 'PO', 'CV', '3S', 'QY', 'M6', 'CK']);

interface Routing {
  airline: Carrier;
  /** Undefined: direct. */
  via: string | undefined;
}

const networks = airlines.flatMap((airline) => {
  const [country, hub] = (airlineNetworks[airline.code] ?? '').split(' ');
  return country === undefined || hub === undefined ? [] : [{ airline, country, hub }];
});
const distancesKm = new Map<string, number | undefined>();
/** Great-circle distances, each pair worked out once (the same hubs are asked about for every pair). */
function distanceBetween(from: string, to: string): number | undefined {
  const key = `${from}${to}`;
  if (!distancesKm.has(key)) distancesKm.set(key, airDistanceKm(from, to));
  return distancesKm.get(key);
}

/** The airlines that can carry cargo from one airport to the other, and how. */
function routingsFor(origin: Airport, destination: Airport, distanceKm: number): Routing[] {
  const routings: Routing[] = [];
  for (const { airline, country, hub } of networks) {
    if (country === origin.countryIsoCode || country === destination.countryIsoCode) {
      routings.push({ airline, via: undefined });
      continue;
    }
    if (hub === origin.iata || hub === destination.iata) continue;
    const first = distanceBetween(origin.iata, hub);
    const second = distanceBetween(hub, destination.iata);
    if (first !== undefined && second !== undefined && first + second <= distanceKm * 1.3)
      routings.push({ airline, via: hub });
  }
  return routings;
}

/** Some of `items`, in a seeded order. */
function pickSome<T>(items: readonly T[], count: number, random: Random): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random.integer(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, Math.min(count, shuffled.length));
}

/** Departure days of a flight: daily, or three to six days a week. */
function flightDays(random: Random): number[] {
  if (random.chance(0.4)) return [0, 1, 2, 3, 4, 5, 6];
  return pickSome([0, 1, 2, 3, 4, 5, 6], random.integer(3, 6), random).sort((a, b) => a - b);
}

/** The flight: its aircraft and flight number, with a small day-to-day change of price for open rates. */
function flightRotation(airline: Carrier, flatPrice: boolean, random: Random): ServiceRotation {
  const isFreighter = freighterOperators.has(airline.code) || random.chance(0.5);
  const number = isFreighter && random.chance(0.5) ? random.integer(8000, 8999) : random.integer(100, 999);
  return {
    vessels: [random.pick(isFreighter ? freighters : bellyAircraft)],
    voyageNumbering: 'fixed',
    voyagePrefix: `${airline.code} ${number}`,
    voyageSuffix: '',
    voyageDigits: 3,
    voyageOffset: 0,
    pricePercents: flatPrice ? [] : Array.from({ length: 7 }, () => random.integer(-5, 7)),
  };
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
