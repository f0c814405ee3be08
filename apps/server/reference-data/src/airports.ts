import { greatCircleDistanceKm, type LatLon } from './geo';
import { readGenerated } from './read-generated';

/** An airport with an IATA code and scheduled service (generated/airports.json, from OurAirports). */
export interface Airport {
  readonly iata: string;
  /** ICAO (or GPS) code, null for the few without one. */
  readonly icao: string | null;
  readonly name: string;
  /** OurAirports' municipality; when it has none, the airport name without "… Airport". */
  readonly city: string;
  readonly countryIsoCode: string;
  readonly coordinates: LatLon;
}

export const airportColumns = ['iata', 'icao', 'name', 'city', 'countryIsoCode', 'lat', 'lon'] as const;
export type AirportRow = [
  iata: string,
  icao: string | null,
  name: string,
  city: string,
  countryIsoCode: string,
  lat: number,
  lon: number,
];
export interface AirportsFile {
  readonly columns: typeof airportColumns;
  readonly rows: readonly AirportRow[];
}

export const airportsFile = 'airports.json';

let airports: readonly Airport[] | undefined;
let byIata: Map<string, Airport> | undefined;

export function loadAirports(): readonly Airport[] {
  airports ??= readGenerated<AirportsFile>(airportsFile).rows.map(
    ([iata, icao, name, city, countryIsoCode, lat, lon]): Airport => ({
      iata,
      icao,
      name,
      city,
      countryIsoCode,
      coordinates: [lat, lon],
    }),
  );
  return airports;
}

export function findAirport(iata: string): Airport | undefined {
  byIata ??= new Map(loadAirports().map((airport) => [airport.iata, airport]));
  return byIata.get(iata.trim().toUpperCase());
}

/** Air distance = great circle between the two airports, in km; undefined when either is unknown. */
export function airDistanceKm(fromIata: string, toIata: string): number | undefined {
  const from = findAirport(fromIata);
  const to = findAirport(toIata);
  return from && to ? greatCircleDistanceKm(from.coordinates, to.coordinates) : undefined;
}
