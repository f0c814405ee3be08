import type { ShipmentType } from '../shipping/shipment-type';
import { roundMeasure } from '../units/measure-rounding';
import { volumeToM3, weightToKg } from '../units/unit-conversions';
import type { BoxCounts, Cargo, DimensionRow } from './cargo-items';
import { boxSizes } from './cargo-items';
import { totalBoxCount, totalContainerCount } from './cargo-input-rules';
import { chargeableWeightKg, rowVolumeM3, rowWeightKg, volumeDecimals } from './cargo-maths';
import { apartmentSpecifications, boxSpecifications } from './household-cargo';

/**
 * The figures a search carries besides its items (docs/product/quoting.md#cargo). Container cargo states no
 * weight or volume, so its measures are null; `unitCount` is packages, boxes or containers.
 */
export interface CargoTotals {
  unitCount: number;
  totalWeightKg: number | null;
  totalVolumeM3: number | null;
  chargeableWeightKg: number | null;
  /** Average weight of one package or box; null where the cargo has no countable units. */
  weightPerUnitKg: number | null;
}

interface Measured {
  unitCount: number;
  weightKg: number;
  volumeM3: number;
  hasCountableUnits: boolean;
}

function measureRows(rows: readonly DimensionRow[]): Measured {
  return {
    unitCount: rows.reduce((count, row) => count + row.quantity, 0),
    weightKg: rows.reduce((sum, row) => sum + rowWeightKg(row), 0),
    volumeM3: roundMeasure(
      rows.reduce((sum, row) => sum + rowVolumeM3(row), 0),
      volumeDecimals,
    ),
    hasCountableUnits: true,
  };
}

function measureBoxes(boxes: BoxCounts): Measured {
  return {
    unitCount: totalBoxCount(boxes),
    weightKg: boxSizes.reduce((sum, size) => sum + boxes[size] * boxSpecifications[size].weightKg, 0),
    volumeM3: roundMeasure(
      boxSizes.reduce((sum, size) => sum + boxes[size] * boxSpecifications[size].volumeM3, 0),
      volumeDecimals,
    ),
    hasCountableUnits: true,
  };
}

function measure(cargo: Exclude<Cargo, { kind: 'containers' }>): Measured {
  switch (cargo.kind) {
    case 'dimensionRows':
      return measureRows(cargo.rows);
    case 'boxes':
      return measureBoxes(cargo.boxes);
    case 'totalVolume':
      return {
        unitCount: 1,
        weightKg: weightToKg(cargo.total.weight, cargo.total.weightUnit),
        volumeM3: roundMeasure(volumeToM3(cargo.total.volume, cargo.total.volumeUnit), volumeDecimals),
        hasCountableUnits: false,
      };
    case 'apartment': {
      const apartment = apartmentSpecifications[cargo.apartmentType];
      return { unitCount: 1, weightKg: apartment.weightKg, volumeM3: apartment.volumeM3, hasCountableUnits: false };
    }
  }
}

/**
 * Total weight, volume, chargeable weight and weight per unit of a cargo in a mode (docs/product/quoting.md#search,
 * docs/product/quoting.md#units-and-conversions).
 */
export function cargoTotals(cargo: Cargo, shipmentType: ShipmentType): CargoTotals {
  if (cargo.kind === 'containers') {
    return {
      unitCount: totalContainerCount(cargo.containers),
      totalWeightKg: null,
      totalVolumeM3: null,
      chargeableWeightKg: null,
      weightPerUnitKg: null,
    };
  }
  const measured = measure(cargo);
  return {
    unitCount: measured.unitCount,
    totalWeightKg: measured.weightKg,
    totalVolumeM3: measured.volumeM3,
    chargeableWeightKg: chargeableWeightKg({
      actualWeightKg: measured.weightKg,
      volumeM3: measured.volumeM3,
      shipmentType,
    }),
    weightPerUnitKg:
      measured.hasCountableUnits && measured.unitCount > 0 ? measured.weightKg / measured.unitCount : null,
  };
}
