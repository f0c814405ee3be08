/** One end of a booking as a row shows it: "Shanghai, CN (CNSHA)". */
export function placeText(place: { code: string; name: string; city: string | null; countryIsoCode: string }): string {
  return `${place.city ?? place.name}, ${place.countryIsoCode} (${place.code})`;
}

export function bookedOnText(bookedOn: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(bookedOn));
}

/**
 * A text isolated from its surroundings (Unicode FSI … PDI): a Latin place name inside an Arabic sentence keeps its
 * own order, and the sentence's words stay where they belong.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
