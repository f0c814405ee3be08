import type { QuotePlace, QuotePlaceCode } from '@freightdesk/domain';
import { findAirport } from '../../../reference-data/src/airports';
import { findSeaport } from '../../../reference-data/src/seaports';
import { findZip } from '../../../reference-data/src/us-zip-codes';

function placeOf({ code, type }: QuotePlaceCode): QuotePlace | undefined {
  const found = type === 'PORT' ? findSeaport(code) : type === 'AIRPORT' ? findAirport(code) : findZip(code);
  if (found === undefined) return undefined;
  const [lat, lon] = found.coordinates;
  if ('zip' in found)
    return { name: `${found.city}, ${found.state} ${found.zip}`, countryIsoCode: 'US', type, lat, lon };
  return { name: found.name, countryIsoCode: found.countryIsoCode, type, lat, lon };
}

/**
 * The quote view's `places` (docs/decisions/061-route-map.md): each named port, airport or US
 * ZIP code with its name and position from the reference data; codes it does not hold are left out.
 */
export function quotePlaces(codes: readonly QuotePlaceCode[]): Record<string, QuotePlace> {
  const places: Record<string, QuotePlace> = {};
  for (const code of codes) {
    const place = placeOf(code);
    if (place !== undefined) places[code.code] = place;
  }
  return places;
}
