import type { ServiceRotation } from '@freightdesk/domain';
import { airDistanceKm, type Airport } from '../../../../reference-data/src/airports';
import { airlines, type Carrier } from '../../../../reference-data/src/carriers';
import type { Random } from './random';

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

export interface Routing {
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
export function routingsFor(origin: Airport, destination: Airport, distanceKm: number): Routing[] {
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
export function pickSome<T>(items: readonly T[], count: number, random: Random): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random.integer(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, Math.min(count, shuffled.length));
}

/** Departure days of a flight: daily, or three to six days a week. */
export function flightDays(random: Random): number[] {
  if (random.chance(0.4)) return [0, 1, 2, 3, 4, 5, 6];
  return pickSome([0, 1, 2, 3, 4, 5, 6], random.integer(3, 6), random).sort((a, b) => a - b);
}

/** The flight: its aircraft and flight number, with a small day-to-day change of price for open rates. */
export function flightRotation(airline: Carrier, flatPrice: boolean, random: Random): ServiceRotation {
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
