import { cargoReadyLabelKeys, type CargoReadyLabelKey } from '../dates/cargo-ready';

/**
 * The sign-up's reference lists (docs/product/accounts.md#reference-lists). Customer types (individual, company) live
 * in customers/profiles (`signUpCustomerTypes`) and currencies in shipping (`currencies`).
 */

/** Freight-forwarder networks an agent may belong to, in the product spec's order. */
export const signUpNetworks = [
  'WCA',
  'IAM',
  'Fedem',
  'Twig',
  'Parnity',
  'Panguea',
  'Conqueror',
  'Other',
  'None',
] as const;
export type SignUpNetwork = (typeof signUpNetworks)[number];

/** Shipments last year: first import/export, 2 to 5, 6 to 10, 11 or more. */
export const shipmentsLastYearCodes = ['1stImportExport', '2to5year', '6to10year', '11ormore'] as const;
export type ShipmentsLastYearCode = (typeof shipmentsLastYearCodes)[number];

/** When the next shipment is ready: the same keys as the cargo-ready label. */
export const nextShipmentCodes: readonly CargoReadyLabelKey[] = cargoReadyLabelKeys;
export type NextShipmentCode = CargoReadyLabelKey;

/** The UTM parameters a sign-up carries into `extraInfo` (docs/product/accounts.md#sign-up-payload). */
export const utmParameterNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParameterName = (typeof utmParameterNames)[number];
export type UtmParameters = Partial<Record<UtmParameterName, string>>;

/** The UTM parameters present (and non-blank) in a query, e.g. `new URLSearchParams(location.search)`. */
export function utmParametersFromQuery(query: { get(name: string): string | null }): UtmParameters {
  const utmParameters: UtmParameters = {};
  for (const name of utmParameterNames) {
    const value = query.get(name)?.trim();
    if (value) utmParameters[name] = value;
  }
  return utmParameters;
}
