import { noAdditionalServices, type CargoSearch } from '../search/cargo-search';
import type { SearchLocation } from '../search/search-location';
import type { PriceSearchOptions } from './price-quote';

/** The places of the example searches: Shanghai and Los Angeles, by sea and by air. */
export const examplePlaces = {
  shanghaiPort: { code: 'CNSHA', type: 'PORT', city: 'Shanghai', countryIsoCode: 'CN', iataCode: null },
  losAngelesPort: { code: 'USLAX', type: 'PORT', city: 'Los Angeles', countryIsoCode: 'US', iataCode: null },
  shanghaiAirport: { code: 'PVG', type: 'AIRPORT', city: 'Shanghai', countryIsoCode: 'CN', iataCode: 'PVG' },
  losAngelesAirport: { code: 'LAX', type: 'AIRPORT', city: 'Los Angeles', countryIsoCode: 'US', iataCode: 'LAX' },
} as const satisfies Record<string, SearchLocation>;

/**
 * An example search: 2 × DV40 from the port of Shanghai to the port of Los Angeles, cargo
 * ready 2030-01-15. For documentation and as a base for tests (spread and override).
 */
export const exampleFclSearch: CargoSearch = {
  shipmentType: 'FCL',
  origin: examplePlaces.shanghaiPort,
  destination: examplePlaces.losAngelesPort,
  cargoReadyDate: '2030-01-15',
  commodity: 'regularCargo',
  isKnownShipper: null,
  freightClass: null,
  additionalServices: noAdditionalServices,
  cargoValue: null,
  numberOfVehicles: null,
  cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 2 }] },
};

/** The same lane by air: 120 kg, 1 m³ from Shanghai Pudong to Los Angeles, a known shipper. */
export const exampleAirSearch: CargoSearch = {
  ...exampleFclSearch,
  shipmentType: 'AIR',
  origin: examplePlaces.shanghaiAirport,
  destination: examplePlaces.losAngelesAirport,
  isKnownShipper: true,
  cargo: { kind: 'totalVolume', total: { weight: 120, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' } },
};

/** Repeatable rate ids: the same key always gets the same UUID-shaped id (FNV-1a hash). */
export function deterministicIdFor(rateKey: string): string {
  let hash = 0x811c9dc5;
  let second = 0;
  for (let index = 0; index < rateKey.length; index += 1) {
    hash = Math.imul(hash ^ rateKey.charCodeAt(index), 0x01000193) >>> 0;
    second = Math.imul(second ^ hash, 0x01000193) >>> 0;
  }
  const hex = (value: number) => value.toString(16).padStart(8, '0');
  const digits = `${hex(hash)}${hex(second)}${hex(hash ^ second)}${hex(rateKey.length)}`;
  const [a, b, c, d] = [digits.slice(0, 8), digits.slice(8, 12), digits.slice(13, 16), digits.slice(17, 20)];
  return `${a}-${b}-4${c}-8${d}-${digits.slice(20, 32)}`;
}

/** Options for an example customer pricing on 2030-01-14 in USD. */
export const examplePriceSearchOptions: PriceSearchOptions = {
  today: '2030-01-14',
  requestedCurrency: 'USD',
  isInternalUser: false,
  nearbyRadiusKm: 300,
  idFor: deterministicIdFor,
};
