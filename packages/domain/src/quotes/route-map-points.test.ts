import { describe, expect, it } from 'vitest';
import { examplePlaces } from '../pricing/pricing-examples';
import type { Rate } from '../rates/rate';
import { exampleRate } from '../rates/rate-example';
import type { QuotePlace } from './quote-contracts';
import { routeMapPointsOf, type RouteMapQuote } from './route-map-points';

const place = (name: string, lat: number, lon: number, type: QuotePlace['type'] = 'PORT'): QuotePlace => ({
  name,
  countryIsoCode: 'XX',
  type,
  lat,
  lon,
});
const places: Record<string, QuotePlace> = {
  CNSHA: place('Shanghai', 31.2, 121.5),
  CNNGB: place('Ningbo', 29.9, 121.6),
  KRPUS: place('Busan', 35.1, 129.0),
  USNYC: place('New York', 40.7, -74.0),
  USEWR: place('Newark', 40.7, -74.2),
  '10001': place('New York 10001', 40.75, -73.99, 'POSTAL_CODE'),
};
const rateWith = (uuidEnd: string, change: Partial<Rate>): Rate => ({
  ...exampleRate,
  uuid: `00000000-0000-4000-8000-00000000000${uuidEnd}`,
  ...change,
});
const withTotal = (sortTotal: number) => ({ total: { ...exampleRate.total, sortTotal } });
const direct = rateWith('1', {});
const viaBusan = rateWith('2', { transhipments: ['KRPUS'], direct: false });
const fromNingbo = rateWith('3', {
  isNearbyOrigin: true,
  schedule: { ...exampleRate.schedule, originPort: 'CNNGB' },
  ...withTotal(900),
});
const fromNingboDearer = rateWith('4', { ...fromNingbo, uuid: fromNingbo.uuid.replace(/3$/, '4'), ...withTotal(990) });
const toNewark = rateWith('5', {
  isNearbyDestination: true,
  schedule: { ...exampleRate.schedule, destinationPort: 'USEWR' },
});
const newYorkPort = { code: 'USNYC', type: 'PORT', city: 'New York', countryIsoCode: 'US', iataCode: null } as const;
const quote: RouteMapQuote = {
  origin: examplePlaces.shanghaiPort,
  destination: newYorkPort,
  rates: [direct, viaBusan, fromNingboDearer, fromNingbo, toNewark],
  places,
};
const summary = (selected: Rate | null, of: RouteMapQuote = quote) =>
  routeMapPointsOf(of, selected).map((point) =>
    point.suggestion
      ? `${point.code}:${point.role}:${point.suggestion.side}:${point.suggestion.rateUuid.slice(-1)}`
      : `${point.code}:${point.role}`,
  );

describe('route map points of a quote (docs/decisions/061-route-map.md)', () => {
  it.each<[string, Rate | null, RouteMapQuote, string[]]>([
    [
      'no rate chosen: origin and destination, then every nearby port with its cheapest rate',
      null,
      quote,
      ['CNSHA:origin', 'USNYC:destination', 'CNNGB:nearbySuggestion:origin:3', 'USEWR:nearbySuggestion:destination:5'],
    ],
    [
      'a direct rate: its two ports',
      direct,
      quote,
      ['CNSHA:origin', 'USNYC:destination', 'CNNGB:nearbySuggestion:origin:3', 'USEWR:nearbySuggestion:destination:5'],
    ],
    [
      'a rate with a transhipment: through it, in order',
      viaBusan,
      quote,
      [
        'CNSHA:origin',
        'KRPUS:transhipment',
        'USNYC:destination',
        'CNNGB:nearbySuggestion:origin:3',
        'USEWR:nearbySuggestion:destination:5',
      ],
    ],
    [
      'a nearby-port rate: its port is on the route, no longer a suggestion',
      fromNingbo,
      quote,
      ['CNNGB:origin', 'USNYC:destination', 'USEWR:nearbySuggestion:destination:5'],
    ],
    [
      'a door delivery: the port becomes a stop and the door the destination',
      { ...direct, routeKind: 'P2D' },
      {
        ...quote,
        destination: { code: '10001', type: 'POSTAL_CODE', city: 'New York', countryIsoCode: 'US', iataCode: null },
      },
      [
        'CNSHA:origin',
        'USNYC:transhipment',
        '10001:destination',
        'CNNGB:nearbySuggestion:origin:3',
        'USEWR:nearbySuggestion:destination:5',
      ],
    ],
    [
      'places without a position are left out',
      viaBusan,
      { ...quote, rates: [viaBusan], places: { CNSHA: places['CNSHA']!, USNYC: places['USNYC']! } },
      ['CNSHA:origin', 'USNYC:destination'],
    ],
  ])('%s', (_label, selected, of, expected) => {
    expect(summary(selected, of)).toEqual(expected);
  });

  it('labels each point with its place name and position', () => {
    expect(routeMapPointsOf(quote, direct)[0]).toEqual({
      code: 'CNSHA',
      role: 'origin',
      label: 'Shanghai',
      countryIsoCode: 'XX',
      lat: 31.2,
      lon: 121.5,
    });
  });
});
