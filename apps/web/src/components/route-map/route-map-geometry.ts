import type { RouteMapPoint } from '@freightdesk/domain';
import { geoCentroid, geoEqualEarth, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, MultiPoint } from 'geojson';
import { mapSize, type MapSize } from './route-map-size';

export { mapSize, mapSizeFor, type MapSize } from './route-map-size';

/** At most this many times the whole-world scale: a short route does not become a street map. */
const maxZoom = 12;
/** A single place is shown this many times the whole-world scale. */
const singlePlaceZoom = 4;

export interface ProjectedPoint {
  point: RouteMapPoint;
  x: number;
  y: number;
}

export interface RouteMapGeometry {
  /** The land outlines as one SVG path. */
  land: string;
  /** The route through its points in order, along great circles; null with fewer than two points. */
  route: string | null;
  points: ProjectedPoint[];
}

const lonLat = (point: RouteMapPoint): [number, number] => [point.lon, point.lat];

/**
 * The land and the route drawn with an Equal Earth projection (docs/decisions/061-route-map.md)
 * turned to the points' centre (so a transpacific route is not cut at the antimeridian) and
 * fitted to them, zoomed in at most `maxZoom` times; the whole world without points. Nothing is
 * mirrored for right-to-left languages: east stays on the right.
 */
export function routeMapGeometry(
  points: readonly RouteMapPoint[],
  land: Feature<Geometry> | FeatureCollection<Geometry>,
  size: MapSize = mapSize,
): RouteMapGeometry {
  const { width, height } = size;
  // Space kept around the points, so markers and labels stay inside.
  const padding = Math.min(56, Math.round(width * 0.1));
  const extent: [[number, number], [number, number]] = [
    [padding, padding],
    [width - padding, height - padding],
  ];
  const projection = geoEqualEarth().clipExtent([
    [0, 0],
    [width, height],
  ]);
  const worldScale = projection.fitExtent(extent, { type: 'Sphere' }).scale();
  const coordinates = points.map(lonLat);
  if (coordinates.length > 0) {
    const all: MultiPoint = { type: 'MultiPoint', coordinates };
    const [centreLon] = geoCentroid(all);
    projection.rotate([-centreLon, 0]);
    const routeLine = points.filter((point) => point.role !== 'nearbySuggestion').map(lonLat);
    const fitted: GeoPermissibleObjects =
      routeLine.length > 1
        ? { type: 'GeometryCollection', geometries: [all, { type: 'LineString', coordinates: routeLine }] }
        : all;
    projection.fitExtent(extent, fitted);
    const fittedScale = projection.scale();
    // One point (or points on top of each other) has no extent to fit: show its region.
    const scale = Number.isFinite(fittedScale) && coordinates.length > 1 ? fittedScale : worldScale * singlePlaceZoom;
    if (scale !== fittedScale || scale > worldScale * maxZoom) {
      // Centre the points at the highest zoom allowed.
      projection.scale(Math.min(scale, worldScale * maxZoom)).translate([width / 2, height / 2]);
      // The points' own positions (a path's bounds would be clipped to the view).
      const projected = coordinates.flatMap((coordinate) => {
        const position = projection(coordinate);
        return position ? [position] : [];
      });
      const xs = projected.map((position) => position[0]);
      const ys = projected.map((position) => position[1]);
      const [tx, ty] = projection.translate();
      projection.translate([
        tx + width / 2 - (Math.min(...xs) + Math.max(...xs)) / 2,
        ty + height / 2 - (Math.min(...ys) + Math.max(...ys)) / 2,
      ]);
    }
  }
  const path = geoPath(projection);
  const routeCoordinates = points.filter((point) => point.role !== 'nearbySuggestion').map(lonLat);
  return {
    land: path(land) ?? '',
    route: routeCoordinates.length > 1 ? path({ type: 'LineString', coordinates: routeCoordinates }) : null,
    points: points.flatMap((point) => {
      const projected = projection(lonLat(point));
      return projected ? [{ point, x: projected[0], y: projected[1] }] : [];
    }),
  };
}
