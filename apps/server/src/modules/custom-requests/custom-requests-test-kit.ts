import type { CargoSearch } from '@freightdesk/domain';
import { exampleAirSearch, exampleFclSearch } from '@freightdesk/domain/testing';
import { registerDirectCustomer, type AccountsTestApp } from '../accounts/accounts-test-kit';

/** Test support for the custom-requests suites (not a test file itself). */

/** The company's e-mail domain in these suites (`internalEmailDomains`). */
export const staffDomain = 'freightdesk.example';

/** The example searches of the domain (Shanghai → Los Angeles by air and by sea), ready 2026-12-15. */
export const airSearch: CargoSearch = { ...exampleAirSearch, cargoReadyDate: '2026-12-15' };
export const fclSearch: CargoSearch = { ...exampleFclSearch, cargoReadyDate: '2026-12-15' };

export { bearer, directHost, registerStaff } from '../accounts/accounts-test-kit';

/** A signed-in customer of the direct brand (a token straight from sign-up). */
export const registerCustomer = (testApp: AccountsTestApp, email: string, languageCode = 'en'): Promise<string> =>
  registerDirectCustomer(testApp.app, email, { languageCode });
