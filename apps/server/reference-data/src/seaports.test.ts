import { describe, expect, it } from 'vitest';
import { greatCircleDistanceKm, kmToNauticalMiles } from './geo';
import { findSeaport, loadSeaDistanceMatrix, loadSeaports, seaDistanceKm, seaDistanceNm } from './seaports';

const seaports = loadSeaports();
const matrix = loadSeaDistanceMatrix();

describe('loadSeaports', () => {
  it('holds 250–350 real container and cargo ports with unique UN/LOCODEs', () => {
    expect(seaports.length).toBeGreaterThanOrEqual(250);
    expect(seaports.length).toBeLessThanOrEqual(350);
    expect(new Set(seaports.map((port) => port.locode)).size).toBe(seaports.length);
  });

  it('gives every port a well-formed UN/LOCODE whose first two letters are its country', () => {
    for (const port of seaports) {
      expect(port.locode, port.locode).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(port.countryIsoCode, port.locode).toBe(port.locode.slice(0, 2));
    }
  });

  it.each([
    'CNSHA',
    'SGSIN',
    'NLRTM',
    'USLAX',
    'USLGB',
    'USNYC',
    'DEHAM',
    'BEANR',
    'AEJEA',
    'INNSA',
    'BRSSZ',
    'ESVLC',
    'ESALG',
    'ESBCN',
    'MXZLO',
    'DOCAU',
    'DOHAI',
    'PAMIT',
    'COCTG',
    'GBFXT',
    'QAHMD',
  ])('includes %s', (locode) => {
    expect(findSeaport(locode)?.locode).toBe(locode);
  });

  it('covers the main trading countries of every continent', () => {
    const countries = new Set(seaports.map((port) => port.countryIsoCode));
    expect(countries.size).toBeGreaterThanOrEqual(120);
    for (const iso2 of [
      'CN',
      'JP',
      'IN',
      'AE',
      'NL',
      'DE',
      'GB',
      'NG',
      'ZA',
      'EG',
      'US',
      'CA',
      'MX',
      'PA',
      'BR',
      'AR',
      'CL',
      'AU',
      'NZ',
    ]) {
      expect(countries.has(iso2), iso2).toBe(true);
    }
  });

  it('shows port names title-cased (docs/product/quoting.md#places)', () => {
    for (const port of seaports) {
      for (const word of port.name.split(/[\s(/]+/).filter(Boolean)) {
        expect(word[0], port.name).not.toMatch(/\p{Ll}/u);
      }
    }
  });

  it('gives every port a position and the point where it joins the sea lanes', () => {
    for (const { locode, coordinates, seaLane } of seaports) {
      expect(Math.abs(coordinates[0]), locode).toBeLessThanOrEqual(90);
      expect(Math.abs(coordinates[1]), locode).toBeLessThanOrEqual(180);
      expect(seaLane.distanceKm, locode).toBeGreaterThanOrEqual(0);
    }
  });

  it('finds a port case-insensitively and answers undefined for an unknown code', () => {
    expect(findSeaport(' cnsha ')?.name).toBe('Shanghai');
    expect(findSeaport('XXXXX')).toBeUndefined();
  });
});

describe('seaDistanceNm', () => {
  // Published sailing distances (the reference figures of reference-data.md).
  it.each([
    ['CNSHA', 'USLAX', 5_900, 0.03],
    ['CNSHA', 'NLRTM', 10_665, 0.03],
    ['SGSIN', 'NLRTM', 8_382, 0.03],
    ['USNYC', 'GBFXT', 3_250, 0.05],
  ] as const)('%s → %s ≈ %i nm', (from, to, expectedNm, tolerance) => {
    const nauticalMiles = seaDistanceNm(from, to)!;
    expect(Math.abs(nauticalMiles - expectedNm) / expectedNm).toBeLessThanOrEqual(tolerance);
  });

  // Where the lanes run far offshore, a single approach point used to send ships the long way round.
  it.each([
    ['GHTEM', 'TGLFW', 150],
    ['USSAV', 'USCHS', 150],
    ['NGLOS', 'NGAPP', 20],
    ['JPTYO', 'JPYOK', 40],
  ] as const)('keeps neighbours %s and %s close (under %i nm)', (from, to, maxNm) => {
    expect(seaDistanceNm(from, to)).toBeLessThan(maxNm);
  });

  it('sails round continents where it must: New York → Los Angeles goes through Panama', () => {
    expect(seaDistanceNm('USNYC', 'USLAX')).toBeGreaterThan(4_800);
    expect(seaDistanceNm('USNYC', 'USLAX')).toBeLessThan(5_400);
  });

  it('is a complete, symmetric matrix of whole nautical miles in the port order', () => {
    expect(matrix.unit).toBe('nauticalMiles');
    expect(matrix.locodes).toEqual(seaports.map((port) => port.locode));
    expect(matrix.distances).toHaveLength(seaports.length);
    const wrong: string[] = [];
    matrix.distances.forEach((row, i) => {
      expect(row).toHaveLength(seaports.length);
      row.forEach((nauticalMiles, j) => {
        const valid =
          i === j
            ? nauticalMiles === 0
            : Number.isInteger(nauticalMiles) && nauticalMiles > 0 && nauticalMiles === matrix.distances[j]![i];
        if (!valid) wrong.push(`${matrix.locodes[i]} → ${matrix.locodes[j]}: ${nauticalMiles}`);
      });
    });
    expect(wrong).toEqual([]);
  });

  it('is never shorter than the great circle between the two ports', () => {
    const shortcuts: string[] = [];
    seaports.forEach((from, i) =>
      seaports.forEach((to, j) => {
        const greatCircleNm = kmToNauticalMiles(greatCircleDistanceKm(from.coordinates, to.coordinates));
        if (matrix.distances[i]![j]! < greatCircleNm - 1) shortcuts.push(`${from.locode} → ${to.locode}`);
      }),
    );
    expect(shortcuts).toEqual([]);
  });

  it('answers undefined when a port is not curated, and converts to km at 1.852 km per nm', () => {
    expect(seaDistanceNm('CNSHA', 'XXXXX')).toBeUndefined();
    expect(seaDistanceKm('XXXXX', 'CNSHA')).toBeUndefined();
    expect(seaDistanceKm('sgsin', 'nlrtm')).toBeCloseTo(seaDistanceNm('SGSIN', 'NLRTM')! * 1.852, 6);
  });
});
