import type { LocationType } from '../shipping/shipment-type';
import type { Place, SearchLocation } from './search-location-schema';

export type { Place, SearchLocation } from './search-location-schema';

/** The search end for a place picked in the place search. */
export function searchLocationOfPlace(place: Place): SearchLocation {
  return {
    code: place.code,
    type: place.type,
    city: place.city,
    countryIsoCode: place.countryIsoCode,
    iataCode: place.iata,
  };
}

/** A postal code is a door; ports and airports are terminals (docs/product/quoting.md#quote-types). */
export function isDoorLocationType(type: LocationType): boolean {
  return type === 'POSTAL_CODE';
}

/** Which network a location belongs to: sea ports, airports, or doors (which join either). */
export function transportNetworkOf(type: LocationType): 'sea' | 'air' | 'door' {
  if (type === 'PORT') return 'sea';
  if (type === 'AIRPORT') return 'air';
  return 'door';
}
