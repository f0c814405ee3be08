// Quality of the committed seaport set, checked against independent data: Natural Earth country
// shapes (world-atlas), the raw SeaRoute file, and the IANA time-zone database.
import { earthRadius } from 'geolib';
import { describe, expect, it } from 'vitest';
import { greatCircleDistanceKm, type LatLon } from '../src/geo';
import { loadSeaDistanceMatrix, loadSeaports } from '../src/seaports';
import { buildSeaLaneGraph, readMarnet } from './sea-lane-graph';
import { angleBetween, toVector } from './spherical';
import { loadWorldShapes } from './world-shapes';

const seaports = loadSeaports();

/** A harbour point is often just offshore or across an estuary from the land polygon. */
const countryShapeToleranceKm = 25;

/**
 * Natural Earth draws France's overseas departments inside France's shape, and Somaliland (Berbera)
 * as a feature without an ISO code.
 */
const territoryShapes: Readonly<Record<string, { iso2?: string; name?: string }>> = {
  RE: { iso2: 'FR' },
  GP: { iso2: 'FR' },
  MQ: { iso2: 'FR' },
  GF: { iso2: 'FR' },
  SO: { name: 'Somaliland' },
};

/**
 * The SeaRoute lanes stay well offshore along some coasts (West Africa, Brazil, Gujarat, the Bight
 * of Bengal): a port joins them by a straight approach leg of at most this length.
 */
const maxApproachKm = 250;

describe('curated seaports: position', () => {
  const world = loadWorldShapes();

  it('puts every port inside its country (or within 25 km of its coast)', () => {
    const misplaced = seaports.flatMap((port) => {
      const territory = territoryShapes[port.countryIsoCode];
      const shapes = [
        ...world.countryShapes(port.countryIsoCode),
        ...(territory?.iso2 ? world.countryShapes(territory.iso2) : []),
        ...(territory?.name ? world.shapesNamed(territory.name) : []),
      ];
      const distanceKm = shapes.length > 0 ? world.distanceToShapesKm(port.coordinates, shapes) : Infinity;
      return distanceKm <= countryShapeToleranceKm ? [] : [`${port.locode} ${distanceKm.toFixed(0)} km`];
    });
    expect(misplaced).toEqual([]);
  });

  it('needs each territory exception (none is stale)', () => {
    for (const iso2 of Object.keys(territoryShapes)) {
      const ownShapes = world.countryShapes(iso2);
      const outsideOwnShape = seaports.filter(
        (port) =>
          port.countryIsoCode === iso2 &&
          (ownShapes.length === 0 || world.distanceToShapesKm(port.coordinates, ownShapes) > countryShapeToleranceKm),
      );
      expect(outsideOwnShape.length, iso2).toBeGreaterThan(0);
    }
  });
});

describe('curated seaports: on the sea lanes', () => {
  const laneNodes = buildSeaLaneGraph(readMarnet()).nodes.map(toVector);
  // On geolib's sphere (equatorial radius), like the recorded distances.
  const nearestNodeKm = (point: LatLon): number =>
    (Math.min(...laneNodes.map((node) => angleBetween(toVector(point), node))) * earthRadius) / 1000;

  it(`joins the sea lanes within ${maxApproachKm} km, most ports within 100 km`, () => {
    const far = seaports.filter((port) => port.seaLane.distanceKm > maxApproachKm).map((port) => port.locode);
    expect(far).toEqual([]);
    const within100Km = seaports.filter((port) => port.seaLane.distanceKm <= 100).length;
    expect(within100Km / seaports.length).toBeGreaterThan(0.8);
  });

  it('records the true distance to its lane point, and no node of the lanes is nearer', () => {
    const wrong = seaports.filter(
      (port) =>
        Math.abs(greatCircleDistanceKm(port.coordinates, port.seaLane.coordinates) - port.seaLane.distanceKm) > 0.1 ||
        nearestNodeKm(port.coordinates) < port.seaLane.distanceKm - 0.1,
    );
    expect(wrong.map((port) => port.locode)).toEqual([]);
  });

  it('has a sea route to Singapore from every port', () => {
    const matrix = loadSeaDistanceMatrix();
    const singapore = matrix.locodes.indexOf('SGSIN');
    const unreachable = matrix.locodes.filter((locode, i) => {
      const nauticalMiles = matrix.distances[i]![singapore]!;
      return locode !== 'SGSIN' && !(Number.isInteger(nauticalMiles) && nauticalMiles > 0);
    });
    expect(unreachable).toEqual([]);
  });
});

describe('curated seaports: time zones', () => {
  const january = new Date(Date.UTC(2025, 0, 15, 12));
  const offsetHours = (timeZone: string): number => {
    const label = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(january)
      .find((part) => part.type === 'timeZoneName')!.value; // "GMT+05:30" or "GMT"
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(label);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60) : 0;
  };

  it('uses real IANA zones whose offset fits the longitude (catches zones of misplaced points)', () => {
    const wrong = seaports.flatMap((port) => {
      if (port.timezone === null) return [];
      const solarHours = port.coordinates[1] / 15;
      // Civil time runs up to ~2 h from solar time (Spain, western China, Argentina, Chile in summer);
      // compared modulo a day, as Samoa and Tonga keep the date of the far side of the antimeridian.
      const gapHours = Math.abs(((offsetHours(port.timezone) - solarHours + 36) % 24) - 12);
      return gapHours <= 2 ? [] : [`${port.locode} ${port.timezone}`];
    });
    expect(wrong).toEqual([]);
  });

  it('has a zone for every port', () => {
    expect(seaports.filter((port) => port.timezone === null).map((port) => port.locode)).toEqual([]);
  });
});
