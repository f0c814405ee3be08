import type { LatLon } from '../../../../reference-data/src/geo';

/** Rough trade regions, by position: enough to price head-haul and backhaul differently. */
export type TradeRegion =
  'asia' | 'indianSubcontinent' | 'middleEast' | 'europe' | 'africa' | 'northAmerica' | 'latinAmerica' | 'oceania';

export function tradeRegionOf([latitude, longitude]: LatLon): TradeRegion {
  if (longitude < -30) return latitude > 15 ? 'northAmerica' : 'latinAmerica';
  if (latitude <= -10 && longitude > 110) return 'oceania';
  if (longitude > 150) return 'oceania';
  if (longitude >= 92) return 'asia';
  if (longitude >= 62) return 'indianSubcontinent';
  if (longitude >= 32 && latitude >= 12 && latitude <= 38) return 'middleEast';
  if (latitude > 35) return 'europe';
  return 'africa';
}

/**
 * Price factor of a trade direction: Asia's exports to North America and Europe are the
 * head-haul (full ships, dear), the way back the backhaul (empty boxes going home, cheap).
 */
export function tradeDirectionFactor(origin: TradeRegion, destination: TradeRegion): number {
  const eastWestHeadHaul = origin === 'asia' && (destination === 'northAmerica' || destination === 'europe');
  const eastWestBackhaul = destination === 'asia' && (origin === 'northAmerica' || origin === 'europe');
  if (eastWestHeadHaul) return 1.35;
  if (eastWestBackhaul) return 0.6;
  if (origin === 'indianSubcontinent' && (destination === 'northAmerica' || destination === 'europe')) return 1.15;
  if (origin === destination) return 0.9;
  return 1;
}

/** Peak season (August to October): carriers charge more and add a peak-season surcharge. */
export function isPeakSeasonMonth(month: number): boolean {
  return month >= 8 && month <= 10;
}
