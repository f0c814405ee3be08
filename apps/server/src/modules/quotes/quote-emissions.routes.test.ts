import { examplePlaces } from '@freightdesk/domain/testing';
import { placeCodesOfQuote, type QuoteView, type Rate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoQuotesTestApp, type DemoQuotesTestApp } from './demo-quotes-test-kit';

// Each rate's CO2e estimate and the places a quote names, through the API against the demo set
// (docs/decisions/060-co2e-per-rate.md, docs/decisions/061-route-map.md).

let demo: DemoQuotesTestApp;
beforeAll(async () => {
  demo = await buildDemoQuotesTestApp();
});
afterAll(() => demo.testApp.close());

const quoteFor = (overrides: Record<string, unknown>) => demo.quoteFor(overrides);

/** CO2e by route (ports and transhipments): rates on the same route emit the same for the same cargo. */
function co2eByRoute(quote: QuoteView): Map<string, number> {
  const byRoute = new Map<string, number>();
  for (const rate of quote.rates) {
    const route = [rate.schedule.originPort, ...rate.transhipments, rate.schedule.destinationPort].join('>');
    byRoute.set(route, rate.emissions!.co2eKg);
  }
  return byRoute;
}

const containers = (containerType: string, quantity: number) => ({
  cargo: { kind: 'containers', containers: [{ containerType, quantity }] },
});
const airCargo = (weightKg: number) => ({
  shipmentType: 'AIR',
  isKnownShipper: true,
  origin: examplePlaces.shanghaiAirport,
  destination: examplePlaces.losAngelesAirport,
  cargo: { kind: 'totalVolume', total: { weight: weightKg, weightUnit: 'Kg', volume: 0.5, volumeUnit: 'M3' } },
});

describe('CO2e per rate', () => {
  it('every FCL rate carries an estimate, and 2 × DV40 emit what 4 × DV20 do on the same route', async () => {
    const fortyFoot = await quoteFor(containers('DV40', 2));
    const twentyFoot = await quoteFor(containers('DV20', 4));
    const oneTwenty = await quoteFor(containers('DV20', 1));
    for (const rate of [...fortyFoot.rates, ...twentyFoot.rates]) {
      expect(rate.emissions).toMatchObject({ method: 'GLEC_V3_WTW', teu: 4, tonnes: null });
      expect(rate.emissions!.co2eKg).toBeGreaterThan(0);
    }
    const forty = co2eByRoute(fortyFoot);
    const twenty = co2eByRoute(twentyFoot);
    const single = co2eByRoute(oneTwenty);
    const shared = [...forty.keys()].filter((route) => twenty.has(route) && single.has(route));
    expect(shared.length).toBeGreaterThan(0);
    for (const route of shared) {
      expect(forty.get(route)).toBeCloseTo(twenty.get(route)!, 0);
      expect(forty.get(route)! / single.get(route)!).toBeCloseTo(4, 2);
    }
  });

  it('an air rate’s estimate grows with the weight: twice the kilograms, twice the CO2e', async () => {
    const light = await quoteFor(airCargo(100));
    const heavy = await quoteFor(airCargo(200));
    const lightByRoute = co2eByRoute(light);
    const heavyByRoute = co2eByRoute(heavy);
    const shared = [...lightByRoute.keys()].filter((route) => heavyByRoute.has(route));
    expect(shared.length).toBeGreaterThan(0);
    for (const route of shared) {
      expect(lightByRoute.get(route)).toBeGreaterThan(0);
      expect(heavyByRoute.get(route)! / lightByRoute.get(route)!).toBeCloseTo(2, 2);
    }
    const flownKm = (rate: Rate) =>
      rate.emissions!.legs.filter((leg) => leg.mode === 'air').reduce((total, leg) => total + leg.distanceKm, 0);
    // Shanghai Pudong → Los Angeles is about 10,500 km on a great circle, plus GLEC's 95 km a flight; a routing
    // through a hub flies further.
    const direct = light.rates.find((rate) => rate.transhipments.length === 0);
    expect(direct).toBeDefined();
    expect(flownKm(direct!)).toBeGreaterThan(10_000);
    expect(flownKm(direct!)).toBeLessThan(11_000);
    for (const rate of light.rates) expect(flownKm(rate)).toBeGreaterThanOrEqual(flownKm(direct!));
  });
});

describe('the places a quote names', () => {
  const resolvesEveryCode = (quote: QuoteView) => {
    for (const { code } of placeCodesOfQuote(quote)) expect(quote.places[code], code).toBeDefined();
    const rateCodes = (rate: Rate) => [rate.schedule.originPort, ...rate.transhipments, rate.schedule.destinationPort];
    for (const code of quote.rates.flatMap(rateCodes))
      if (code !== null) expect(quote.places[code], code).toBeDefined();
  };

  it('every port of every FCL rate, and the quote’s ends, with a name and a position', async () => {
    const quote = await quoteFor({});
    expect(quote.rates.length).toBeGreaterThan(0);
    resolvesEveryCode(quote);
    expect(quote.places['CNSHA']).toMatchObject({ name: 'Shanghai', countryIsoCode: 'CN', type: 'PORT' });
    expect(quote.places['CNSHA']!.lat).toBeCloseTo(31.2, 0);
    expect(quote.places['CNSHA']!.lon).toBeCloseTo(121.5, 0);
  });

  it('airports for an air quote, and the doors of a door-to-door quote', async () => {
    resolvesEveryCode(await quoteFor(airCargo(100)));
    const zip = (code: string, city: string) => ({
      code,
      type: 'POSTAL_CODE',
      city,
      countryIsoCode: 'US',
      iataCode: null,
    });
    const doorToDoor = await quoteFor({ origin: zip('90012', 'Los Angeles'), destination: zip('10001', 'New York') });
    resolvesEveryCode(doorToDoor);
    expect(doorToDoor.places['10001']).toMatchObject({ type: 'POSTAL_CODE', countryIsoCode: 'US' });
  });
});
