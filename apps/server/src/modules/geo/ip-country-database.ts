import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { isSupportedCountry } from 'libphonenumber-js';
import { Reader, type CountryResponse } from 'mmdb-lib';

/**
 * The offline IP-to-country database (docs/data-sources.md): the CC0 npm package
 * @ip-location-db/geo-whois-asn-country-mmdb, built from RIR WHOIS/ASN data (NRO, CC BY 4.0) and
 * geofeeds, one MaxMind-format file for IPv4 and IPv6 (≈ 8 MB), read with mmdb-lib.
 */
const databaseFile = createRequire(import.meta.url).resolve(
  '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
);

/** Its records hold one field, `country_code` (ISO 3166-1 alpha-2). */
type CountryRecord = CountryResponse & { readonly country_code?: string };

/**
 * Addresses that name no place: private, loopback, link-local, shared, documentation,
 * benchmarking, multicast and reserved ranges (IANA special-purpose registries). The database
 * places some of them in a country (192.168.0.0/16 in AU, for one), so they are answered first.
 */
const specialPurposeRanges: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 127, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];
const specialPurpose = new BlockList();
for (const [network, prefix, family] of specialPurposeRanges) specialPurpose.addSubnet(network, prefix, family);

/** `::ffff:81.46.0.1` (an IPv4 client on a dual-stack socket) is the IPv4 address. */
export function canonicalAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** True for an address the public internet routes (so a country can be known). */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  return !specialPurpose.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export interface IpCountryDatabase {
  /** The upper-case ISO 3166-1 alpha-2 code of a phone-capable country, or null. */
  countryOf(ip: string): string | null;
}

/** Reads the database file (≈ 10 ms); call once and keep the result. */
export async function loadIpCountryDatabase(file: string = databaseFile): Promise<IpCountryDatabase> {
  const reader = new Reader<CountryRecord>(await readFile(file));
  return {
    countryOf(ip) {
      const address = canonicalAddress(ip);
      if (!isPublicAddress(address)) return null;
      const code = reader.get(address)?.country_code?.toUpperCase();
      return code && isSupportedCountry(code) ? code : null;
    },
  };
}
