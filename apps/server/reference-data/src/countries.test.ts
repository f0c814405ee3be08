import { supportedLanguages } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { countryName, findCountry, loadCountries } from './countries';

const countries = loadCountries();

describe('loadCountries (the sign-up destination country list, docs/product/accounts.md#reference-lists)', () => {
  it('lists the ~250 ISO 3166-1 countries once each', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(255);
    expect(new Set(countries.map((country) => country.iso2)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
      expect(country.iso3).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('names every country in every product language', () => {
    for (const country of countries) {
      for (const language of supportedLanguages)
        expect(country.names[language].trim(), `${country.iso2} ${language}`).not.toBe('');
    }
  });

  it('has no calling code exactly for the territories without one (phone_code is nullable)', () => {
    const withoutCode = countries.filter((country) => country.phoneCode === null).map((country) => country.iso2);
    expect(withoutCode.sort()).toEqual(['AQ', 'BV', 'GS', 'HM', 'PN', 'TF', 'UM']);
    for (const country of countries)
      if (country.phoneCode !== null) expect(country.phoneCode, country.iso2).toMatch(/^[1-9]\d{0,2}$/);
  });

  it.each([
    ['US', 'USA', '1'],
    ['ES', 'ESP', '34'],
    ['IN', 'IND', '91'],
    ['GB', 'GBR', '44'],
    ['AE', 'ARE', '971'],
    ['BR', 'BRA', '55'],
  ])('%s is %s with calling code +%s', (iso2, iso3, phoneCode) => {
    expect(findCountry(iso2.toLowerCase())).toMatchObject({ iso2, iso3, phoneCode });
  });
});

describe('countryName', () => {
  it.each([
    ['ES', 'en', 'Spain'],
    ['ES', 'es', 'España'],
    ['DE', 'pt', 'Alemanha'],
    ['EG', 'ar', 'مصر'],
  ] as const)('%s in %s is %s', (iso2, language, name) => {
    expect(countryName(iso2, language)).toBe(name);
  });

  it('answers undefined for an unknown code', () => {
    expect(countryName('ZZ', 'en')).toBeUndefined();
  });
});
