import type { ContainerType } from '@freightdesk/domain';
import { seaDistanceNm, type Seaport } from '../../../../reference-data/src/seaports';
import { isPeakSeasonMonth, tradeDirectionFactor, tradeRegionOf } from './trade-regions';

/**
 * The demo's ocean price and schedule model. Freight grows with sailing distance, from a base
 * that covers port calls; a 40' costs ~1.85× a 20', a high cube ~4 % more than a 40'; Asia's
 * exports cost more than the way back; August–October (peak) costs ~18 % more.
 */
export const fclContainerFactors: Readonly<Partial<Record<ContainerType, number>>> = {
  DV20: 1,
  DV40: 1.85,
  DV40HC: 1.93,
};
export const demoFclContainerTypes = ['DV20', 'DV40', 'DV40HC'] as const satisfies readonly ContainerType[];

const baseUsdPerTwentyFoot = 380;
const usdPerNauticalMilePerTwentyFoot = 0.26;
const peakSeasonFactor = 1.18;

export function fclFreightUsd(
  distanceNm: number,
  containerType: ContainerType,
  laneFactor: number,
  month: number,
): number {
  const season = isPeakSeasonMonth(month) ? peakSeasonFactor : 1;
  return (
    (baseUsdPerTwentyFoot + usdPerNauticalMilePerTwentyFoot * distanceNm) *
    (fclContainerFactors[containerType] ?? 2) *
    laneFactor *
    season
  );
}

/** Per W/M (1 m³ or 1 t) for loose cargo: a fraction of a box, consolidated. */
export function lclPerWeightOrMeasureUsd(distanceNm: number, laneFactor: number): number {
  return (18 + 0.011 * distanceNm) * laneFactor;
}

export function laneDirectionFactor(origin: Seaport, destination: Seaport): number {
  return tradeDirectionFactor(tradeRegionOf(origin.coordinates), tradeRegionOf(destination.coordinates));
}

/** Days at sea at `speedKnots`, plus a day per port call and ~3 days per transhipment. */
export function transitDaysFor(distanceNm: number, speedKnots: number, transhipments: number): number {
  return Math.ceil(distanceNm / (speedKnots * 24)) + 2 + transhipments * 3;
}

/** Hubs where demo services tranship (each a curated port). */
export const transhipmentHubs = [
  'SGSIN',
  'CNSHA',
  'KRPUS',
  'AEJEA',
  'LKCMB',
  'ESALG',
  'NLRTM',
  'MAPTM',
  'JMKIN',
  'MYPKG',
] as const;

/** The hub that adds the least distance between two ports, with the legs' total; undefined if none. */
export function bestHub(
  originLocode: string,
  destinationLocode: string,
): { hub: string; distanceNm: number } | undefined {
  let best: { hub: string; distanceNm: number } | undefined;
  for (const hub of transhipmentHubs) {
    if (hub === originLocode || hub === destinationLocode) continue;
    const first = seaDistanceNm(originLocode, hub);
    const second = seaDistanceNm(hub, destinationLocode);
    if (first === undefined || second === undefined) continue;
    if (!best || first + second < best.distanceNm) best = { hub, distanceNm: first + second };
  }
  return best;
}
