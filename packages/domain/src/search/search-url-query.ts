import { minorUnitDigitsByCurrency, type Money } from '../money/money';
import { commodityTypes, currencies, type CommodityType } from '../shipping/shipment-type';
import {
  customBondKinds,
  freightClassNumbers,
  noAdditionalServices,
  type CargoSearch,
  type FreightClass,
  type SearchAdditionalServices,
  type SearchShipmentType,
} from './cargo-search';
import { cargoOfSearchQuery, searchQueryOfCargo, type SearchQueryParams } from './search-url-cargo';
import { isValidIsoDate, type IsoDate } from './iso-date';

/**
 * The query half of a search's results address (docs/product/quoting.md#search-address): cargoReadyDate, commodity,
 * knownShipper (air only, 1 or 0), freightClass and the cargo parameters (see
 * search-url-cargo), plus the additional services, cargo value and vehicles, which the product spec's
 * list leaves out but a shared address must keep (docs/decisions/012-search-url.md).
 */

/** Parameters beyond the product spec's list, named here once. */
const extraParams = {
  importCustomClearance: 'importCustomClearance',
  residencyDelivery: 'residencyDelivery',
  liftGate: 'liftGate',
  customBond: 'customBond',
  cargoValue: 'cargoValue',
  cargoValueCurrency: 'cargoValueCurrency',
  vehicles: 'vehicles',
} as const;

/**
 * Money as an exact decimal in major units, without floating point: USD 150000 minor → "1500",
 * 150050 → "1500.50", -250 → "-2.50".
 */
function formatMoneyDecimal({ amountMinor, currency }: Money): string {
  const digits = minorUnitDigitsByCurrency[currency];
  const sign = amountMinor < 0 ? '-' : '';
  const padded = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  const major = padded.slice(0, padded.length - digits);
  const minor = padded.slice(padded.length - digits);
  return /^0*$/.test(minor) ? `${sign}${major}` : `${sign}${major}.${minor}`;
}

function parseMoneyDecimal(text: string, currency: Money['currency']): Money | undefined {
  const digits = minorUnitDigitsByCurrency[currency];
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[3] ?? '').length > digits) return undefined;
  const magnitude = Number(`${match[2]}${(match[3] ?? '').padEnd(digits, '0')}`);
  const amountMinor = match[1] === '-' ? -magnitude : magnitude;
  return Number.isSafeInteger(amountMinor) ? { amountMinor: amountMinor === 0 ? 0 : amountMinor, currency } : undefined;
}

/** The query parameters of a search, in a fixed order, values not yet URL-encoded. */
export function searchQueryParamsOf(search: CargoSearch): SearchQueryParams {
  const params: SearchQueryParams = [];
  if (search.cargoReadyDate !== null) params.push(['cargoReadyDate', [search.cargoReadyDate]]);
  if (search.commodity !== null) params.push(['commodity', [search.commodity]]);
  if (search.shipmentType === 'AIR' && search.isKnownShipper !== null) {
    params.push(['knownShipper', [search.isKnownShipper ? '1' : '0']]);
  }
  if (search.freightClass !== null) params.push(['freightClass', [String(search.freightClass)]]);
  if (search.cargo !== null) params.push(...searchQueryOfCargo(search.cargo));
  const services = search.additionalServices;
  for (const flag of ['importCustomClearance', 'residencyDelivery', 'liftGate'] as const) {
    if (services[flag]) params.push([extraParams[flag], ['1']]);
  }
  if (services.customBond !== 'none') params.push([extraParams.customBond, [services.customBond]]);
  if (search.cargoValue !== null) {
    params.push([extraParams.cargoValue, [formatMoneyDecimal(search.cargoValue)]]);
    params.push([extraParams.cargoValueCurrency, [search.cargoValue.currency]]);
  }
  if (search.numberOfVehicles !== null) params.push([extraParams.vehicles, [String(search.numberOfVehicles)]]);
  return params;
}

/**
 * A query string (without `?`). Per-row values are comma lists (`qty=2,1`); each value is
 * URL-encoded, the commas between them are not.
 */
