import { formatMoney, type Language, type Money } from '@freightdesk/domain';

/** Dates on the documents: the calendar date in the reader's language (`25 November 2026`, `25 نوفمبر 2026`). */
export function formatPdfDate(isoDateOrInstant: string, language: Language): string {
  const date = new Date(isoDateOrInstant.length === 10 ? `${isoDateOrInstant}T00:00:00Z` : isoDateOrInstant);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function formatPdfMoney(money: Money, language: Language): string {
  return formatMoney(money, language, { currencyDisplay: 'code' });
}
