import type { ApartmentType, Cargo, ContainerItem } from './cargo-items';
import { cargoTotals } from './cargo-totals';

/**
 * A cargo in a few words, as a list of quotes shows it (docs/product/quoting.md#my-quotes): the
 * parts of the summary, not its text, so that each language words it (`2 × DV40`, `3 packages,
 * 1.2 m³`). Volumes are rounded to one decimal (at least 0.1 m³ when there is any volume).
 */
export type CargoSummary =
  | { kind: 'containers'; containers: ContainerItem[] }
  | { kind: 'packages'; packageCount: number; volumeM3: number }
  | { kind: 'totalVolume'; volumeM3: number; weightKg: number }
  | { kind: 'boxes'; boxCount: number }
  | { kind: 'apartment'; apartmentType: ApartmentType }
  | { kind: 'none' };

/** One decimal, never showing 0 for a cargo that has some volume. */
export function summaryVolumeM3(volumeM3: number): number {
  if (volumeM3 <= 0) return 0;
  return Math.max(0.1, Math.round(volumeM3 * 10) / 10);
}

/** The summary of a search's cargo (null: the search has none). Containers keep the search's order. */
export function cargoSummaryOf(cargo: Cargo | null): CargoSummary {
  if (cargo === null) return { kind: 'none' };
  switch (cargo.kind) {
    case 'containers': {
      const containers = cargo.containers.filter((item) => item.quantity > 0);
      return containers.length > 0 ? { kind: 'containers', containers } : { kind: 'none' };
    }
    case 'dimensionRows': {
      const totals = cargoTotals(cargo, 'LCL');
      return { kind: 'packages', packageCount: totals.unitCount, volumeM3: summaryVolumeM3(totals.totalVolumeM3 ?? 0) };
    }
    case 'totalVolume': {
      const totals = cargoTotals(cargo, 'LCL');
      return {
        kind: 'totalVolume',
        volumeM3: summaryVolumeM3(totals.totalVolumeM3 ?? 0),
        weightKg: Math.round(totals.totalWeightKg ?? 0),
      };
    }
    case 'boxes':
      return { kind: 'boxes', boxCount: cargoTotals(cargo, 'LCL').unitCount };
    case 'apartment':
      return { kind: 'apartment', apartmentType: cargo.apartmentType };
  }
}
