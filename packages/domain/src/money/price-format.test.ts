import { describe, expect, it } from 'vitest';
import { callingCodeOfPhoneNumber, defaultCurrencyFor } from './default-currency';
import { formatMoney, formatMoneyAmount, moneyFormatter } from './price-format';

// Intl inserts narrow no-break spaces in some locales; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney (docs/product/quoting.md#prices-and-currency: 2 decimals)', () => {
  it.each([
    [{ amountMinor: 123450, currency: 'USD' }, 'en-US', '$1,234.50'],
    [{ amountMinor: 100, currency: 'USD' }, 'en-US', '$1.00'],
    [{ amountMinor: 5, currency: 'USD' }, 'en-US', '$0.05'],
    [{ amountMinor: -2599, currency: 'USD' }, 'en-US', '-$25.99'],
    [{ amountMinor: 123450, currency: 'EUR' }, 'es-ES', '1234,50 €'],
    [{ amountMinor: 12345678, currency: 'EUR' }, 'es-ES', '123.456,78 €'],
    [{ amountMinor: 12345678, currency: 'INR' }, 'en-IN', '₹1,23,456.78'],
    [{ amountMinor: 123450, currency: 'EUR' }, 'en-US', '€1,234.50'],
  ] as const)('%o in %s → %s', (money, locale, text) => {
    expect(plain(formatMoney(money, locale))).toBe(text);
  });

  it('can show the currency code', () => {
    expect(plain(formatMoney({ amountMinor: 100, currency: 'USD' }, 'en-US', { currencyDisplay: 'code' }))).toBe(
      'USD 1.00',
    );
  });

  it('formats the amount alone with grouping and 2 decimals', () => {
    expect(formatMoneyAmount({ amountMinor: 123450, currency: 'USD' }, 'en-US')).toBe('1,234.50');
    expect(formatMoneyAmount({ amountMinor: 7, currency: 'EUR' }, 'es-ES')).toBe('0,07');
  });
});

describe('defaultCurrencyFor (docs/product/accounts.md#default-currency)', () => {
  it.each([
    [{}, 'USD'],
    [{ phoneCallingCode: '91' }, 'INR'],
    [{ phoneCallingCode: '+91' }, 'INR'],
    [{ phoneCallingCode: '34' }, 'USD'],
    [{ phoneNumber: '+91 98765 43210' }, 'INR'],
    [{ phoneNumber: '+34 612 345 678' }, 'USD'],
    [{ phoneNumber: 'not a number' }, 'USD'],
    [{ preferredCurrency: 'INR' }, 'INR'],
    [{ preferredCurrency: 'inr' }, 'INR'],
    [{ preferredCurrency: 'EUR' }, 'USD'],
    [{ preferredCurrency: 'USD', phoneNumber: '+91 98765 43210' }, 'INR'],
    [{ preferredCurrency: null, phoneNumber: null }, 'USD'],
  ])('%o → %s', (input, currency) => {
    expect(defaultCurrencyFor(input)).toBe(currency);
  });

  it.each([
    ['+91 98765 43210', '91'],
    ['+1 212 555 0100', '1'],
    ['612345678', undefined],
  ])('calling code of %s is %s', (phoneNumber, callingCode) => {
    expect(callingCodeOfPhoneNumber(phoneNumber)).toBe(callingCode);
  });
});

describe('moneyFormatter', () => {
  it.each([
    ['en-US', 'USD', 123450, '$1,234.50'],
    ['es', 'EUR', 5, '0,05\u00a0€'],
  ] as const)('%s %s %s minor units: as formatMoney says', (locale, currency, amountMinor, expected) => {
    expect(moneyFormatter(currency, locale)(amountMinor)).toBe(expected);
    expect(formatMoney({ amountMinor, currency }, locale)).toBe(expected);
  });
});
