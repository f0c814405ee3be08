import type { Language } from '@freightdesk/domain';
import { readGenerated } from './read-generated';

/**
 * An ISO 3166-1 country (generated/countries.json): the sign-up destination country list
 * (docs/product/accounts.md#reference-lists).
 */
export interface Country {
  readonly iso2: string;
  readonly iso3: string;
  readonly names: Readonly<Record<Language, string>>;
  /** International calling code without "+", e.g. "34"; null where none exists (AQ, BV, TF, HM, PN, GS, UM). */
  readonly phoneCode: string | null;
}

export const countriesFile = 'countries.json';

let byIso2: Map<string, Country> | undefined;

/** Every country, ordered by ISO2 code (sort by name in the reader's language for display). */
export function loadCountries(): readonly Country[] {
  return readGenerated<Country[]>(countriesFile);
}

export function findCountry(iso2: string): Country | undefined {
  byIso2 ??= new Map(loadCountries().map((country) => [country.iso2, country]));
  return byIso2.get(iso2.trim().toUpperCase());
}

export function countryName(iso2: string, language: Language): string | undefined {
  return findCountry(iso2)?.names[language];
}
