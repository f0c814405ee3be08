/** One end of a booking as a row shows it: "Shanghai, CN (CNSHA)". */
export function placeText(place: { code: string; name: string; city: string | null; countryIsoCode: string }): string {
  return `${place.city ?? place.name}, ${place.countryIsoCode} (${place.code})`;
}

export function bookedOnText(bookedOn: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(bookedOn));
}

export { isolated } from '@/lib/format/isolated';
