import type { ContainerItem } from '../cargo/cargo-items';
import type { Currency } from '../shipping/shipment-type';
import type { ChargeLabelKey } from '../rates/charge-labels';
import type { RateChargeGroup } from '../rates/rate';
import { chargeLine, type TariffChargeItem } from './charge-items';
import type { ChargeBasis } from './tariff-types';

/** The measures of a shipment that per-unit charges multiply. */
export interface ShipmentMeasures {
  /** Containers by type (FCL); empty on other modes. */
  containers: readonly ContainerItem[];
  /** Chargeable weight for per-kg charges (air: volumetric 6000 cm³/kg; otherwise actual). */
  chargeableWeightKg: number;
  /** Revenue tons: max(m³, tonnes). */
  weightOrMeasure: number;
}

/** True when a distance falls in a band: lower bound included, upper excluded, null open-ended. */
export function isInDistanceBand(
  distanceKm: number,
  band: { fromDistanceKm: number; toDistanceKm: number | null },
): boolean {
  return distanceKm >= band.fromDistanceKm && (band.toDistanceKm === null || distanceKm < band.toDistanceKm);
}

/** A tariff line that is charged on a basis (trucking, port charges, fixed surcharges). */
export interface BasisCharge {
  code: string;
  name: string;
  basis: ChargeBasis;
  containerType: ContainerItem['containerType'] | null;
  amountMinor: number;
  minimumChargeMinor: number;
  currency: Currency;
}

/**
 * The charge lines of one basis tariff for a shipment: per container type (only the types it
 * covers; null covers every type), per shipment, per kg or per W/M. Empty when it prices none
 * of the shipment (e.g. a per-container charge on loose cargo). The lines' label is `labelKey`: a tariff's own
 * charge unless the caller says what the charge is (trucking).
 */
export function basisChargeLines(
  charge: BasisCharge,
  group: RateChargeGroup,
  measures: ShipmentMeasures,
  labelKey: ChargeLabelKey = 'tariffCharge',
): TariffChargeItem[] {
  const line = (name: string, quantity: number, containerType?: ContainerItem['containerType']) =>
    chargeLine({
      group,
      code: charge.code,
      name,
      label: { key: labelKey, containerType },
      quantity,
      unitPriceMinor: charge.amountMinor,
      currency: charge.currency,
      minimumChargeMinor: charge.minimumChargeMinor,
    });
  switch (charge.basis) {
    case 'perContainer':
      return measures.containers
        .filter((item) => charge.containerType === null || charge.containerType === item.containerType)
        .map((item) => line(`${charge.name} ${item.containerType}`, item.quantity, item.containerType));
    case 'perShipment':
      return [line(charge.name, 1)];
    case 'perKg':
      return measures.chargeableWeightKg > 0 ? [line(charge.name, measures.chargeableWeightKg)] : [];
    case 'perWeightOrMeasure':
      return measures.weightOrMeasure > 0 ? [line(charge.name, measures.weightOrMeasure)] : [];
  }
}

/** Whether the lines cover every container of an FCL shipment (always true for loose cargo). */
export function coversEveryContainer(
  lines: readonly TariffChargeItem[],
  charge: BasisCharge,
  measures: ShipmentMeasures,
): boolean {
  if (charge.basis !== 'perContainer') return lines.length > 0;
  return measures.containers.every(
    (item) => charge.containerType === null || charge.containerType === item.containerType,
  );
}
