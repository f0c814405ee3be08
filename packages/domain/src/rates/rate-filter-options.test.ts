import { describe, expect, it } from 'vitest';
import type { Rate } from './rate';
import { examplePricedRate, exampleRate } from './rate-example';
import { rateFilterOptionsOf } from './rate-filter-options';

const rate = (change: Partial<Rate> = {}): Rate => ({ ...exampleRate, ...change });
const priced = examplePricedRate;

describe('filter options', () => {
  it('distinct sorted values of the rates, the price range and the longest transit', () => {
    const options = rateFilterOptionsOf([
      priced('00000000-0000-4000-8000-000000000001', 1000, 40, {
        carrierCode: 'MSCU',
        suppliersInformation: { freight: 'MSC', pickup: null, delivery: null },
      }),
      priced('00000000-0000-4000-8000-000000000002', 3000, null, {
        carrierCode: 'CMDU',
        direct: false,
        transhipments: ['SGSIN'],
      }),
      priced('00000000-0000-4000-8000-000000000003', 2000, 20, {
        carrierCode: 'MSCU',
        suppliersInformation: { freight: 'MSC', pickup: null, delivery: null },
      }),
    ]);
    expect(options).toMatchObject({
      carriers: ['CMDU', 'MSCU'],
      carrierNames: { MSCU: 'MSC', CMDU: 'Maersk' },
      originPorts: ['CNSHA'],
      originAirports: [],
      stops: ['direct', 'oneStop'],
      price: { minMinor: 1000, maxMinor: 3000 },
      maxTransitTimeDays: 40,
    });
  });

  it('no rates, no ranges', () => {
    expect(rateFilterOptionsOf([])).toMatchObject({
      price: null,
      maxTransitTimeDays: null,
      maxCo2eKg: null,
      carriers: [],
    });
  });

  it('the highest CO2e estimate, rounded up to a whole kilogram; rates without one are left out', () => {
    const withCo2e = (uuid: string, co2eKg: number) =>
      rate({ uuid, emissions: exampleRate.emissions && { ...exampleRate.emissions, co2eKg } });
    const options = rateFilterOptionsOf([
      withCo2e('00000000-0000-4000-8000-000000000001', 812.2),
      withCo2e('00000000-0000-4000-8000-000000000002', 1430.01),
      rate({ uuid: '00000000-0000-4000-8000-000000000003', emissions: null }),
    ]);
    expect(options.maxCo2eKg).toBe(1431);
    expect(rateFilterOptionsOf([rate({ emissions: null })]).maxCo2eKg).toBeNull();
  });
});
