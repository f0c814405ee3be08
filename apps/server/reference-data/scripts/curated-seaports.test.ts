import { describe, expect, it } from 'vitest';
import { greatCircleDistanceKm } from '../src/geo';
import { curatedSeaports } from './curated-seaports';
import { readSeaPorts } from './package-sources';
import { allCuratedPortCodes } from './port-curation';
import { portAdditions, portFixes, renamedCodes } from './port-fixes';

const seaPorts = readSeaPorts();
const ports = curatedSeaports();
const port = (locode: string) => ports.find((candidate) => candidate.locode === locode)!;

describe('the port curation', () => {
  it('lists each port once', () => {
    expect(new Set(allCuratedPortCodes).size).toBe(allCuratedPortCodes.length);
  });

  it('takes every port from sea-ports, except the documented additions and renamed codes', () => {
    const additions = new Set(portAdditions.map((addition) => addition.locode));
    for (const locode of allCuratedPortCodes) {
      const known = seaPorts[renamedCodes[locode] ?? locode] !== undefined;
      expect(known !== additions.has(locode), locode).toBe(true);
    }
  });

  it('has no stale fix: every fix, rename and addition concerns a curated port', () => {
    for (const locode of [
      ...Object.keys(portFixes),
      ...Object.keys(renamedCodes),
      ...portAdditions.map((addition) => addition.locode),
    ]) {
      expect(allCuratedPortCodes, locode).toContain(locode);
    }
  });

  it('keeps out the airports and inland depots sea-ports also lists', () => {
    const notSeaports = ports.filter((candidate) => /\b(apt|airport|icd|dry port|depot)\b/i.test(candidate.name));
    expect(notSeaports).toEqual([]);
  });
});

describe('the documented fixes', () => {
  it.each([
    // locode, [lat, lon] the port really is near, km
    ['CDMAT', [-5.82, 13.45], 5],
    ['CDBOA', [-5.83, 13.05], 5],
    ['DZAAE', [36.9, 7.76], 10],
    ['REPDG', [-20.93, 55.29], 5],
    ['CLCAP', [-36.73, -73.13], 15],
    ['PAMIT', [9.37, -79.88], 10],
    ['TRAMB', [40.97, 28.69], 15],
    ['ARBUE', [-34.58, -58.37], 10],
    ['MXLZC', [17.94, -102.18], 15],
  ] as const)('puts %s where the harbour is', (locode, harbour, withinKm) => {
    expect(greatCircleDistanceKm(port(locode).coordinates, harbour)).toBeLessThan(withinKm);
  });

  it('replaces time zones that belonged to the wrong place', () => {
    expect(port('THBKK').timezone).toBe('Asia/Bangkok');
    expect(port('DZAAE').timezone).toBe('Africa/Algiers');
    expect(port('MOMFM').timezone).toBe('Asia/Macau');
    expect(port('USOAK').timezone).toBe('America/Los_Angeles');
  });

  it('adds the ports sea-ports lacks', () => {
    expect(port('QAHMD')).toMatchObject({ name: 'Hamad', countryIsoCode: 'QA', timezone: 'Asia/Qatar' });
    expect(port('MXLZC')).toMatchObject({
      name: 'Lázaro Cárdenas',
      countryIsoCode: 'MX',
      timezone: 'America/Mexico_City',
    });
  });

  it('publishes Willemstad under its current Curaçao code', () => {
    expect(port('CWWIL')).toMatchObject({ name: 'Willemstad', countryIsoCode: 'CW' });
  });
});
