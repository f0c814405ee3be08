import { describe, expect, it } from 'vitest';
import {
  airlines,
  carrierDisplayName,
  carriers,
  findCarrier,
  genericCarriers,
  isGenericCarrierCode,
  oceanCarriers,
  consolidators,
} from './carriers';

describe('carriers', () => {
  it('lists at least 25 ocean carriers by SCAC and 25 airlines by IATA designator', () => {
    expect(oceanCarriers.length).toBeGreaterThanOrEqual(25);
    expect(airlines.length).toBeGreaterThanOrEqual(25);
    for (const carrier of [...oceanCarriers, ...consolidators]) expect(carrier.code).toMatch(/^[A-Z]{4}$/);
    expect(consolidators.length).toBeGreaterThanOrEqual(8);
    for (const airline of airlines) expect(airline.code).toMatch(/^[A-Z0-9]{2}$/);
  });

  it('gives each code one carrier with a name', () => {
    expect(new Set(carriers.map((carrier) => carrier.code)).size).toBe(carriers.length);
    for (const carrier of carriers) expect(carrier.name.trim()).not.toBe('');
  });

  it.each([
    ['MAEU', 'Maersk'],
    ['MSCU', 'MSC'],
    ['CMDU', 'CMA CGM'],
    ['HLCU', 'Hapag-Lloyd'],
    ['ONEY', 'Ocean Network Express (ONE)'],
    ['EGLV', 'Evergreen Line'],
    ['HDMU', 'HMM'],
    ['PABV', 'Pacific International Lines (PIL)'],
    ['ECUW', 'ECU Worldwide'],
    ['KHNN', 'Kuehne + Nagel'],
    ['LH', 'Lufthansa Cargo'],
    ['5X', 'UPS Airlines'],
  ])('shows %s as %s', (code, name) => {
    expect(carrierDisplayName(code.toLowerCase())).toBe(name);
  });

  it('knows the generic codes that mean no one carrier, with a translation key for the web', () => {
    expect(genericCarriers.map((carrier) => carrier.code)).toEqual(['VARIOUS', 'ANY']);
    expect(isGenericCarrierCode('various')).toBe(true);
    expect(isGenericCarrierCode('MAEU')).toBe(false);
    expect(findCarrier('ANY')).toMatchObject({ kind: 'generic', i18nKey: 'carriers.any' });
  });

  it('shows an unknown code as it is', () => {
    expect(findCarrier('ABCD')).toBeUndefined();
    expect(carrierDisplayName(' abcd ')).toBe('ABCD');
  });
});
