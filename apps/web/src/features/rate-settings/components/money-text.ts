import { decimalAmountToMinor, formatMoney, type Currency } from '@freightdesk/domain';

/** A typed amount as minor units for the schema; text that is no amount stays as it is (the schema refuses it). */
export const amountInput = (text: string): number | string => decimalAmountToMinor(text) ?? text;

/** An amount of a list row in the page's language, with its currency code. */
export const moneyText = (amountMinor: number, currency: string, language: string) =>
  formatMoney({ amountMinor, currency: currency as Currency }, language, { currencyDisplay: 'code' });
