import type { RouteMapPoint } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import type { FeatureCollection } from 'geojson';
import { mapSize, mapSizeFor, routeMapGeometry } from './route-map-geometry';

const noLand: FeatureCollection = { type: 'FeatureCollection', features: [] };
const point = (code: string, role: RouteMapPoint['role'], lat: number, lon: number): RouteMapPoint => ({
  code,
  role,
  label: code,
  countryIsoCode: 'XX',
  lat,
  lon,
});
const shanghai = point('CNSHA', 'origin', 31.2, 121.5);
const busan = point('KRPUS', 'transhipment', 35.1, 129.0);
const losAngeles = point('USLAX', 'destination', 33.7, -118.3);
const ningbo = point('CNNGB', 'nearbySuggestion', 29.9, 121.6);

const inside = ({ x, y }: { x: number; y: number }) => x >= 0 && x <= mapSize.width && y >= 0 && y <= mapSize.height;

describe('route map geometry (docs/decisions/061-route-map.md)', () => {
  it('draws a transpacific route as one unbroken line across the antimeridian, every point in view', () => {
    const geometry = routeMapGeometry([shanghai, busan, losAngeles, ningbo], noLand);
    expect(geometry.route).toMatch(/^M/);
    expect(geometry.route!.match(/M/g)).toHaveLength(1);
    expect(geometry.points.map(({ point: { code } }) => code)).toEqual(['CNSHA', 'KRPUS', 'USLAX', 'CNNGB']);
    expect(geometry.points.every(inside)).toBe(true);
  });

  it('keeps east on the right: Shanghai left of Los Angeles when the route crosses the Pacific', () => {
    const [origin, destination] = routeMapGeometry([shanghai, losAngeles], noLand).points;
    expect(origin!.x).toBeLessThan(destination!.x);
  });

  it('draws no route for one point, and centres it', () => {
    const geometry = routeMapGeometry([shanghai], noLand);
    expect(geometry.route).toBeNull();
    expect(geometry.points[0]!.x).toBeCloseTo(mapSize.width / 2, 0);
    expect(geometry.points[0]!.y).toBeCloseTo(mapSize.height / 2, 0);
  });

  it('leaves suggestions off the route line', () => {
    const withSuggestion = routeMapGeometry([shanghai, losAngeles, ningbo], noLand);
    const without = routeMapGeometry([shanghai, losAngeles], noLand);
    expect(withSuggestion.route!.match(/M/g)).toHaveLength(1);
    expect(withSuggestion.points).toHaveLength(3);
    expect(without.points).toHaveLength(2);
  });
});

describe('map size for a container width', () => {
  it.each([
    [1280, { width: 1280, height: 500 }],
    [960, { width: 960, height: 499 }],
    [366, { width: 366, height: 220 }],
    [100, { width: 280, height: 220 }],
  ])('%d px wide: %j', (width, size) => {
    expect(mapSizeFor(width)).toEqual(size);
  });

  it('keeps a phone-sized route in view', () => {
    const size = mapSizeFor(366);
    const geometry = routeMapGeometry([shanghai, busan, losAngeles], noLand, size);
    expect(geometry.points.every(({ x, y }) => x >= 0 && x <= size.width && y >= 0 && y <= size.height)).toBe(true);
  });
});
