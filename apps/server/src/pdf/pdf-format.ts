import { formatMoney, type Language, type Money } from '@freightdesk/domain';

/** Dates on the documents: the calendar date in the reader's language (`25 November 2026`, `25 نوفمبر 2026`). */
export function formatPdfDate(isoDateOrInstant: string, language: Language): string {
  const date = new Date(isoDateOrInstant.length === 10 ? `${isoDateOrInstant}T00:00:00Z` : isoDateOrInstant);
  return dateFormatOf(language).format(date);
}

/** One formatter per language for the process: building one costs more than a document's other date work. */
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
function dateFormatOf(language: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format;
}

export function formatPdfMoney(money: Money, language: Language): string {
  return formatMoney(money, language, { currencyDisplay: 'code' });
}
