import type {
  Cargo,
  CargoKind,
  ContainerItem,
  DimensionRow,
  DimensionUnit,
  TotalVolumeItem,
  WeightUnit,
} from './cargo-items';

/** Defaults of a new cargo form (docs/product/quoting.md#cargo). */
export const defaultCargoQuantity = 1;
export const defaultWeightUnit: WeightUnit = 'Kg';
export const defaultDimensionUnit: DimensionUnit = 'cm';
export const defaultTotalVolumeM3 = 1;
export const defaultTotalWeightKg = 100;
export const defaultContainerType = 'DV20' as const;
export const defaultContainerQuantity = 1;

/**
 * A new dimension row: quantity 1 in Kg and cm. The product spec gives no default size or weight, so
 * they start at 0, which the form must replace (a row is only valid when each is above 0).
 */
export function createDefaultDimensionRow(): DimensionRow {
  return {
    quantity: defaultCargoQuantity,
    length: 0,
    width: 0,
    height: 0,
    dimensionUnit: defaultDimensionUnit,
    weight: 0,
    weightUnit: defaultWeightUnit,
  };
}

/** A new total-volume item: 1 M3 and 100 Kg. */
export function createDefaultTotalVolumeItem(): TotalVolumeItem {
  return { weight: defaultTotalWeightKg, weightUnit: 'Kg', volume: defaultTotalVolumeM3, volumeUnit: 'M3' };
}

/** A new container line: one DV20. */
export function createDefaultContainerItem(): ContainerItem {
  return { containerType: defaultContainerType, quantity: defaultContainerQuantity };
}

/** A new cargo of the given kind with the product spec's defaults; boxes start at zero and an apartment at 1BHK. */
export function createDefaultCargo(kind: CargoKind): Cargo {
  switch (kind) {
    case 'containers':
      return { kind, containers: [createDefaultContainerItem()] };
    case 'dimensionRows':
      return { kind, rows: [createDefaultDimensionRow()] };
    case 'totalVolume':
      return { kind, total: createDefaultTotalVolumeItem() };
    case 'boxes':
      return { kind, boxes: { small: 0, medium: 0, large: 0 } };
    case 'apartment':
      return { kind, apartmentType: '1BHK' };
  }
}
