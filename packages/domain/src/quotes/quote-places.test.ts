import { describe, expect, it } from 'vitest';
import { examplePlaces } from '../pricing/pricing-examples';
import { exampleRate } from '../rates/rate-example';
import { placeCodesOfQuote } from './quote-places';

const door = { code: '90012', type: 'POSTAL_CODE', city: 'Los Angeles', countryIsoCode: 'US', iataCode: null } as const;

describe('places a quote names (docs/decisions/061-route-map.md)', () => {
  it('lists the origin, each rate’s ports and transhipments, then the destination, each once', () => {
    const viaBusan = { ...exampleRate, transhipments: ['KRPUS'] };
    const fromNingbo = { ...exampleRate, schedule: { ...exampleRate.schedule, originPort: 'CNNGB' } };
    const codes = placeCodesOfQuote({
      origin: examplePlaces.shanghaiPort,
      destination: door,
      rates: [exampleRate, viaBusan, fromNingbo],
    });
    expect(codes).toEqual([
      { code: 'CNSHA', type: 'PORT' },
      { code: 'USNYC', type: 'PORT' },
      { code: 'KRPUS', type: 'PORT' },
      { code: 'CNNGB', type: 'PORT' },
      { code: '90012', type: 'POSTAL_CODE' },
    ]);
  });

  it('names airports for air rates and skips a rate without ports (road freight)', () => {
    const air = {
      ...exampleRate,
      shipmentType: 'AIR' as const,
      schedule: { ...exampleRate.schedule, originPort: 'PVG', destinationPort: 'LAX' },
    };
    const road = {
      ...exampleRate,
      shipmentType: 'LTL' as const,
      schedule: { ...exampleRate.schedule, originPort: null, destinationPort: null },
    };
    const codes = placeCodesOfQuote({
      origin: examplePlaces.shanghaiAirport,
      destination: examplePlaces.losAngelesAirport,
      rates: [air, road],
    });
    expect(codes).toEqual([
      { code: 'PVG', type: 'AIRPORT' },
      { code: 'LAX', type: 'AIRPORT' },
    ]);
  });
});
