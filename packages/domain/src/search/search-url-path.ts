import { stripLanguagePrefix } from '../i18n/languages';
import { locationTypes, type LocationType } from '../shipping/shipment-type';
import {
  cityNotFoundPlaceholder,
  searchShipmentTypes,
  type CargoSearch,
  type SearchShipmentType,
} from './cargo-search';
import type { SearchLocation } from './search-location';

/**
 * The path half of a search's results address (docs/product/shell.md#search-paths):
 *   /quotes/:shipmentType/:originIsoCode/:originType/:originCity/:originCountryIsoCode
 *          /:destinationIsoCode/:destinationType/:destinationCity/:destinationCountryIsoCode
 * plus a variant without the city segments and an air variant with :originIataCode before the
 * origin and :destinationIataCode before the destination. Every segment is URL-encoded.
 */
export const searchResultsPathRoot = '/quotes';

export type SearchPathFailureReason =
  'notASearchResultsPath' | 'malformedSegment' | 'unknownShipmentType' | 'unknownLocationType' | 'invalidCountryCode';

export type SearchPathDecoding =
  | { ok: true; shipmentType: SearchShipmentType; origin: SearchLocation; destination: SearchLocation }
  | { ok: false; reason: SearchPathFailureReason };

/** Which optional segments one end of the path carries. */
interface EndLayout {
  withIataCode: boolean;
  withCity: boolean;
}

/** A path segment: URL-encoded, and never `.` or `..`, which browsers would resolve away. */
function encodeSegment(value: string): string {
  const encoded = encodeURIComponent(value);
  return encoded === '.' || encoded === '..' ? encoded.replaceAll('.', '%2E') : encoded;
}

function endSegments(location: SearchLocation, layout: EndLayout): string[] {
  return [
    ...(layout.withIataCode ? [location.iataCode ?? ''] : []),
    location.code,
    location.type,
    ...(layout.withCity ? [location.city || cityNotFoundPlaceholder] : []),
    location.countryIsoCode,
  ];
}

/**
 * The results path of a search. Cities are always written (CITY_NOT_FOUND when unknown); the
 * air variant is used when the search is AIR and both ends carry an IATA code.
 */
export function searchResultsPathname(search: CargoSearch): string {
  const layout: EndLayout = {
    withIataCode:
      search.shipmentType === 'AIR' && Boolean(search.origin.iataCode) && Boolean(search.destination.iataCode),
    withCity: true,
  };
  const segments = [
    search.shipmentType,
    ...endSegments(search.origin, layout),
    ...endSegments(search.destination, layout),
  ];
  return `${searchResultsPathRoot}/${segments.map(encodeSegment).join('/')}`;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function asLocationType(value: string): LocationType | undefined {
  return locationTypes.find((type) => type === value);
}

type EndDecoding = { ok: true; location: SearchLocation } | { ok: false; reason: SearchPathFailureReason };

function decodeEnd(segments: readonly string[], layout: EndLayout): EndDecoding {
  const values = [...segments];
  const iataCode = layout.withIataCode ? (values.shift() ?? null) : null;
  const [code = '', typeSegment = '', ...rest] = values;
  const type = asLocationType(typeSegment);
  if (!type) return { ok: false, reason: 'unknownLocationType' };
  const citySegment = layout.withCity ? rest[0] : undefined;
  const country = (layout.withCity ? rest[1] : rest[0]) ?? '';
  if (!/^[A-Za-z]{2}$/.test(country)) return { ok: false, reason: 'invalidCountryCode' };
  const city = citySegment === undefined || citySegment === cityNotFoundPlaceholder ? null : citySegment;
  return { ok: true, location: { code, type, city, countryIsoCode: country.toUpperCase(), iataCode } };
}

const segmentsPerEnd = (layout: EndLayout) => 3 + Number(layout.withIataCode) + Number(layout.withCity);

/**
 * The layouts to try. Ends of 4 segments are ambiguous (code/type/city/country versus
 * iata/code/type/country); the layout our encoder writes comes first and the location-type
 * segment, which must read exactly PORT, AIRPORT or POSTAL_CODE, settles the rest.
 */
function candidateLayouts(shipmentType: SearchShipmentType): EndLayout[] {
  const withCity = { withIataCode: false, withCity: true };
  const withoutCity = { withIataCode: false, withCity: false };
  const airWithCity = { withIataCode: true, withCity: true };
  const airWithoutCity = { withIataCode: true, withCity: false };
  return shipmentType === 'AIR'
    ? [airWithCity, withCity, airWithoutCity, withoutCity]
    : [withCity, withoutCity, airWithCity, airWithoutCity];
}

/**
 * Reads a results path (any of the product spec's variants, with or without a language prefix or a
 * trailing slash) back into the shipment type and the two search ends. `/quotes/:quoteId` and
 * other paths answer `notASearchResultsPath`.
 */
export function decodeSearchResultsPathname(pathname: string): SearchPathDecoding {
  const rawSegments = stripLanguagePrefix(pathname).split('/');
  if (rawSegments[0] !== '' || rawSegments[1] !== searchResultsPathRoot.slice(1)) {
    return { ok: false, reason: 'notASearchResultsPath' };
  }
  const rawRest = rawSegments.slice(2);
  if (rawRest.at(-1) === '') rawRest.pop();
  // A shipment type plus two ends of 3, 4 or 5 segments each.
  if (![7, 9, 11].includes(rawRest.length)) return { ok: false, reason: 'notASearchResultsPath' };
  const decoded = rawRest.map(decodeSegment);
  if (decoded.some((segment) => segment === undefined || segment === ''))
    return { ok: false, reason: 'malformedSegment' };
  const [shipmentSegment = '', ...endsSegments] = decoded as string[];
  const shipmentType = searchShipmentTypes.find((type) => type === shipmentSegment.toUpperCase());
  if (!shipmentType) return { ok: false, reason: 'unknownShipmentType' };

  const failures: SearchPathFailureReason[] = [];
  for (const layout of candidateLayouts(shipmentType)) {
    const perEnd = segmentsPerEnd(layout);
    if (perEnd * 2 !== endsSegments.length) continue;
    const origin = decodeEnd(endsSegments.slice(0, perEnd), layout);
    const destination = decodeEnd(endsSegments.slice(perEnd), layout);
    if (origin.ok && destination.ok)
      return { ok: true, shipmentType, origin: origin.location, destination: destination.location };
    failures.push(!origin.ok ? origin.reason : !destination.ok ? destination.reason : 'unknownLocationType');
  }
  return { ok: false, reason: failures[0] ?? 'notASearchResultsPath' };
}