export function formatSearchQueryString(params: SearchQueryParams): string {
  return params.map(([name, values]) => `${name}=${values.map(encodeURIComponent).join(',')}`).join('&');
}

function decodeQueryComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/**
 * Reads `?a=1&b=2,3` into one list per name. A repeated name (`qty=2&qty=1`) adds to the
 * list, so both styles are understood; malformed pairs are ignored.
 */
export function parseSearchQueryString(query: string): Map<string, string[]> {
  const params = new Map<string, string[]>();
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = decodeQueryComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = decodeQueryComponent(separator === -1 ? '' : pair.slice(separator + 1));
    if (name === undefined || value === undefined) continue;
    // No value we write contains a comma, so an encoded comma (%2C, as URLSearchParams
    // writes it) separates values just like a plain one.
    const values = value.split(',');
    params.set(name, [...(params.get(name) ?? []), ...values]);
  }
  return params;
}

const singleValue = (params: Map<string, string[]>, name: string): string | undefined => {
  const values = params.get(name);
  return values?.length === 1 ? values[0] : undefined;
};

/** A past or today's date becomes today (docs/product/quoting.md#search-address); a malformed one is missing. */
function decodeCargoReadyDate(text: string | undefined, today: IsoDate): IsoDate | null {
  if (text === undefined || !isValidIsoDate(text)) return null;
  return text < today ? today : text;
}

function decodeFreightClass(text: string | undefined): FreightClass | null {
  if (text === 'unknown') return 'unknown';
  if (text === undefined || !/^\d+(\.\d+)?$/.test(text)) return null;
  return freightClassNumbers.find((freightClass) => freightClass === Number(text)) ?? null;
}

function decodeKnownShipper(text: string | undefined, shipmentType: SearchShipmentType): boolean | null {
  if (shipmentType !== 'AIR') return null;
  return text === '1' ? true : text === '0' ? false : null;
}

function decodeAdditionalServices(params: Map<string, string[]>): SearchAdditionalServices {
  const isOn = (name: string) => singleValue(params, name) === '1';
  const bond = singleValue(params, extraParams.customBond);
  return {
    importCustomClearance: isOn(extraParams.importCustomClearance),
    residencyDelivery: isOn(extraParams.residencyDelivery),
    liftGate: isOn(extraParams.liftGate),
    customBond: customBondKinds.find((kind) => kind === bond) ?? noAdditionalServices.customBond,
  };
}

function decodeCargoValue(params: Map<string, string[]>): Money | null {
  const amountText = singleValue(params, extraParams.cargoValue);
  const currencyText = singleValue(params, extraParams.cargoValueCurrency);
  const currency = currencies.find((code) => code === currencyText);
  if (amountText === undefined || currency === undefined) return null;
  return parseMoneyDecimal(amountText, currency) ?? null;
}

function decodeVehicles(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const count = Number(text);
  return Number.isSafeInteger(count) && count >= 1 ? count : null;
}

/** The search fields a results query carries, given the shipment type from the path. */
export function decodeSearchQuery(
  params: Map<string, string[]>,
  shipmentType: SearchShipmentType,
  today: IsoDate,
): Omit<CargoSearch, 'shipmentType' | 'origin' | 'destination'> {
  const commodityText = singleValue(params, 'commodity');
  const commodity: CommodityType | null = commodityTypes.find((type) => type === commodityText) ?? null;
  return {
    cargoReadyDate: decodeCargoReadyDate(singleValue(params, 'cargoReadyDate'), today),
    commodity,
    isKnownShipper: decodeKnownShipper(singleValue(params, 'knownShipper'), shipmentType),
    freightClass: decodeFreightClass(singleValue(params, 'freightClass')),
    additionalServices: decodeAdditionalServices(params),
    cargoValue: decodeCargoValue(params),
    numberOfVehicles: decodeVehicles(singleValue(params, extraParams.vehicles)),
    cargo: cargoOfSearchQuery(params),
  };
}
