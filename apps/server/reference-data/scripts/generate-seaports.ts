// Seaports and the port × port sea-distance matrix: the curated ports meet the sea lanes here,
// so that the server does no graph work at runtime.
import { greatCircleDistanceKm, kmToNauticalMiles } from '../src/geo';
import { seaDistancesFile, seaportsFile, type SeaDistanceMatrix, type Seaport } from '../src/seaports';
import { curatedSeaports, rounded } from './curated-seaports';
import { buildSeaLaneGraph, nearSeaLanePoints, readMarnet, shortestDistancesKm, withWaypoints } from './sea-lane-graph';
import { writeGenerated } from './write-generated';

/**
 * A port joins the lanes at the nearest point of each lane edge within this much farther than the
 * nearest one (at most `approachPointsPerPort`): the single nearest point is sometimes on a lane that
 * leads away (Tema → Lomé was 3,367 nm through it, 78 nm as the crow flies).
 */
export const approachSlackKm = 150;
export const approachPointsPerPort = 6;

export function buildSeaports(): { seaports: Seaport[]; matrix: SeaDistanceMatrix } {
  const lanes = buildSeaLaneGraph(readMarnet());
  const ports = curatedSeaports();
  const approaches = ports.map((port) =>
    nearSeaLanePoints(lanes, port.coordinates, { withinExtraKm: approachSlackKm, limit: approachPointsPerPort }),
  );
  const { graph, nodeOfPoint } = withWaypoints(lanes, approaches.flat());
  let next = 0;
  const startsOf = approaches.map((points) =>
    points.map((point) => ({ node: nodeOfPoint[next++]!, km: point.distanceKm })),
  );

  const seaports = ports.map((port, i): Seaport => {
    const nearest = approaches[i]![0]!;
    return {
      ...port,
      seaLane: { coordinates: rounded(nearest.position), distanceKm: Math.round(nearest.distanceKm * 10) / 10 },
    };
  });

  const exactNm = ports.map((from, i) => {
    // Out along one of the port's approach legs, along the lanes, in along one of the other port's.
    const reachedKm = shortestDistancesKm(graph, startsOf[i]!);
    return ports.map((to, j) => {
      if (i === j) return 0;
      const viaLanesKm = Math.min(...startsOf[j]!.map(({ node, km }) => reachedKm[node]! + km));
      if (!Number.isFinite(viaLanesKm)) throw new Error(`no sea route ${from.locode} → ${to.locode}`);
      // Neighbours closer to each other than to the lanes (Lagos–Apapa, Tokyo–Yokohama) sail direct.
      const directKm = greatCircleDistanceKm(from.coordinates, to.coordinates);
      const neighbours = directKm <= approaches[i]![0]!.distanceKm + approaches[j]![0]!.distanceKm;
      return kmToNauticalMiles(neighbours ? Math.min(directKm, viaLanesKm) : viaLanesKm);
    });
  });
  // Both directions were searched separately; on an undirected graph they agree up to float noise,
  // which must not round to different whole miles.
  const distances = exactNm.map((row, i) =>
    row.map((nm, j) => {
      const back = exactNm[j]![i]!;
      if (Math.abs(nm - back) > 0.01)
        throw new Error(`asymmetric sea distance ${ports[i]!.locode} ↔ ${ports[j]!.locode}: ${nm} / ${back}`);
      return Math.round(Math.min(nm, back));
    }),
  );

  return { seaports, matrix: { unit: 'nauticalMiles', locodes: ports.map((port) => port.locode), distances } };
}

export function generateSeaports(): Record<string, number> {
  const { seaports, matrix } = buildSeaports();
  return {
    [seaportsFile]: writeGenerated(seaportsFile, seaports),
    [seaDistancesFile]: writeGenerated(seaDistancesFile, matrix),
  };
}
