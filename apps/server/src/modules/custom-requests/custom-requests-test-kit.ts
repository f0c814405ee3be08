import { noAdditionalServices, type CargoSearch } from '@freightdesk/domain';
import { registerDirectCustomer, type AccountsTestApp } from '../accounts/accounts-test-kit';

/** Test support for the custom-requests suites (not a test file itself). */

/** The company's e-mail domain in these suites (`internalEmailDomains`). */
export const staffDomain = 'freightdesk.example';

export const airSearch: CargoSearch = {
  shipmentType: 'AIR',
  origin: { code: 'PVG', type: 'AIRPORT', city: 'Shanghai', countryIsoCode: 'CN', iataCode: 'PVG' },
  destination: { code: 'LAX', type: 'AIRPORT', city: 'Los Angeles', countryIsoCode: 'US', iataCode: 'LAX' },
  cargoReadyDate: '2026-12-15',
  commodity: 'regularCargo',
  isKnownShipper: true,
  freightClass: null,
  additionalServices: noAdditionalServices,
  cargoValue: null,
  numberOfVehicles: null,
  cargo: { kind: 'totalVolume', total: { weight: 120, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' } },
};

export const fclSearch: CargoSearch = {
  ...airSearch,
  shipmentType: 'FCL',
  origin: { code: 'CNSHA', type: 'PORT', city: 'Shanghai', countryIsoCode: 'CN', iataCode: null },
  destination: { code: 'USLAX', type: 'PORT', city: 'Los Angeles', countryIsoCode: 'US', iataCode: null },
  isKnownShipper: null,
  cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 2 }] },
};

export { bearer, directHost, registerStaff } from '../accounts/accounts-test-kit';

/** A signed-in customer of the direct brand (a token straight from sign-up). */
export const registerCustomer = (testApp: AccountsTestApp, email: string, languageCode = 'en'): Promise<string> =>
  registerDirectCustomer(testApp.app, email, { languageCode });
