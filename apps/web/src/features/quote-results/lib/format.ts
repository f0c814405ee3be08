import { moneyFormatter, type Currency } from '@freightdesk/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCo2e } from '@/lib/format/format-co2e';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The results' date format in `locale`, built the first time a date is written in it and kept for every part of the
 * page: the first Intl date format of a page loads its locale's calendar data (~40 ms at 1× CPU, ADR 088), which
 * each card, the header and the filters paid again in their own hook until now.
 */
function dateFormatOf(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format;
}

/**
 * Money, dates and emissions in the reader's language (docs/product/quoting.md#prices-and-currency: two
 * decimals). The Intl formatters are built once per language and currency (the domain keeps the money formats,
 * `formatCo2e` its numbers): a long list formats thousands of prices and dates.
 */
export function useResultsFormat() {
  const { i18n, t } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      money: (amountMinor: number, currency: Currency) => moneyFormatter(currency, locale)(amountMinor),
      date: (isoDate: string) => dateFormatOf(locale).format(new Date(`${isoDate}T00:00:00Z`)),
      /** A CO2e estimate: "860 kg CO₂e", "1.24 t CO₂e" (docs/decisions/060-co2e-per-rate.md). */
      co2e: (co2eKg: number) => formatCo2e(co2eKg, locale, t),
    }),
    [locale, t],
  );
}
