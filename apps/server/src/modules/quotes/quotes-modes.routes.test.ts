import { examplePlaces } from '@freightdesk/domain/testing';
import type { QuoteView } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoQuotesTestApp, type DemoQuotesTestApp } from './demo-quotes-test-kit';

// Every mode through the API against the deterministic demo set (hand-computed prices are in the
// domain's pricing tests): each answers priced rates whose charge groups add up to the total.

let demo: DemoQuotesTestApp;
beforeAll(async () => {
  demo = await buildDemoQuotesTestApp();
});
afterAll(() => demo.testApp.close());

const quoteFor = (overrides: Record<string, unknown>) => demo.quoteFor(overrides);

function expectPriced(quote: QuoteView, shipmentType: string) {
  expect(quote.quoteTypeCode).toBe('IQ');
  expect(quote.rates.length).toBeGreaterThan(0);
  for (const rate of quote.rates) {
    expect(rate.shipmentType).toBe(shipmentType);
    expect(rate.total.total).toBeGreaterThan(0);
    expect(
      Object.values(rate.charges)
        .flat()
        .reduce((sum, charge) => sum + charge.amountMinor, 0),
    ).toBe(rate.total.total);
  }
}

const zip = (code: string, city: string) => ({ code, type: 'POSTAL_CODE', city, countryIsoCode: 'US', iataCode: null });

describe('instant quotes for every mode (demo tariffs)', () => {
  it('FCL port to port, and a door-to-door FCL between US doors', async () => {
    expectPriced(await quoteFor({}), 'FCL');
    const doorToDoor = await quoteFor({ origin: zip('90012', 'Los Angeles'), destination: zip('10001', 'New York') });
    expectPriced(doorToDoor, 'FCL');
    expect(doorToDoor.pricedRouteKind).toBe('D2D');
    expect(doorToDoor.rates.every((rate) => rate.includes['pickup'] && rate.includes['delivery'])).toBe(true);
  });

  it('answers a main trade as a marketplace: dozens of sailings of 8 or more carriers on different dates', async () => {
    const quote = await quoteFor({});
    expect(quote.rates.length).toBeGreaterThanOrEqual(24);
    const distinct = (of: (rate: QuoteView['rates'][number]) => unknown) => new Set(quote.rates.map(of)).size;
    expect(distinct((rate) => rate.carrierCode)).toBeGreaterThanOrEqual(8);
    expect(distinct((rate) => rate.schedule.departureDate)).toBeGreaterThanOrEqual(4);
    expect(distinct((rate) => rate.transitTimeDays)).toBeGreaterThanOrEqual(3);
    expect(distinct((rate) => rate.uuid)).toBe(quote.rates.length);
    // The search asks for cargo ready on 2030-01-20: no sailing before it, none more than five weeks after.
    for (const rate of quote.rates) expect(rate.schedule.departureDate! >= '2030-01-20').toBe(true);
    expect(quote.rates.every((rate) => rate.schedule.departureDate! <= '2030-02-23')).toBe(true);
  });

  it('LCL by weight or measure', async () => {
    const quote = await quoteFor({
      shipmentType: 'LCL',
      cargo: { kind: 'totalVolume', total: { weight: 800, weightUnit: 'Kg', volume: 3, volumeUnit: 'M3' } },
    });
    expectPriced(quote, 'LCL');
  });

  it('AIR by chargeable kilogram, with the price per kilo', async () => {
    const quote = await quoteFor({
      shipmentType: 'AIR',
      isKnownShipper: true,
      origin: examplePlaces.shanghaiAirport,
      destination: examplePlaces.losAngelesAirport,
      cargo: {
        kind: 'dimensionRows',
        rows: [{ quantity: 2, length: 100, width: 80, height: 60, dimensionUnit: 'cm', weight: 90, weightUnit: 'Kg' }],
      },
    });
    expectPriced(quote, 'AIR');
    expect(quote.rates.some((rate) => rate.pricePerKilo !== null)).toBe(true);
  });

  it('US road LTL door to door by freight class', async () => {
    const quote = await quoteFor({
      shipmentType: 'LTL',
      freightClass: 100,
      origin: zip('60601', 'Chicago'),
      destination: zip('30303', 'Atlanta'),
      cargo: {
        kind: 'dimensionRows',
        rows: [
          { quantity: 2, length: 120, width: 100, height: 120, dimensionUnit: 'cm', weight: 300, weightUnit: 'Kg' },
        ],
      },
    });
    expectPriced(quote, 'LTL');
    expect(quote.pricedRouteKind).toBe('D2D');
  });

  it('parcels door to door (air, by zone and weight)', async () => {
    const quote = await quoteFor({
      shipmentType: 'AIR',
      isKnownShipper: false,
      origin: zip('90012', 'Los Angeles'),
      destination: zip('10001', 'New York'),
      cargo: {
        kind: 'dimensionRows',
        rows: [{ quantity: 1, length: 40, width: 30, height: 30, dimensionUnit: 'cm', weight: 5, weightUnit: 'Kg' }],
      },
    });
    expectPriced(quote, 'AIR');
    expect(
      quote.rates.some(
        (rate) => rate.charges['freight']!.length === 1 && rate.includes['pickup'] && rate.includes['delivery'],
      ),
    ).toBe(true);
  });

  it('a household move (two-bedroom apartment) by sea', async () => {
    const quote = await quoteFor({
      commodity: 'householdGoods',
      quoteCategory: 'relocation',
      cargo: { kind: 'apartment', apartmentType: '2BHK' },
    });
    expectPriced(quote, 'FCL');
  });
});
