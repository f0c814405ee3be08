import { describe, expect, it } from 'vitest';
import type { CargoSearch } from '../search/cargo-search';
import type { RouteKind } from '../search/route-kind';
import { priceSearch } from './price-quote';
import { examplePriceSearchOptions as options, exampleFclSearch as search } from './pricing-examples';
import { exampleFclContractRate as dv40, exampleLclRate, exampleTruckingRate } from './tariff-examples';
import { emptyPricingCandidates, type PricingCandidates } from './tariff-types';

describe('nearby ports', () => {
  const ningbo = { ...dv40, id: 'ningbo', originLocode: 'CNNGB' };
  const candidates: PricingCandidates = {
    ...emptyPricingCandidates,
    originTerminals: [
      { code: 'CNSHA', distanceKm: 0 },
      { code: 'CNNGB', distanceKm: 155 },
      { code: 'CNXMN', distanceKm: 820 },
    ],
    fclRates: [ningbo, { ...dv40, id: 'xiamen', originLocode: 'CNXMN' }],
  };

  it('stand in when no tariff leaves the requested port, flagged with their distance', () => {
    const { rates, quoteTypeCode } = priceSearch(search, candidates, options);
    expect(quoteTypeCode).toBe('IQ');
    expect(rates).toHaveLength(1); // Xiamen is beyond the 300 km radius
    expect(rates[0]).toMatchObject({
      isNearbyOrigin: true,
      isNearbyDestination: false,
      originDistance: { amount: 155, unit: 'km' },
      destinationDistance: { amount: 0, unit: 'km' },
      schedule: expect.objectContaining({ originPort: 'CNNGB', destinationPort: 'USLAX' }),
    });
  });

  it('are not used when the requested ports have a tariff', () => {
    const { rates } = priceSearch(search, { ...candidates, fclRates: [...candidates.fclRates, dv40] }, options);
    expect(rates.map((rate) => [rate.schedule.originPort, rate.isNearbyOrigin])).toEqual([['CNSHA', false]]);
  });

  it('follow the radius the caller gives', () => {
    expect(priceSearch(search, candidates, { ...options, nearbyRadiusKm: 1000 }).rates).toHaveLength(2);
    expect(priceSearch(search, candidates, { ...options, nearbyRadiusKm: 100 }).quoteTypeCode).toBe('NIQ');
  });
});

describe('door legs and the partial-route fallback (D2D, D2P, P2D, P2P)', () => {
  const doorToDoor: CargoSearch = {
    ...search,
    origin: { code: '200000', type: 'POSTAL_CODE', city: 'Shanghai', countryIsoCode: 'CN', iataCode: null },
    destination: { code: '90012', type: 'POSTAL_CODE', city: 'Los Angeles', countryIsoCode: 'US', iataCode: null },
  };
  const pickup = exampleTruckingRate; // 0–100 km from CNSHA, 300.00 per container
  const delivery = {
    ...exampleTruckingRate,
    id: 'delivery',
    side: 'delivery' as const,
    terminalCode: 'USLAX',
    countryIsoCode: 'US',
    amountMinor: 45000,
    providerName: 'LA Dray',
  };
  const base: PricingCandidates = {
    ...emptyPricingCandidates,
    originTerminals: [{ code: 'CNSHA', distanceKm: 40 }],
    destinationTerminals: [{ code: 'USLAX', distanceKm: 25 }],
    fclRates: [dv40],
  };

  it('prices pickup and delivery by distance band per container: 2 × (300.00 + 1,850.00 + 450.00) = 5,200.00', () => {
    const result = priceSearch(
      doorToDoor,
      { ...base, truckingRates: [pickup, delivery] },
      { ...options, isInternalUser: true },
    );
    expect(result).toMatchObject({ quoteTypeCode: 'IQ', isPartial: false, pricedRouteKind: 'D2D' });
    const [rate] = result.rates;
    expect(rate?.charges.pickup).toEqual([
      {
        code: 'PICKUP',
        name: 'Pickup trucking DV40',
        label: { key: 'pickupTrucking', containerType: 'DV40' },
        quantity: 2,
        amountMinor: 60000,
        currency: 'USD',
      },
    ]);
    expect(rate?.charges.delivery.map((charge) => charge.amountMinor)).toEqual([90000]);
    expect(rate?.total.total).toBe(520000);
    expect(rate?.pickupSchedule).toEqual({ postalCode: '200000' });
    expect(rate?.internal?.drayageProviders).toEqual(['Shanghai Drayage Co', 'LA Dray']);
    expect(rate?.publicTags).toEqual(expect.arrayContaining(['PICKUP_INCLUDED', 'DELIVERY_INCLUDED']));
  });

  it('hides the drayage providers from customers', () => {
    const [rate] = priceSearch(doorToDoor, { ...base, truckingRates: [pickup, delivery] }, options).rates;
    expect(rate?.suppliersInformation).toEqual({ freight: 'Maersk', pickup: null, delivery: null });
  });

  it.each<[string, PricingCandidates['truckingRates'], RouteKind]>([
    ['no pickup band for 40 km', [{ ...pickup, fromDistanceKm: 100, toDistanceKm: 200 }, delivery], 'P2D'],
    ['no delivery band', [pickup], 'D2P'],
    ['neither', [], 'P2P'],
  ])('with %s falls back to %s as a partial quote (PIQ)', (_case, truckingRates, expected) => {
    const result = priceSearch(doorToDoor, { ...base, truckingRates }, options);
    expect(result).toMatchObject({
      quoteTypeCode: 'PIQ',
      isPartial: true,
      pricedRouteKind: expected,
      requestedRouteKind: 'D2D',
    });
    expect(result.rates[0]).toMatchObject({ routeKind: expected, isPartial: true });
  });

  it('prefers the complete route when one carrier can price it and another cannot', () => {
    const otherCarrier = {
      ...dv40,
      id: 'cmdu',
      carrierCode: 'CMDU',
      originLocode: 'CNNGB',
      freightPerContainerMinor: 100000,
    };
    const candidates = {
      ...base,
      originTerminals: [...base.originTerminals, { code: 'CNNGB', distanceKm: 160 }],
      fclRates: [dv40, otherCarrier],
      truckingRates: [pickup, delivery],
    };
    const result = priceSearch(doorToDoor, candidates, options);
    expect(result.quoteTypeCode).toBe('IQ');
    expect(result.rates.map((rate) => rate.carrierCode)).toEqual(['MAEU']);
  });

  it('says NIQ when nothing serves the lane', () => {
    const result = priceSearch(doorToDoor, emptyPricingCandidates, options);
    expect(result).toMatchObject({ rates: [], quoteTypeCode: 'NIQ', isPartial: false, pricedRouteKind: null });
  });
});

