import type { ContainerType } from '../shipping/shipment-type';

/** Units as searches carry them (docs/product/quoting.md#cargo). */
export const weightUnits = ['Kg', 'Lb'] as const;
export type WeightUnit = (typeof weightUnits)[number];
export const dimensionUnits = ['cm', 'in'] as const;
export type DimensionUnit = (typeof dimensionUnits)[number];
export const volumeUnits = ['M3', 'FT3', 'IN3'] as const;
export type VolumeUnit = (typeof volumeUnits)[number];

export const boxSizes = ['small', 'medium', 'large'] as const;
export type BoxSize = (typeof boxSizes)[number];

/** Apartment sizes: one_bedroom … four_plus_bedroom, coded 1BHK to 4BHK (docs/product/quoting.md#cargo). */
export const apartmentTypes = ['1BHK', '2BHK', '3BHK', '4BHK'] as const;
export type ApartmentType = (typeof apartmentTypes)[number];

export interface ContainerItem {
  containerType: ContainerType;
  quantity: number;
}

/** One row of packages of the same size; length, width and height are in `dimensionUnit`. */
export interface DimensionRow {
  quantity: number;
  length: number;
  width: number;
  height: number;
  dimensionUnit: DimensionUnit;
  /** Weight of one package, in `weightUnit`. */
  weight: number;
  weightUnit: WeightUnit;
}

/** The whole shipment given as one weight and one volume. */
export interface TotalVolumeItem {
  weight: number;
  weightUnit: WeightUnit;
  volume: number;
  volumeUnit: VolumeUnit;
}

export type BoxCounts = Record<BoxSize, number>;

/**
 * The cargo of a search, one shape per way the product spec lets a user describe it. The product spec's
 * `type` / `manualCargoType` pair maps onto `kind`: manual+container → containers,
 * manual+dimensions → dimensionRows or totalVolume, box → boxes, apartment → apartment.
 */
export type Cargo =
  | { kind: 'containers'; containers: ContainerItem[] }
  | { kind: 'dimensionRows'; rows: DimensionRow[] }
  | { kind: 'totalVolume'; total: TotalVolumeItem }
  | { kind: 'boxes'; boxes: BoxCounts }
  | { kind: 'apartment'; apartmentType: ApartmentType };

export type CargoKind = Cargo['kind'];
