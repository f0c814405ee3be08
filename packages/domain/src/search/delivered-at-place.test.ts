import { describe, expect, it } from 'vitest';
import type { LocationType } from '../shipping/shipment-type';
import { isDeliveredAtPlace } from './delivered-at-place';

const end = (type: LocationType, countryIsoCode: string) => ({ type, countryIsoCode });

// docs/product/quoting.md#delivered-at-place, docs/product/quoting.md#places
describe('isDeliveredAtPlace (US imports, derived from types and countries)', () => {
  it.each([
    ['port abroad to a US door', end('PORT', 'CN'), end('POSTAL_CODE', 'US'), true],
    ['airport abroad to a US door', end('AIRPORT', 'DE'), end('POSTAL_CODE', 'US'), true],
    ['lower-case country codes', end('PORT', 'cn'), end('POSTAL_CODE', 'us'), true],
    ['port abroad to a US port', end('PORT', 'CN'), end('PORT', 'US'), false],
    ['door abroad to a US door (door to door, not DAP)', end('POSTAL_CODE', 'CN'), end('POSTAL_CODE', 'US'), false],
    ['US port to a US door (domestic)', end('PORT', 'US'), end('POSTAL_CODE', 'US'), false],
    ['US export to a door abroad', end('PORT', 'US'), end('POSTAL_CODE', 'MX'), false],
    ['import into another country', end('PORT', 'CN'), end('POSTAL_CODE', 'ES'), false],
    ['origin country unknown', end('PORT', ''), end('POSTAL_CODE', 'US'), false],
  ])('%s', (_label, origin, destination, dap) => {
    expect(isDeliveredAtPlace(origin, destination)).toBe(dap);
  });
});
