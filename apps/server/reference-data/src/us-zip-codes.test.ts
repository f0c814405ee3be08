import { describe, expect, it } from 'vitest';
import { greatCircleDistanceKm } from './geo';
import { readGenerated } from './read-generated';
import { findZip, findZipPrefix, usZipPrefixesFile, zipCount, type UsZipPrefixesFile } from './us-zip-codes';

describe('findZip', () => {
  it('covers every US ZIP code of the source (~41,000)', () => {
    expect(zipCount()).toBe(41_038);
  });

  it.each([
    ['10001', 'New York', 'NY'],
    ['90210', 'Beverly Hills', 'CA'],
    ['02108', 'Boston', 'MA'],
    ['00602', 'Aguada', 'PR'],
    ['99501', 'Anchorage', 'AK'],
  ])('finds %s in %s, %s', (zip, city, state) => {
    expect(findZip(zip)).toMatchObject({ zip, city, state });
  });

  it('accepts ZIP+4 and surrounding spaces, and answers undefined for an unknown ZIP', () => {
    expect(findZip(' 10001-1234 ')?.city).toBe('New York');
    expect(findZip('00000')).toBeUndefined();
  });
});

describe('findZipPrefix (3-digit prefix centroids for LTL zones)', () => {
  const prefixes = readGenerated<UsZipPrefixesFile>(usZipPrefixesFile).rows;

  it('accounts for every ZIP exactly once', () => {
    expect(prefixes.reduce((sum, row) => sum + row[4], 0)).toBe(zipCount());
    expect(new Set(prefixes.map((row) => row[0])).size).toBe(prefixes.length);
  });

  it('puts the centroid among its ZIPs: 100 (Manhattan) is in New York', () => {
    const manhattan = findZipPrefix('10001')!;
    expect(manhattan).toMatchObject({ prefix: '100', state: 'NY' });
    expect(greatCircleDistanceKm(manhattan.coordinates, [40.7831, -73.9712])).toBeLessThan(10);
  });

  it('keeps every centroid within a few hundred km of a member ZIP', () => {
    for (const [prefix, , lat, lon] of prefixes) {
      const anyMember = findZip(`${prefix}`.padEnd(5, '0')) ?? findZipPrefixMember(prefix);
      expect(greatCircleDistanceKm([lat, lon], anyMember.coordinates), prefix).toBeLessThan(600);
    }
  });

  it('answers undefined for an unknown prefix', () => {
    expect(findZipPrefix('000')).toBeUndefined();
  });
});

function findZipPrefixMember(prefix: string) {
  for (let suffix = 0; suffix < 100; suffix += 1) {
    const zip = findZip(`${prefix}${String(suffix).padStart(2, '0')}`);
    if (zip) return zip;
  }
  throw new Error(`no ZIP found for prefix ${prefix}`);
}
