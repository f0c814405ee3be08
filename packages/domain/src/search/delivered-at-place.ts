import type { SearchLocation } from './search-location';

/** The country whose imports get delivered-at-place quotes (docs/product/quoting.md#delivered-at-place). */
export const deliveredAtPlaceCountryIsoCode = 'US';

/**
 * The DAP flag of a quote (docs/product/quoting.md#delivered-at-place: "delivered-at-place quotes for US imports",
 * "derived from origin and destination type and country"). A quote is DAP when goods arrive
 * from abroad at a terminal (port or airport) and are delivered to a door in the US: the
 * origin is a PORT or AIRPORT outside the US and the destination a POSTAL_CODE in the US.
 * Its cargo ready date is then the estimated arrival date (docs/product/quoting.md#cargo-ready-date).
 * See docs/decisions/014-delivered-at-place.md.
 */
export function isDeliveredAtPlace(
  origin: Pick<SearchLocation, 'type' | 'countryIsoCode'>,
  destination: Pick<SearchLocation, 'type' | 'countryIsoCode'>,
): boolean {
  const originCountry = origin.countryIsoCode.toUpperCase();
  const destinationCountry = destination.countryIsoCode.toUpperCase();
  return (
    origin.type !== 'POSTAL_CODE' &&
    originCountry !== '' &&
    originCountry !== deliveredAtPlaceCountryIsoCode &&
    destination.type === 'POSTAL_CODE' &&
    destinationCountry === deliveredAtPlaceCountryIsoCode
  );
}
