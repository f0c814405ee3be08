import { noAdditionalServices, type CargoSearch } from '@freightdesk/domain';
import { expect } from 'vitest';
import { latestCode, post, standardRegisterBody, type AccountsTestApp } from '../accounts/accounts-test-kit';

/** Test support for the custom-requests suites (not a test file itself). */

/** The brand whose host is `direct.test` signs customers in without e-mail verification. */
export const directHost = 'direct.test';
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

let phoneSuffix = 100;
const nextPhone = () => `+34 612 346 ${String((phoneSuffix += 1)).padStart(3, '0')}`;
const jwtOf = (response: { json(): unknown }) => (response.json() as { data: { jwt: string } }).data.jwt;

/** A signed-in customer of the direct brand (a token straight from sign-up). */
export async function registerCustomer(testApp: AccountsTestApp, email: string, languageCode = 'en'): Promise<string> {
  const response = await post(
    testApp.app,
    '/api/v2/customers/register',
    standardRegisterBody(email, nextPhone(), { languageCode }),
    { host: directHost },
  );
  expect(response.statusCode).toBe(200);
  return jwtOf(response);
}

/** A staff member (company domain): staff verify their mailbox even where customers need not. */
export async function registerStaff(testApp: AccountsTestApp, email: string): Promise<string> {
  const registration = await post(testApp.app, '/api/v2/customers/register', standardRegisterBody(email, nextPhone()), {
    host: directHost,
  });
  expect(registration.statusCode).toBe(202);
  const code = await latestCode(testApp.database, email);
  return jwtOf(await post(testApp.app, '/api/v2/customers/validate-email', { email, code }, { host: directHost }));
}

export const bearer = (jwt: string, host = directHost) => ({ authorization: `Bearer ${jwt}`, host });
