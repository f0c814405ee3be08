import { formatMoney, type Money } from '@freightdesk/domain';

/** A place as the booking shows it: "Shanghai, CN (CNSHA)", or its name and country without a city. */
export function placeText(place: { code: string; name: string; city: string | null; countryIsoCode: string }): string {
  return `${place.city ?? place.name}, ${place.countryIsoCode} (${place.code})`;
}

/** A calendar day (yyyy-mm-dd) as the reader's date; read as UTC so it is the same day everywhere. */
export function dayText(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A moment (ISO date-time) as the reader's date. */
export function dateOfMomentText(isoDateTime: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(isoDateTime));
}

export const moneyText = (money: Money, language: string): string => formatMoney(money, language);

export { isolated } from '@/lib/format/isolated';
