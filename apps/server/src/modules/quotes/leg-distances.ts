import type { LegDistances } from '@freightdesk/domain';
import { airDistanceKm } from '../../../reference-data/src/airports';
import { seaDistanceKm } from '../../../reference-data/src/seaports';

/**
 * The distances a rate's CO2e estimate needs (docs/decisions/060-co2e-per-rate.md), from the
 * reference data: sailing distances from the precomputed sea-distance matrix, great-circle
 * distances between airports. Null for a port or airport the reference data does not hold.
 */
export const referenceLegDistances: LegDistances = {
  seaKm: (fromLocode, toLocode) => seaDistanceKm(fromLocode, toLocode) ?? null,
  airGreatCircleKm: (fromIata, toIata) => airDistanceKm(fromIata, toIata) ?? null,
};
