// Countries: ISO codes and names in the product's languages from i18n-iso-countries, calling codes
// from libphonenumber-js (the same library that validates phone numbers at sign-up).
import { supportedLanguages } from '@freightdesk/domain';
import countries from 'i18n-iso-countries';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { countriesFile, type Country } from '../src/countries';
import { readPackageJson } from './package-sources';
import { writeGenerated } from './write-generated';

export function countryRecords(): Country[] {
  for (const language of supportedLanguages) {
    countries.registerLocale(readPackageJson(`i18n-iso-countries/langs/${language}.json`));
  }
  return Object.keys(countries.getAlpha2Codes())
    .sort()
    .map((iso2): Country => {
      const names = Object.fromEntries(
        supportedLanguages.map((language) => {
          const name = countries.getName(iso2, language);
          if (!name) throw new Error(`i18n-iso-countries has no ${language} name for ${iso2}`);
          return [language, name];
        }),
      ) as Country['names'];
      return {
        iso2,
        iso3: countries.alpha2ToAlpha3(iso2) ?? '',
        names,
        phoneCode: isSupportedCountry(iso2) ? getCountryCallingCode(iso2) : null,
      };
    });
}

export function generateCountries(): Record<string, number> {
  return { [countriesFile]: writeGenerated(countriesFile, countryRecords()) };
}
