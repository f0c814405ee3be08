import { describe, expect, it } from 'vitest';
import type { CargoSearch } from '../search/cargo-search';
import type { LegDistances } from './offer-emissions';
import { priceSearch, type PriceSearchOptions } from './price-quote';
import type { SearchLocation } from '../search/search-location';
import { exampleAirSearch, exampleFclSearch, examplePriceSearchOptions } from './pricing-examples';
import { exampleAirRate, exampleFclContractRate as dv40, exampleTruckingRate } from './tariff-examples';
import { emptyPricingCandidates, type PricingCandidates } from './tariff-types';

/** Made-up distances, so the expected figures can be worked out by hand. */
const seaKm: Record<string, number> = { 'CNSHA|USLAX': 10_000, 'CNSHA|KRPUS': 800, 'KRPUS|USLAX': 9_600 };
const legDistances: LegDistances = {
  seaKm: (from, to) => seaKm[`${from}|${to}`] ?? null,
  airGreatCircleKm: (from, to) => (from === 'PVG' && to === 'LAX' ? 10_000 : null),
};
const options: PriceSearchOptions = { ...examplePriceSearchOptions, legDistances };

const fclCandidates: PricingCandidates = {
  ...emptyPricingCandidates,
  fclRates: [dv40, { ...dv40, id: 'fcl-dv20', containerType: 'DV20', freightPerContainerMinor: 120000 }],
};
const withContainers = (containers: CargoSearch['cargo']): CargoSearch => ({ ...exampleFclSearch, cargo: containers });
const co2eOf = (search: CargoSearch, candidates: PricingCandidates, priceOptions = options) =>
  priceSearch(search, candidates, priceOptions).rates.map((rate) => rate.emissions?.co2eKg ?? null);

describe('CO2e of priced rates (docs/decisions/060-co2e-per-rate.md)', () => {
  it('FCL Shanghai → Los Angeles, 2 × DV40 (4 TEU), 10,000 km transpacific: 4 × 10,000 × 67 g = 2,680 kg', () => {
    expect(co2eOf(exampleFclSearch, fclCandidates)).toEqual([2680]);
  });

  it('scales with TEU: 4 × DV20 emit what 2 × DV40 do', () => {
    const fourDv20 = withContainers({ kind: 'containers', containers: [{ containerType: 'DV20', quantity: 4 }] });
    expect(co2eOf(fourDv20, fclCandidates)).toEqual(co2eOf(exampleFclSearch, fclCandidates));
  });

  it('sails through the transhipments: 800 + 9,600 km', () => {
    const viaBusan = { ...fclCandidates, fclRates: [{ ...dv40, transhipmentLocodes: ['KRPUS'], isDirect: false }] };
    const [rate] = priceSearch(exampleFclSearch, viaBusan, options).rates;
    expect(rate?.emissions?.legs).toMatchObject([{ mode: 'sea', distanceKm: 10_400 }]);
    expect(rate?.emissions?.co2eKg).toBe(2787.2);
  });

  it('adds the pickup trucking a door-to-port rate prices: 78 g × 40 t × 40 km = 124.8 kg', () => {
    const door: SearchLocation = {
      code: '200000',
      type: 'POSTAL_CODE',
      city: 'Shanghai',
      countryIsoCode: 'CN',
      iataCode: null,
    };
    const search: CargoSearch = { ...exampleFclSearch, origin: door };
    const candidates = {
      ...fclCandidates,
      originTerminals: [{ code: 'CNSHA', distanceKm: 40 }],
      truckingRates: [exampleTruckingRate],
    };
    const [rate] = priceSearch(search, candidates, options).rates;
    expect(rate?.routeKind).toBe('D2P');
    expect(rate?.emissions?.legs.map((leg) => [leg.role, leg.co2eKg])).toEqual([
      ['pickup', 124.8],
      ['main', 2680],
    ]);
  });

  it('air counts the actual weight, not the chargeable one: (10,000 + 95) km × 0.12 t × 612 g = 741.4 kg', () => {
    const candidates = { ...emptyPricingCandidates, airRates: [exampleAirRate] };
    expect(co2eOf(exampleAirSearch, candidates)).toEqual([741.4]);
  });

  it('has no estimate when a distance is unknown or none are given', () => {
    const elsewhere = { ...fclCandidates, fclRates: [{ ...dv40, transhipmentLocodes: ['SGSIN'], isDirect: false }] };
    expect(co2eOf(exampleFclSearch, elsewhere)).toEqual([null]);
    expect(co2eOf(exampleFclSearch, fclCandidates, examplePriceSearchOptions)).toEqual([null]);
  });
});
