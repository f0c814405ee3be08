import type { z } from 'zod';
import { cargoValueMinimum, mustChooseContinuousBond } from '../cargo/cargo-value';
import type { ApiErrorBody } from '../errors/error-catalogue';
import { moneyToMajor } from '../money/money';
import type { LocationType } from '../shipping/shipment-type';
import type { CargoSearch, SearchShipmentType } from './cargo-search';
import { cargoSearchSchema } from './cargo-search-schema';
import type { IsoDate } from './iso-date';
import { transportNetworkOf, type SearchLocation } from './search-location';

/** Why a search cannot be quoted yet (docs/product/quoting.md#search-validity). */
export const searchInvalidityReasons = [
  'originCityMissing',
  'originCountryMissing',
  'originCodeMissing',
  'originPostalCodeInvalid',
  'originNotServedByShipmentType',
  'destinationCityMissing',
  'destinationCountryMissing',
  'destinationCodeMissing',
  'destinationPostalCodeInvalid',
  'destinationNotServedByShipmentType',
  'invalidShippingRoute',
  'cargoReadyDateMissing',
  'cargoReadyDateInPast',
  'commodityMissing',
  'cargoMissing',
  'cargoValueMissing',
  'cargoValueBelowMinimum',
  'continuousBondRequired',
] as const;
export type SearchInvalidityReason = (typeof searchInvalidityReasons)[number];

export interface SearchValidityOptions {
  /** The caller's calendar date; the domain has no clock. */
  today: IsoDate;
  /** The brand shows the commodity in the quote form (feature flag commodityInQuoteForm). */
  commodityRequired: boolean;
}

export type SearchValidity = { valid: true } | { valid: false; reasons: SearchInvalidityReason[] };

const usZipCodePattern = /^\d{5}(-\d{4})?$/;
const postalCodePattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/;
const countryIsoCodePattern = /^[A-Za-z]{2}$/;

/** Postal codes: US ZIP (12345 or 12345-6789); elsewhere 2–11 letters, digits, spaces or dashes. */
export function isValidPostalCode(code: string, countryIsoCode: string): boolean {
  return countryIsoCode.toUpperCase() === 'US' ? usZipCodePattern.test(code) : postalCodePattern.test(code.trim());
}

/**
 * Which terminals a shipment type serves: ocean (FCL, LCL) never an airport — the product spec says so
 * of full containers, and loose ocean cargo does not fly either — and air never a sea port.
 * Doors (postal codes) combine with every mode. See docs/decisions/013-search-validity.md.
 */
export function isLocationTypeServedBy(shipmentType: SearchShipmentType, type: LocationType): boolean {
  const network = transportNetworkOf(type);
  if (shipmentType === 'FCL' || shipmentType === 'LCL') return network !== 'air';
  if (shipmentType === 'AIR') return network !== 'sea';
  return true;
}

/**
 * Sea and air terminals cannot be mixed in one route (docs/product/quoting.md#search-validity, "Invalid Shipping
 * Route").
 */
export function isMixedSeaAirRoute(originType: LocationType, destinationType: LocationType): boolean {
  const networks = new Set([transportNetworkOf(originType), transportNetworkOf(destinationType)]);
  return networks.has('sea') && networks.has('air');
}

function locationReasons(end: 'origin' | 'destination', location: SearchLocation, shipmentType: SearchShipmentType) {
  const reasons: SearchInvalidityReason[] = [];
  if (!location.city?.trim()) reasons.push(`${end}CityMissing`);
  if (!countryIsoCodePattern.test(location.countryIsoCode)) reasons.push(`${end}CountryMissing`);
  if (!location.code.trim()) reasons.push(`${end}CodeMissing`);
  else if (location.type === 'POSTAL_CODE' && !isValidPostalCode(location.code, location.countryIsoCode)) {
    reasons.push(`${end}PostalCodeInvalid`);
  }
  if (!isLocationTypeServedBy(shipmentType, location.type)) reasons.push(`${end}NotServedByShipmentType`);
  return reasons;
}

