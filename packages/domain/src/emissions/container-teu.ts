import type { ContainerType } from '../shipping/shipment-type';

/**
 * Twenty-foot equivalent units of one container (docs/decisions/060-co2e-per-rate.md): 20-foot
 * types count 1, 40-foot 2, 45-foot 2.25. Read from the type code's length digits.
 */
export function teuOfContainerType(containerType: ContainerType): number {
  if (containerType.includes('45')) return 2.25;
  if (containerType.includes('40')) return 2;
  return 1;
}

/** TEU of a list of containers by type and quantity. */
export function teuOfContainers(containers: readonly { containerType: ContainerType; quantity: number }[]): number {
  return containers.reduce((sum, item) => sum + teuOfContainerType(item.containerType) * item.quantity, 0);
}
