import { describe, expect, it } from 'vitest';
import { greatCircleDistanceKm, kmPerNauticalMile, kmToNauticalMiles } from './geo';

describe('greatCircleDistanceKm', () => {
  it.each([
    // [from, to, km] — published great-circle distances between airports
    [[40.6398, -73.7789], [51.4706, -0.4619], 5_555], // JFK – LHR
    [[1.3502, 103.9944], [-33.9461, 151.1772], 6_300], // SIN – SYD
    [[25.2528, 55.3644], [31.1434, 121.8052], 6_430], // DXB – PVG
  ] as const)('%j → %j ≈ %i km', (from, to, km) => {
    expect(Math.abs(greatCircleDistanceKm(from, to) - km) / km).toBeLessThan(0.01);
  });

  it('is zero for the same point and the same both ways', () => {
    expect(greatCircleDistanceKm([10, 20], [10, 20])).toBe(0);
    expect(greatCircleDistanceKm([10, 20], [-30, 140])).toBe(greatCircleDistanceKm([-30, 140], [10, 20]));
  });

  it('crosses the antimeridian the short way', () => {
    expect(greatCircleDistanceKm([0, 179.5], [0, -179.5])).toBeLessThan(112);
  });
});

describe('kmToNauticalMiles', () => {
  it('uses the international nautical mile of 1,852 m', () => {
    expect(kmPerNauticalMile).toBe(1.852);
    expect(kmToNauticalMiles(1852)).toBe(1000);
  });
});