/** Every reason the search cannot be quoted, in a stable order; empty when it can. */
export function cargoSearchInvalidityReasons(
  search: CargoSearch,
  options: SearchValidityOptions,
): SearchInvalidityReason[] {
  const reasons = [
    ...locationReasons('origin', search.origin, search.shipmentType),
    ...locationReasons('destination', search.destination, search.shipmentType),
  ];
  if (isMixedSeaAirRoute(search.origin.type, search.destination.type)) reasons.push('invalidShippingRoute');
  if (search.cargoReadyDate === null) reasons.push('cargoReadyDateMissing');
  else if (search.cargoReadyDate < options.today) reasons.push('cargoReadyDateInPast');
  if (options.commodityRequired && search.commodity === null) reasons.push('commodityMissing');
  if (search.cargo === null) reasons.push('cargoMissing');
  const { customBond } = search.additionalServices;
  if (search.cargoValue === null) {
    if (customBond === 'singleEntry') reasons.push('cargoValueMissing');
    return reasons;
  }
  // Cargo value, when given, is at least 1; at or above the cap it needs a continuous bond
  // (docs/product/quoting.md#cargo-limits).
  if (moneyToMajor(search.cargoValue) < cargoValueMinimum) reasons.push('cargoValueBelowMinimum');
  if (customBond === 'singleEntry' && mustChooseContinuousBond(search.cargoValue))
    reasons.push('continuousBondRequired');
  return reasons;
}

export function cargoSearchValidity(search: CargoSearch, options: SearchValidityOptions): SearchValidity {
  const reasons = cargoSearchInvalidityReasons(search, options);
  return reasons.length === 0 ? { valid: true } : { valid: false, reasons };
}

const fieldOfReason: Record<SearchInvalidityReason, string> = {
  originCityMissing: 'origin.city',
  originCountryMissing: 'origin.countryIsoCode',
  originCodeMissing: 'origin.code',
  originPostalCodeInvalid: 'origin.code',
  originNotServedByShipmentType: 'origin.type',
  destinationCityMissing: 'destination.city',
  destinationCountryMissing: 'destination.countryIsoCode',
  destinationCodeMissing: 'destination.code',
  destinationPostalCodeInvalid: 'destination.code',
  destinationNotServedByShipmentType: 'destination.type',
  // The destination is picked second, so that is where the form shows a mixed route.
  invalidShippingRoute: 'destination.type',
  cargoReadyDateMissing: 'cargoReadyDate',
  cargoReadyDateInPast: 'cargoReadyDate',
  commodityMissing: 'commodity',
  cargoMissing: 'cargo',
  cargoValueMissing: 'cargoValue',
  cargoValueBelowMinimum: 'cargoValue',
  continuousBondRequired: 'additionalServices.customBond',
};

/** The form field (dotted path) a reason belongs to. */
export function fieldOfSearchInvalidityReason(reason: SearchInvalidityReason): string {
  return fieldOfReason[reason];
}

/**
 * The 422 body for an invalid search: INVALID_SHIPPING_ROUTE when the route mixes sea and air
 * or a terminal does not suit the mode, else INVALID_PAYLOAD; `errors` lists reasons by field.
 */
export function searchInvalidityErrorBody(reasons: readonly SearchInvalidityReason[]): ApiErrorBody {
  const routeReasons: readonly SearchInvalidityReason[] = [
    'invalidShippingRoute',
    'originNotServedByShipmentType',
    'destinationNotServedByShipmentType',
  ];
  const errors: Record<string, string[]> = {};
  for (const reason of reasons) (errors[fieldOfReason[reason]] ??= []).push(reason);
  const message = reasons.some((reason) => routeReasons.includes(reason))
    ? 'INVALID_SHIPPING_ROUTE'
    : 'INVALID_PAYLOAD';
  return { message, errors };
}

/**
 * The API contract of a search with the product spec's validity rules as field issues (path = field,
 * message = reason), for POST /api/v2/quotes. The clock and the brand flag are passed in.
 */
export function validCargoSearchSchema(options: SearchValidityOptions) {
  return cargoSearchSchema.superRefine((search: CargoSearch, context: z.RefinementCtx) => {
    for (const reason of cargoSearchInvalidityReasons(search, options)) {
      context.addIssue({ code: 'custom', path: fieldOfReason[reason].split('.'), message: reason });
    }
  });
}
