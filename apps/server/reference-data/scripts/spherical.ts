// Unit-sphere vector maths for "closest point on a great-circle arc" (no npm package does this for us:
// geolib's getDistanceFromLine returns only a distance, not the point).
import type { LatLon } from '../src/geo';

export type Vector = readonly [number, number, number];
const degrees = Math.PI / 180;

export function toVector([lat, lon]: LatLon): Vector {
  const cosLat = Math.cos(lat * degrees);
  return [cosLat * Math.cos(lon * degrees), cosLat * Math.sin(lon * degrees), Math.sin(lat * degrees)];
}

export function toLatLon([x, y, z]: Vector): LatLon {
  return [Math.atan2(z, Math.hypot(x, y)) / degrees, Math.atan2(y, x) / degrees];
}

const dot = (u: Vector, v: Vector): number => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
const cross = (u: Vector, v: Vector): Vector => [
  u[1] * v[2] - u[2] * v[1],
  u[2] * v[0] - u[0] * v[2],
  u[0] * v[1] - u[1] * v[0],
];
/** The angle between two unit vectors, in radians (numerically stable for tiny and large angles). */
export const angleBetween = (u: Vector, v: Vector): number => Math.atan2(Math.hypot(...cross(u, v)), dot(u, v));

/** Where along the arc a→b (0..1) the point p is closest: the foot of the perpendicular, clamped to the arc. */
export function closestFractionOnArc(a: Vector, b: Vector, p: Vector): number {
  const arc = angleBetween(a, b);
  if (arc < 1e-12) return 0;
  const normal = cross(a, b);
  const length = Math.hypot(...normal);
  const n: Vector = [normal[0] / length, normal[1] / length, normal[2] / length];
  const offPlane = dot(p, n);
  const foot: Vector = [p[0] - offPlane * n[0], p[1] - offPlane * n[1], p[2] - offPlane * n[2]];
  if (Math.hypot(...foot) < 1e-12) return 0;
  const fromA = angleBetween(a, foot);
  const toB = angleBetween(foot, b);
  if (Math.abs(fromA + toB - arc) < 1e-9) return fromA / arc;
  return angleBetween(p, a) <= angleBetween(p, b) ? 0 : 1;
}

/** The point at `fraction` (0..1) along the arc a→b. */
export function pointOnArc(a: Vector, b: Vector, fraction: number): Vector {
  if (fraction <= 0) return a;
  if (fraction >= 1) return b;
  const arc = angleBetween(a, b);
  const wa = Math.sin((1 - fraction) * arc) / Math.sin(arc);
  const wb = Math.sin(fraction * arc) / Math.sin(arc);
  return [wa * a[0] + wb * b[0], wa * a[1] + wb * b[1], wa * a[2] + wb * b[2]];
}
