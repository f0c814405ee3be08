import { boxSizes, type BoxCounts, type Cargo, type ContainerItem } from '../cargo/cargo-items';
import type { Money } from '../money/money';
import { containerTypes, type CommodityType } from '../shipping/shipment-type';
import type { IsoDate } from './iso-date';
import type { SearchLocation } from './search-location';

/**
 * The shipment types a cargo search asks for (docs/product/quoting.md#search); COMBINED quotes have their own route.
 */
export const searchShipmentTypes = ['FCL', 'LCL', 'AIR', 'LTL'] as const;
export type SearchShipmentType = (typeof searchShipmentTypes)[number];

/** US LTL freight classes (docs/product/quoting.md#cargo), or unknown. */
export const freightClassNumbers = [
  50, 55, 60, 65, 70, 77.5, 85, 92.5, 100, 110, 125, 150, 175, 200, 250, 300, 400, 500,
] as const;
export const freightClasses = [...freightClassNumbers, 'unknown'] as const;
export type FreightClass = (typeof freightClasses)[number];

/** Customs bond a search asks for (docs/product/quoting.md#search: needContinuesBond / needsSingleBond). */
export const customBondKinds = ['none', 'continuous', 'singleEntry'] as const;
export type CustomBondKind = (typeof customBondKinds)[number];

/** The additional-service flags of a search (docs/product/quoting.md#additional-services). */
export interface SearchAdditionalServices {
  importCustomClearance: boolean;
  residencyDelivery: boolean;
  liftGate: boolean;
  /** A single-entry bond is priced on the search's `cargoValue`; high values need a continuous bond. */
  customBond: CustomBondKind;
}

export const noAdditionalServices: SearchAdditionalServices = {
  importCustomClearance: false,
  residencyDelivery: false,
  liftGate: false,
  customBond: 'none',
};

/**
 * A cargo search (docs/product/quoting.md#search). Fields the product spec makes required for a *valid*
 * search may be null here, because a search can be described (in a form, in an address) before
 * it is complete; `cargoSearchValidity` says what is missing.
 */
export interface CargoSearch {
  shipmentType: SearchShipmentType;
  origin: SearchLocation;
  destination: SearchLocation;
  /** For DAP quotes this is the estimated arrival date (docs/product/quoting.md#cargo-ready-date). */
  cargoReadyDate: IsoDate | null;
  commodity: CommodityType | null;
  /** Air only; null on other shipment types. */
  isKnownShipper: boolean | null;
  freightClass: FreightClass | null;
  additionalServices: SearchAdditionalServices;
  /**
   * Declared cargo value in minor units (docs/decisions/003-units-and-money.md); insurance and single-entry bonds are
   * priced on it.
   */
  cargoValue: Money | null;
  numberOfVehicles: number | null;
  cargo: Cargo | null;
}

/**
 * Placeholder for a missing city, in addresses and in searches decoded from them (docs/product/shell.md#search-paths).
 */
export const cityNotFoundPlaceholder = 'CITY_NOT_FOUND';

function normalizeLocation(location: SearchLocation): SearchLocation {
  const city = location.city === '' || location.city === cityNotFoundPlaceholder ? null : location.city;
  return { ...location, city, countryIsoCode: location.countryIsoCode.toUpperCase() };
}

/** Container quantities count only above 0 (docs/product/quoting.md#cargo); one item per type, in catalogue order. */
function normalizeContainers(containers: readonly ContainerItem[]): ContainerItem[] {
  return containerTypes.flatMap((containerType) => {
    const quantity = containers
      .filter((item) => item.containerType === containerType && item.quantity > 0)
      .reduce((sum, item) => sum + item.quantity, 0);
    return quantity > 0 ? [{ containerType, quantity }] : [];
  });
}

function normalizeCargo(cargo: Cargo | null): Cargo | null {
  if (cargo === null) return null;
  if (cargo.kind === 'containers') {
    const containers = normalizeContainers(cargo.containers);
    return containers.length > 0 ? { kind: 'containers', containers } : null;
  }
  if (cargo.kind === 'boxes') {
    // Box quantities at or below 0 become 0 (docs/product/quoting.md#cargo).
    const boxes = Object.fromEntries(boxSizes.map((size) => [size, Math.max(0, cargo.boxes[size])])) as BoxCounts;
    return { kind: 'boxes', boxes };
  }
  return cargo;
}

/**
 * The canonical form of a search, which is what its results address keeps: an empty city is
 * null, country codes upper-case, the known-shipper answer only on air, containers merged per
 * type in catalogue order, negative box counts 0.
 */
export function normalizeCargoSearch(search: CargoSearch): CargoSearch {
  return {
    ...search,
    origin: normalizeLocation(search.origin),
    destination: normalizeLocation(search.destination),
    isKnownShipper: search.shipmentType === 'AIR' ? search.isKnownShipper : null,
    cargo: normalizeCargo(search.cargo),
  };
}
