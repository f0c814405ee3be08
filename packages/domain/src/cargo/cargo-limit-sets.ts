import type { ShipmentType } from '../shipping/shipment-type';
import type { DimensionUnit, VolumeUnit, WeightUnit } from './cargo-items';
import type { PackageDimensions } from './household-cargo';

/**
 * Cargo limits of docs/product/quoting.md#cargo-limits. Each figure is kept in every unit the product spec writes it in
 * (10000 Kg and 22046 Lb, not one converted from the other), and a cargo is compared in its own
 * unit, so a user who types the product spec's figure in either unit is exactly at the limit. How each
 * set and unexplained number was read: docs/decisions/007-cargo-limits.md.
 */
export interface CargoLimitSet {
  /** Largest total weight of the shipment. */
  maxWeight?: Readonly<Record<WeightUnit, number>>;
  /** Largest total volume of the shipment. */
  maxVolume?: Readonly<Record<VolumeUnit, number>>;
  /** Smallest total volume of the shipment. */
  minVolume?: Readonly<Record<VolumeUnit, number>>;
  /**
   * Largest package, axis by axis. Where the product spec gives centimetres only, a package measured in
   * inches is converted to centimetres and compared there.
   */
  maxDimensions?: Readonly<{ cm: PackageDimensions } & Partial<Record<DimensionUnit, PackageDimensions>>>;
  /** Heaviest cargo per cubic metre (docs/product/quoting.md#cargo-limits: 22590 kg per m³). */
  maxDensityKgPerM3?: number;
  /** What the user is told to quote instead when a cap of this set is exceeded. */
  adviceWhenExceeded?: 'FCL';
}

export const cargoLimitSetIds = ['lcl', 'fcl', 'air', 'ltl', 'combined'] as const;
export type CargoLimitSetId = (typeof cargoLimitSetIds)[number];

/** Density cap of docs/product/quoting.md#cargo-limits, applied in every set as a guard against mistyped figures. */
export const cargoMaxDensityKgPerM3 = 22590;

/** The product spec's "default set": LCL, beyond which a full container is advised. */
const lclLimits: CargoLimitSet = {
  maxWeight: { Kg: 10000, Lb: 22046 },
  maxVolume: { M3: 20, FT3: 706, IN3: 1220474 },
  minVolume: { M3: 0.01, FT3: 0.36, IN3: 610.24 },
  maxDimensions: { cm: { length: 590, width: 230, height: 230 }, in: { length: 232, width: 90, height: 90 } },
  maxDensityKgPerM3: cargoMaxDensityKgPerM3,
  adviceWhenExceeded: 'FCL',
};

export const cargoLimitSets: Readonly<Record<CargoLimitSetId, CargoLimitSet>> = {
  lcl: lclLimits,
  /** A full container quoted from dimensions: each package must still fit through a dry container. */
  fcl: {
    maxDimensions: lclLimits.maxDimensions,
    maxDensityKgPerM3: cargoMaxDensityKgPerM3,
  },
  /** Air: the main-deck freighter pallet profile, 317 × 241 × 297 cm, and at most 20 m³ in all. */
  air: {
    // The default set's volume cap also bounds an instant air quote (docs/decisions/055-air-volume-cap.md).
    maxVolume: lclLimits.maxVolume,
    maxDimensions: { cm: { length: 317, width: 241, height: 297 } },
    maxDensityKgPerM3: cargoMaxDensityKgPerM3,
  },
  /** US road LTL: 10000 Lb a shipment (the "another-mode weight cap") and 96 × 48 × 48 in a piece. */
  ltl: {
    maxWeight: { Kg: 4535.92, Lb: 10000 },
    maxDimensions: {
      cm: { length: 243.84, width: 121.92, height: 121.92 },
      in: { length: 96, width: 48, height: 48 },
    },
    maxDensityKgPerM3: cargoMaxDensityKgPerM3,
  },
  /** The product spec's "another cap" of the default set, 20000 Kg / 44092 Lb, for combined quotes. */
  combined: {
    maxWeight: { Kg: 20000, Lb: 44092 },
    minVolume: lclLimits.minVolume,
    maxDimensions: lclLimits.maxDimensions,
    maxDensityKgPerM3: cargoMaxDensityKgPerM3,
  },
};

export const defaultCargoLimitSetId: CargoLimitSetId = 'lcl';

/** The set each shipment type is checked against unless the caller names another. */
export const cargoLimitSetByShipmentType: Readonly<Record<ShipmentType, CargoLimitSetId>> = {
  LCL: 'lcl',
  FCL: 'fcl',
  AIR: 'air',
  LTL: 'ltl',
  COMBINED: 'combined',
};

/** Count limits that hold in every mode. */
export const cargoMaxDimensionRows = 3;
/** "Items limited to 5": container lines in one search. */
export const cargoMaxContainerItems = 5;
/** FCL: containers in one search, all lines together. */
export const fclMaxContainerCount = 10;
/** Packages in one dimension row. */
export const cargoMaxRowQuantity = 400;
/** Boxes of one size in a boxes-and-bags move. */
export const cargoMaxBoxQuantityPerSize = 100;
