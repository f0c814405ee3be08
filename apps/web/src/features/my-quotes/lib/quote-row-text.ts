import type { SearchLocation } from '@freightdesk/domain';

/** One end of a quote as a row shows it: "Shanghai, CN (CNSHA)", or the code alone without a city. */
export function placeText(location: SearchLocation): string {
  const city = location.city ? `${location.city}, ${location.countryIsoCode}` : location.countryIsoCode;
  return `${city} (${location.code})`;
}

/** A quote's short id: the first group of its uuid, as staff and customers quote it on the phone. */
export const shortQuoteId = (uuid: string): string => uuid.slice(0, 8).toUpperCase();

/** When it was saved (else made), as the reader's date. */
export function savedOnText(savedOn: string | null, createdAt: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(savedOn ?? createdAt));
}
