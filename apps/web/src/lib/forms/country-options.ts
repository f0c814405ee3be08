export interface CountryOption {
  isoCode: string;
  name: string;
}

/** Region codes that are not countries one signs up from. */
const nonCountryCodes = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);

const cache = new Map<string, CountryOption[]>();

/**
 * Every ISO 3166 alpha-2 country the browser can name in `language`, sorted by name. Built from
 * `Intl.DisplayNames` so that no country list ships with the app.
 */
export function countryOptions(language: string): CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const options: CountryOption[] = [];
  for (const first of letters) {
    for (const second of letters) {
      const isoCode = first + second;
      const name = nonCountryCodes.has(isoCode) ? undefined : names.of(isoCode);
      if (name && name !== isoCode) options.push({ isoCode, name });
    }
  }
  options.sort((left, right) => left.name.localeCompare(right.name, language));
  cache.set(language, options);
  return options;
}
