import { moneyFormatter, type Currency } from '@freightdesk/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCo2e } from '@/lib/format/format-co2e';

/**
 * Money, dates and emissions in the reader's language (docs/product/quoting.md#prices-and-currency: two
 * decimals). The Intl formatters are built once per language and currency: a long list formats thousands of
 * prices and dates.
 */
export function useResultsFormat() {
  const { i18n, t } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const moneyByCurrency = new Map<Currency, (amountMinor: number) => string>();
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      locale,
      money: (amountMinor: number, currency: Currency) => {
        let format = moneyByCurrency.get(currency);
        if (!format) {
          format = moneyFormatter(currency, locale);
          moneyByCurrency.set(currency, format);
        }
        return format(amountMinor);
      },
      date: (isoDate: string) => dates.format(new Date(`${isoDate}T00:00:00Z`)),
      /** A CO2e estimate: "860 kg CO₂e", "1.24 t CO₂e" (docs/decisions/060-co2e-per-rate.md). */
      co2e: (co2eKg: number) => formatCo2e(co2eKg, locale, t),
    };
  }, [locale, t]);
}