describe('tags and order', () => {
  it('tags the cheapest and fastest rates and sorts cheapest first (RECOMMENDED)', () => {
    const fast = {
      ...dv40,
      id: 'fast',
      carrierCode: 'CMDU',
      transitDays: 12,
      freightPerContainerMinor: 200000,
      isPromoted: true,
    };
    const cheap = {
      ...dv40,
      id: 'cheap',
      carrierCode: 'COSU',
      transitDays: 20,
      freightPerContainerMinor: 150000,
      isSpot: true,
    };
    const { rates } = priceSearch(search, { ...emptyPricingCandidates, fclRates: [fast, dv40, cheap] }, options);
    expect(rates.map((rate) => rate.carrierCode)).toEqual(['COSU', 'MAEU', 'CMDU']);
    expect(rates[0]?.publicTags).toEqual(expect.arrayContaining(['CHEAPEST', 'SPOT']));
    expect(rates[2]?.publicTags).toEqual(expect.arrayContaining(['FASTEST', 'PROMOTED']));
  });

  it('gives the same rate the same id for the same offer', () => {
    const first = priceSearch(search, { ...emptyPricingCandidates, fclRates: [dv40] }, options).rates[0];
    const second = priceSearch(search, { ...emptyPricingCandidates, fclRates: [dv40] }, options).rates[0];
    expect(first?.uuid).toBe(second?.uuid);
  });
});

describe('loose-cargo door legs', () => {
  it('LCL door to port: the cheaper pickup provider wins (3,000 kg chargeable per kg = 750.00 vs flat 350)', () => {
    const lclDoor: CargoSearch = {
      ...search,
      shipmentType: 'LCL',
      origin: { code: '200000', type: 'POSTAL_CODE', city: 'Shanghai', countryIsoCode: 'CN', iataCode: null },
      cargo: { kind: 'totalVolume', total: { weight: 1200, weightUnit: 'Kg', volume: 3, volumeUnit: 'M3' } },
    };
    const perKg = {
      ...exampleTruckingRate,
      id: 'lcl-pickup',
      mode: 'LCL' as const,
      terminalCode: null,
      basis: 'perKg' as const,
      amountMinor: 25,
      minimumChargeMinor: 8000,
    };
    const perShipment = {
      ...perKg,
      id: 'lcl-flat',
      providerName: 'Flat Trucks',
      basis: 'perShipment' as const,
      amountMinor: 35000,
    };
    const result = priceSearch(
      lclDoor,
      {
        ...emptyPricingCandidates,
        originTerminals: [{ code: 'CNSHA', distanceKm: 30 }],
        lclRates: [exampleLclRate],
        truckingRates: [perKg, perShipment],
      },
      { ...options, isInternalUser: true },
    );
    expect(result.quoteTypeCode).toBe('IQ');
    expect(result.rates[0]?.charges.freight[0]?.amountMinor).toBe(19500); // 3 W/M × 65.00
    expect(result.rates[0]?.charges.pickup).toEqual([
      {
        code: 'PICKUP',
        name: 'Pickup trucking',
        label: { key: 'pickupTrucking' },
        quantity: 1,
        amountMinor: 35000,
        currency: 'USD',
      },
    ]);
    expect(result.rates[0]?.suppliersInformation.pickup).toBe('Flat Trucks');
  });
});
