import { formatMoney, type Currency } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Money and dates in the reader's language (docs/product/quoting.md#prices-and-currency: two decimals). */
export function useResultsFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const money = useCallback(
    (amountMinor: number, currency: Currency) => formatMoney({ amountMinor, currency }, locale),
    [locale],
  );
  const date = useCallback(
    (isoDate: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${isoDate}T00:00:00Z`),
      ),
    [locale],
  );
  return { money, date, locale };
}
