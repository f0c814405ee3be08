import { describe, expect, it } from 'vitest';
import type { Rate } from './rate';
import { exampleRate } from './rate-example';
import {
  applyQuoteSearchFilters,
  countActiveQuoteSearchFilters,
  defaultQuoteSearchFilters,
  rateMatchesQuoteSearchFilters,
  resetQuoteSearchFilters,
  updateQuoteSearchFilters,
  type QuoteSearchFilters,
  type QuoteSearchFiltersChange,
} from './rate-filters';

const customerDefaults = defaultQuoteSearchFilters({ isInternalUser: false });
const rate = (change: Partial<Rate> = {}): Rate => ({ ...exampleRate, ...change });
const withFilter = (change: QuoteSearchFiltersChange): QuoteSearchFilters =>
  updateQuoteSearchFilters(customerDefaults, change);

describe('default filters (docs/product/quoting.md#filters)', () => {
  it('sort RECOMMENDED, nothing filtered, only Freight included, count 0', () => {
    expect(customerDefaults).toMatchObject({
      sortBy: 'RECOMMENDED',
      routeType: null,
      maxCo2eKg: null,
      viewingOptions: [],
      includedServices: {
        Pickup: false,
        Freight: true,
        Delivery: false,
        PortOriginCharges: false,
        PortDestinationCharges: false,
      },
      filtersCount: 0,
    });
  });

  it('internal users start with the InternalData viewing option on and a count of 1', () => {
    const internal = defaultQuoteSearchFilters({ isInternalUser: true });
    expect(internal.viewingOptions).toEqual(['InternalData']);
    expect(internal.filtersCount).toBe(1);
  });

  it('reset returns to the defaults, for customers and internal users', () => {
    const busy = withFilter({ carriers: ['MAEU'], sortBy: 'LOWEST_PRICE', transitTime: 20 });
    expect(busy.filtersCount).toBe(2);
    expect(resetQuoteSearchFilters({ isInternalUser: false })).toEqual(customerDefaults);
    expect(resetQuoteSearchFilters({ isInternalUser: true }).filtersCount).toBe(1);
  });
});

describe('active filter count (docs/product/quoting.md#filters: route type and sort do not count)', () => {
  it.each<[string, QuoteSearchFiltersChange, number]>([
    ['sort order', { sortBy: 'FASTEST_ROUTE' }, 0],
    ['route type', { routeType: 'D2D' }, 0],
    ['origin ports', { originPorts: ['CNSHA'] }, 1],
    ['destination ports', { destinationPorts: ['USNYC'] }, 1],
    ['origin airports', { originAirports: ['PVG'] }, 1],
    ['destination airports', { destinationAirports: ['JFK'] }, 1],
    ['stops', { stops: ['direct'] }, 1],
    ['carriers', { carriers: ['MAEU', 'MSCU'] }, 1],
    ['freight suppliers', { freight: ['Maersk'] }, 1],
    ['pickup suppliers', { pickupSupplier: ['Trucker'] }, 1],
    ['delivery suppliers', { deliverySupplier: ['Trucker'] }, 1],
    ['transit time', { transitTime: 30 }, 1],
    ['validity', { expirationDate: '2030-02-01' }, 1],
    ['price', { price: { minMinor: 0, maxMinor: 100000 } }, 1],
    ['maximum CO2e', { maxCo2eKg: 1500 }, 1],
    ['shipment mode', { shipmentMode: ['FCL'] }, 1],
    ['viewing options', { viewingOptions: ['InternalData'] }, 1],
    ['one included service more', { includedServices: { ...customerDefaults.includedServices, Pickup: true } }, 1],
    ['freight no longer included', { includedServices: { ...customerDefaults.includedServices, Freight: false } }, 1],
    [
      'two included services more',
      { includedServices: { ...customerDefaults.includedServices, Pickup: true, Delivery: true } },
      2,
    ],
    ['an emptied list', { carriers: [] }, 0],
    [
      'three filters and a sort',
      { carriers: ['MAEU'], stops: ['direct'], price: { minMinor: 0, maxMinor: 1 }, sortBy: 'LATEST_DATE' },
      3,
    ],
  ])('%s', (_label, change, count) => {
    expect(withFilter(change).filtersCount).toBe(count);
    expect(countActiveQuoteSearchFilters({ ...customerDefaults, ...change })).toBe(count);
  });

  it('each change recomputes the count', () => {
    const one = withFilter({ carriers: ['MAEU'] });
    const two = updateQuoteSearchFilters(one, { stops: ['direct'] });
    const backToOne = updateQuoteSearchFilters(two, { carriers: [] });
    expect([one.filtersCount, two.filtersCount, backToOne.filtersCount]).toEqual([1, 2, 1]);
  });
});

