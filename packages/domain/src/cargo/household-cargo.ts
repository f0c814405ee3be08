import type { ApartmentType, BoxSize } from './cargo-items';

export interface PackageDimensions {
  length: number;
  width: number;
  height: number;
}

export interface BoxSpecification {
  volumeM3: number;
  weightKg: number;
  /** The product spec's own pound figure (rounded, not converted from the kilograms). */
  weightLb: number;
  dimensionsCm: PackageDimensions;
  /** The product spec's own inch figures (rounded to one decimal). */
  dimensionsIn: PackageDimensions;
}

/** Boxes-and-bags sizes of docs/product/quoting.md#household-moves. */
export const boxSpecifications: Readonly<Record<BoxSize, BoxSpecification>> = {
  small: {
    volumeM3: 0.036,
    weightKg: 15,
    weightLb: 33,
    dimensionsCm: { length: 40, width: 30, height: 30 },
    dimensionsIn: { length: 15.7, width: 11.8, height: 11.8 },
  },
  medium: {
    volumeM3: 0.096,
    weightKg: 25,
    weightLb: 55,
    dimensionsCm: { length: 60, width: 40, height: 40 },
    dimensionsIn: { length: 23.6, width: 15.7, height: 15.7 },
  },
  large: {
    volumeM3: 0.288,
    weightKg: 40,
    weightLb: 88,
    dimensionsCm: { length: 80, width: 60, height: 60 },
    dimensionsIn: { length: 31.4, width: 23.6, height: 23.6 },
  },
};

export interface ApartmentSpecification {
  volumeM3: number;
  /** Read as kilograms: see docs/decisions/007-cargo-limits.md. */
  weightKg: number;
}

/** Entire-household sizes of docs/product/quoting.md#household-moves: one bedroom (or studio) to four-plus bedrooms. */
export const apartmentSpecifications: Readonly<Record<ApartmentType, ApartmentSpecification>> = {
  '1BHK': { volumeM3: 12, weightKg: 5000 },
  '2BHK': { volumeM3: 20, weightKg: 21000 },
  '3BHK': { volumeM3: 33, weightKg: 28000 },
  '4BHK': { volumeM3: 67, weightKg: 28800 },
};

/** The product spec's apartment names, coded 1BHK to 4BHK (docs/product/quoting.md#cargo). */
export const apartmentTypeNames: Readonly<Record<ApartmentType, string>> = {
  '1BHK': 'one_bedroom',
  '2BHK': 'two_bedroom',
  '3BHK': 'three_bedroom',
  '4BHK': 'four_plus_bedroom',
};
