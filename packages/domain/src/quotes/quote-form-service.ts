import type { CargoKind } from '../cargo/cargo-items';
import type { QuoteCategory } from '../customers/customer-type';
import { quoteCategories } from '../customers/customer-type';
import { shipmentTypesByQuoteCategory } from '../customers/quote-categories';
import type { QuoteFormServiceType } from '../navigation/quote-menu';
import type { PlaceResult, PlaceType } from '../places/place-contracts';
import type { SearchShipmentType } from '../search/cargo-search';
import type { SearchLocation } from '../search/search-location';

/**
 * What a quote-start shortcut (`/get-quote/:serviceType`, docs/product/shell.md#route-table) asks for: the modes
 * its shipment-type step offers, whether it is a DAP or US domestic quote, and the household move it describes.
 * See docs/decisions/054-quote-form.md.
 */
export interface QuoteFormService {
  serviceType: QuoteFormServiceType;
  /** The modes the shipment-type step offers; a single one means the step is not shown. */
  shipmentTypes: readonly SearchShipmentType[];
  /** Delivered at place: a port or airport abroad to a US door (docs/product/quoting.md#delivered-at-place). */
  isDap: boolean;
  /** Both ends in the US (road freight, US domestic parcels). */
  isUsDomestic: boolean;
  isParcel: boolean;
  household: 'entire' | 'partial' | 'boxes' | null;
}

/** Anything with `get`, such as `URLSearchParams`. */
export interface QuoteFormQuery {
  get(name: string): string | null;
}

const modesOfService: Readonly<Record<QuoteFormServiceType, readonly SearchShipmentType[]>> = {
  ocean: ['FCL', 'LCL'],
  air: ['AIR'],
  // Parcels are priced from air searches door to door (docs/product/quoting.md#rate-engine).
  parcel: ['AIR'],
  road: ['LTL'],
  dap: ['FCL', 'LCL', 'AIR'],
  'entire-household': ['FCL'],
  'partial-household': ['LCL'],
  'boxes-bags': ['LCL'],
};

const householdOfService: Partial<Record<QuoteFormServiceType, QuoteFormService['household']>> = {
  'entire-household': 'entire',
  'partial-household': 'partial',
  'boxes-bags': 'boxes',
};

/**
 * The service of a shortcut and its query: `selectedShipmentType` fixes the mode when the service offers it
 * (ocean FCL or LCL, DAP FCL, LCL or AIR); `countryIsoCode=US` makes a parcel a US domestic one.
 */
export function quoteFormServiceOf(serviceType: QuoteFormServiceType, query: QuoteFormQuery): QuoteFormService {
  const modes = modesOfService[serviceType];
  const selected = query.get('selectedShipmentType')?.toUpperCase();
  const chosen = modes.find((mode) => mode === selected);
  return {
    serviceType,
    shipmentTypes: chosen ? [chosen] : modes,
    isDap: serviceType === 'dap',
    isUsDomestic: serviceType === 'road' || (serviceType === 'parcel' && query.get('countryIsoCode') === 'US'),
    isParcel: serviceType === 'parcel',
    household: householdOfService[serviceType] ?? null,
  };
}

/** The quote categories that can quote this service: a category's modes must meet the service's. */
export function quoteCategoriesForService(
  service: QuoteFormService,
  offered: readonly QuoteCategory[],
): QuoteCategory[] {
  if (service.household) return offered.includes('relocation') ? ['relocation'] : [];
  return quoteCategories.filter(
    (category) =>
      offered.includes(category) &&
      service.shipmentTypes.some((mode) =>
        (shipmentTypesByQuoteCategory[category] as readonly string[]).includes(mode),
      ),
  );
}

/** The modes of the shipment-type step once a category is known (courier: air only). */
export function shipmentTypesForService(
  service: QuoteFormService,
  quoteCategory: QuoteCategory | null,
): SearchShipmentType[] {
  if (quoteCategory === null) return [...service.shipmentTypes];
  const allowed = shipmentTypesByQuoteCategory[quoteCategory] as readonly string[];
  return service.shipmentTypes.filter((mode) => allowed.includes(mode));
}

/** The cargo a shipment form describes: its kinds (the first is the default) per mode and service. */
export function cargoKindsForService(service: QuoteFormService, shipmentType: SearchShipmentType): CargoKind[] {
  if (service.household === 'entire') return ['apartment', 'containers'];
  if (service.household) return ['boxes'];
  if (service.isParcel || shipmentType === 'LTL') return ['dimensionRows'];
  if (shipmentType === 'FCL') return ['containers'];
  return ['dimensionRows', 'totalVolume'];
}

export type QuoteFormEnd = 'origin' | 'destination';

/**
 * What the place search of one end looks for (docs/product/quoting.md#places): ocean ports, air airports, doors
 * (US cities and postal codes) with every mode; LTL and parcels doors only; a DAP quote starts at a port or
 * airport and ends at a US door.
 */
export function placeTypesForEnd(
  service: QuoteFormService,
  shipmentType: SearchShipmentType,
  end: QuoteFormEnd,
): PlaceType[] {
  const doors: PlaceType[] = ['POSTAL_CODE', 'CITY'];
  const terminal: PlaceType = shipmentType === 'AIR' ? 'AIRPORT' : 'PORT';
  if (service.isParcel || shipmentType === 'LTL') return doors;
  if (service.isDap) return end === 'origin' ? [terminal] : doors;
  return [terminal, ...doors];
}

/** The country one end must be in, when the service fixes it (US domestic; a DAP destination). */
export function placeCountryForEnd(service: QuoteFormService, end: QuoteFormEnd): string | null {
  if (service.isUsDomestic || (service.isDap && end === 'destination')) return 'US';
  return null;
}

/** The search end of a place found: a US city stands for its representative ZIP code, a door. */
export function searchLocationOfPlaceResult(place: PlaceResult): SearchLocation {
  return {
    code: place.code,
    type: place.type === 'CITY' ? 'POSTAL_CODE' : place.type,
    city: place.city,
    countryIsoCode: place.countryIsoCode,
    iataCode: place.iata,
  };
}

/** Why a search does not fit the service it was started from (a DAP quote starting in the US). */
export type QuoteFormServiceReason = 'dapOriginInUs';

/**
 * A DAP quote brings goods into the US from abroad (docs/product/quoting.md#delivered-at-place): its origin, once
 * chosen, must be outside the US. (US domestic and DAP destinations are searched in the US only.)
 */
export function quoteFormServiceReasons(service: QuoteFormService, origin: SearchLocation): QuoteFormServiceReason[] {
  return service.isDap && origin.countryIsoCode.toUpperCase() === 'US' ? ['dapOriginInUs'] : [];
}
