import type { Cargo, ContainerItem } from '../cargo/cargo-items';
import { countedContainerItems } from '../cargo/cargo-input-rules';
import { cargoTotals } from '../cargo/cargo-totals';
import type { ContainerType } from '../shipping/shipment-type';

/**
 * Cubic metres of household goods one container holds in practice (furniture does not stack
 * like cartons: about 85 % of the internal volume). See docs/decisions/033-pricing.md.
 */
export const householdLoadM3ByContainerType: Readonly<Partial<Record<ContainerType, number>>> = {
  DV20: 28,
  DV40: 58,
  DV40HC: 68,
};

const largestHouseholdContainer: ContainerType = 'DV40HC';

/**
 * The containers of an FCL search: the container items as given (quantities above 0 only);
 * household cargo (apartment, boxes or any measured cargo) goes into the smallest single
 * container that holds its volume, or as many high cubes as it needs.
 */
export function fclContainersOf(cargo: Cargo | null): ContainerItem[] {
  if (cargo === null) return [];
  if (cargo.kind === 'containers') {
    const quantities = new Map<ContainerType, number>();
    for (const item of countedContainerItems(cargo.containers)) {
      quantities.set(item.containerType, (quantities.get(item.containerType) ?? 0) + item.quantity);
    }
    return [...quantities].map(([containerType, quantity]) => ({ containerType, quantity }));
  }
  const volumeM3 = cargoTotals(cargo, 'FCL').totalVolumeM3 ?? 0;
  if (volumeM3 <= 0) return [];
  for (const [containerType, loadM3] of Object.entries(householdLoadM3ByContainerType) as [ContainerType, number][]) {
    if (volumeM3 <= loadM3) return [{ containerType, quantity: 1 }];
  }
  const largestLoadM3 = householdLoadM3ByContainerType[largestHouseholdContainer] ?? 1;
  return [{ containerType: largestHouseholdContainer, quantity: Math.ceil(volumeM3 / largestLoadM3) }];
}
