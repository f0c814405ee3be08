// Country shapes from world-atlas 2.0.2 (Natural Earth 1:50m; the 1:110m file lacks Singapore,
// Hong Kong, Bahrain and Malta), read with topojson-client and tested with d3-geo. Used by the tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LatLon } from '../src/geo';
import { angleBetween, closestFractionOnArc, pointOnArc, toVector } from './spherical';

const meanEarthRadiusKm = 6371.0088;

export interface WorldShapes {
  /** The Natural Earth features of a country (ISO 3166-1 numeric id; a few ids appear more than once). */
  countryShapes(iso2: string): Feature<Geometry>[];
  /** The Natural Earth features with this name (the few without an ISO id, e.g. Somaliland). */
  shapesNamed(name: string): Feature<Geometry>[];
  /** 0 inside any of the shapes, otherwise the distance to their nearest boundary (km). */
  distanceToShapesKm(point: LatLon, shapes: readonly Feature<Geometry>[]): number;
}

export function loadWorldShapes(): WorldShapes {
  const path = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  const topology = JSON.parse(readFileSync(path, 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  return {
    countryShapes: (iso2) => {
      const numeric = countries.alpha2ToNumeric(iso2);
      return collection.features.filter((f) => numeric !== undefined && String(f.id) === numeric);
    },
    shapesNamed: (name) => collection.features.filter((f) => f.properties.name === name),
    distanceToShapesKm: (point, shapes) => {
      if (shapes.some((shape) => geoContains(shape, [point[1], point[0]]))) return 0;
      return Math.min(...shapes.flatMap((shape) => rings(shape.geometry)).map((ring) => distanceToRingKm(point, ring)));
    },
  };
}

function rings(geometry: Geometry): Position[][] {
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates;
    case 'MultiPolygon':
      return geometry.coordinates.flat();
    case 'GeometryCollection':
      return geometry.geometries.flatMap(rings);
    default:
      return [];
  }
}

function distanceToRingKm(point: LatLon, ring: readonly Position[]): number {
  const p = toVector(point);
  let bestRadians = Infinity;
  for (let i = 1; i < ring.length; i += 1) {
    const a = toVector([ring[i - 1]![1]!, ring[i - 1]![0]!]);
    const b = toVector([ring[i]![1]!, ring[i]![0]!]);
    bestRadians = Math.min(bestRadians, angleBetween(p, pointOnArc(a, b, closestFractionOnArc(a, b, p))));
  }
  return bestRadians * meanEarthRadiusKm;
}
