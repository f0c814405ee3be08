import type { ContainerType } from '../shipping/shipment-type';
import { convertWeight } from '../units/unit-conversions';
import type { WeightUnit } from './cargo-items';

/**
 * Overweight charges apply above these cargo weights, in pounds (docs/product/quoting.md#cargo-limits): a 20ft dry
 * container above 38,000 LBS; 40ft dry and high cube above 44,000 LBS. Other types have none.
 */
export const containerOverweightThresholdsLb: Readonly<Partial<Record<ContainerType, number>>> = {
  DV20: 38000,
  DV40: 44000,
  DV40HC: 44000,
  HC40: 44000,
};

/** Whether a container's cargo weight is above its overweight threshold (at the threshold is not). */
export function isContainerOverweight(
  containerType: ContainerType,
  cargoWeight: { weight: number; weightUnit: WeightUnit },
): boolean {
  const thresholdLb = containerOverweightThresholdsLb[containerType];
  if (thresholdLb === undefined) return false;
  return cargoWeight.weight > convertWeight(thresholdLb, 'Lb', cargoWeight.weightUnit);
}