describe('applying filters to rates', () => {
  it.each<[string, QuoteSearchFiltersChange, Partial<Rate>, boolean]>([
    ['no filter keeps a rate', {}, {}, true],
    ['route type D2D drops a P2P rate', { routeType: 'D2D' }, {}, false],
    ['route type P2P keeps a P2P rate', { routeType: 'P2P' }, {}, true],
    ['origin port listed', { originPorts: ['CNSHA', 'CNNGB'] }, {}, true],
    ['origin port not listed', { originPorts: ['CNNGB'] }, {}, false],
    ['destination port not listed', { destinationPorts: ['USLAX'] }, {}, false],
    ['airport lists do not apply to sea rates', { originAirports: ['PVG'] }, {}, true],
    [
      'port lists do not apply to air rates',
      { originPorts: ['CNNGB'] },
      { shipmentType: 'AIR', schedule: { ...exampleRate.schedule, originPort: 'PVG' } },
      true,
    ],
    [
      'origin airport not listed',
      { originAirports: ['CAN'] },
      { shipmentType: 'AIR', schedule: { ...exampleRate.schedule, originPort: 'PVG' } },
      false,
    ],
    [
      'destination airport listed',
      { destinationAirports: ['JFK'] },
      { shipmentType: 'AIR', schedule: { ...exampleRate.schedule, destinationPort: 'JFK' } },
      true,
    ],
    ['direct wanted, direct rate', { stops: ['direct'] }, {}, true],
    ['direct wanted, one stop', { stops: ['direct'] }, { direct: false, transhipments: ['SGSIN'] }, false],
    ['one stop wanted, one stop', { stops: ['oneStop'] }, { direct: false, transhipments: ['SGSIN'] }, true],
    [
      'two or more wanted, three stops',
      { stops: ['twoOrMoreStops'] },
      { direct: false, transhipments: ['A', 'B', 'C'] },
      true,
    ],
    ['carrier listed', { carriers: ['MAEU'] }, {}, true],
    ['carrier not listed', { carriers: ['MSCU'] }, {}, false],
    ['carrier unknown', { carriers: ['MAEU'] }, { carrierCode: null }, false],
    ['freight supplier not listed', { freight: ['CMA CGM'] }, {}, false],
    [
      'pickup supplier listed',
      { pickupSupplier: ['Trucker'] },
      { suppliersInformation: { ...exampleRate.suppliersInformation, pickup: 'Trucker' } },
      true,
    ],
    ['delivery supplier unknown', { deliverySupplier: ['Trucker'] }, {}, false],
    ['transit within the limit', { transitTime: 32 }, {}, true],
    ['transit over the limit', { transitTime: 31 }, {}, false],
    ['transit unknown under a limit', { transitTime: 60 }, { transitTimeDays: null }, false],
    ['valid until the date asked', { expirationDate: '2030-02-28' }, {}, true],
    ['expiring before the date asked', { expirationDate: '2030-03-01' }, {}, false],
    ['no expiry under a validity filter', { expirationDate: '2030-03-01' }, { expirationDate: null }, true],
    ['total within the price range', { price: { minMinor: 185000, maxMinor: 185000 } }, {}, true],
    ['total above the price range', { price: { minMinor: 0, maxMinor: 184999 } }, {}, false],
    ['total below the price range', { price: { minMinor: 185001, maxMinor: 999999 } }, {}, false],
    ['CO2e under the maximum', { maxCo2eKg: 1500 }, {}, true],
    ['CO2e at the maximum', { maxCo2eKg: 1313.2 }, {}, true],
    ['CO2e over the maximum', { maxCo2eKg: 1313.1 }, {}, false],
    ['no estimate under a CO2e maximum', { maxCo2eKg: 1_000_000 }, { emissions: null }, false],
    ['no estimate without a CO2e maximum', {}, { emissions: null }, true],
    ['shipment mode listed', { shipmentMode: ['FCL', 'LCL'] }, {}, true],
    ['shipment mode not listed', { shipmentMode: ['AIR'] }, {}, false],
    ['viewing options never drop rates', { viewingOptions: ['InternalData'] }, {}, true],
    ['Freight included (default) keeps a rate with freight', {}, {}, true],
    [
      'Freight included drops a rate without freight',
      {},
      { includes: { ...exampleRate.includes, freight: false } },
      false,
    ],
    [
      'Pickup included drops a rate without pickup',
      { includedServices: { ...customerDefaults.includedServices, Pickup: true } },
      {},
      false,
    ],
    [
      'Pickup and Delivery included keeps a door-to-door rate',
      { includedServices: { ...customerDefaults.includedServices, Pickup: true, Delivery: true } },
      { includes: { ...exampleRate.includes, pickup: true, delivery: true } },
      true,
    ],
    [
      'PortDestinationCharges included drops a rate without them',
      { includedServices: { ...customerDefaults.includedServices, PortDestinationCharges: true } },
      { includes: { ...exampleRate.includes, destinationCharges: false } },
      false,
    ],
    [
      'nothing included required keeps a rate without freight',
      { includedServices: { ...customerDefaults.includedServices, Freight: false } },
      { includes: { ...exampleRate.includes, freight: false } },
      true,
    ],
  ])('%s', (_label, change, rateChange, kept) => {
    expect(rateMatchesQuoteSearchFilters(rate(rateChange), withFilter(change))).toBe(kept);
  });

  it('returns the passing rates in the chosen sort order', () => {
    const cheap = rate({
      uuid: '00000000-0000-4000-8000-000000000001',
      total: { ...exampleRate.total, total: 100, sortTotal: 100 },
    });
    const dear = rate({
      uuid: '00000000-0000-4000-8000-000000000002',
      total: { ...exampleRate.total, total: 900, sortTotal: 900 },
    });
    const other = rate({ uuid: '00000000-0000-4000-8000-000000000003', carrierCode: 'MSCU' });
    const filters = withFilter({ carriers: ['MAEU'], sortBy: 'HIGHEST_PRICE' });
    expect(applyQuoteSearchFilters([cheap, other, dear], filters, { now: '2030-01-15' })).toEqual([dear, cheap]);
  });
});
