import { z } from 'zod';
import { addDaysToIsoDate, isValidIsoDate, type IsoDate } from '../search/iso-date';

/**
 * The console's rate settings (docs/decisions/080-rate-settings-and-audit.md): what staff with the `rateManagement`
 * permission edit by hand beside the rate sheets. The path `/admin/rate-management/settings/:settingsArea` names one.
 */
export const rateSettingsAreas = ['exchange-rates', 'carriers', 'port-charges', 'additional-services'] as const;
export type RateSettingsArea = (typeof rateSettingsAreas)[number];

export const isRateSettingsArea = (value: unknown): value is RateSettingsArea =>
  typeof value === 'string' && (rateSettingsAreas as readonly string[]).includes(value);

/** The audit log's entity type of each area's rows. */
export const rateSettingsEntityTypes = {
  'exchange-rates': 'exchangeRate',
  carriers: 'carrier',
  'port-charges': 'portCharge',
  'additional-services': 'additionalServicePrice',
} as const satisfies Record<RateSettingsArea, string>;
export type RateSettingsEntityType = (typeof rateSettingsEntityTypes)[RateSettingsArea];

/** The i18n keys of this area's field messages (texts in the web's `rateSettings` locale area). */
export const rateSettingsMessage = (key: RateSettingsMessageKey) => `rateSettings.validation.${key}`;
export type RateSettingsMessageKey =
  | 'rateFormat'
  | 'ratePositive'
  | 'sameCurrency'
  | 'dateFormat'
  | 'asOfDateTooFarAhead'
  | 'asOfDateTooEarly'
  | 'carrierCode'
  | 'modesRequired'
  | 'logoUrl'
  | 'amount'
  | 'terminalCode'
  | 'chargeCode'
  | 'containerTypeBasis'
  | 'validToBeforeFrom'
  | 'percent'
  | 'percentRequired'
  | 'countryCode';

export const rateSettingsLimits = {
  /**
   * An exchange rate may be dated at most this many days after today: a rate agreed for next Monday can be entered
   * on Friday; quotes use it from its date (quotes use the latest rate dated on or before their day).
   */
  exchangeRateMaxDaysAhead: 7,
  /** Nothing before this day: a typo in the year, not a rate anyone prices with. */
  exchangeRateEarliestDate: '2000-01-01',
  /** Decimal places of an exchange rate (central banks publish 4 to 6). */
  exchangeRateMaxDecimals: 6,
  /** Digits before the point (1 USD = 1,000,000 of a currency is already far beyond any listed pair). */
  exchangeRateMaxIntegerDigits: 7,
  /** A charge of at most 10,000,000.00 in minor units. */
  amountMaxMinor: 1_000_000_000,
  nameMaxLength: 80,
  logoUrlMaxLength: 500,
} as const;

/** Why an exchange rate's date is refused today, or null: at most `exchangeRateMaxDaysAhead` ahead, not before 2000. */
export function exchangeRateDateProblem(asOfDate: IsoDate, today: IsoDate): RateSettingsMessageKey | null {
  if (!isValidIsoDate(asOfDate)) return 'dateFormat';
  if (asOfDate < rateSettingsLimits.exchangeRateEarliestDate) return 'asOfDateTooEarly';
  if (asOfDate > addDaysToIsoDate(today, rateSettingsLimits.exchangeRateMaxDaysAhead)) return 'asOfDateTooFarAhead';
  return null;
}

const { exchangeRateMaxIntegerDigits: integerDigits, exchangeRateMaxDecimals: decimals } = rateSettingsLimits;
const exchangeRatePattern = new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`);

/** 1 base = `rate` quote, as a decimal string ("0.9234"): positive, at most 6 decimals. Commas are read as points. */
export const exchangeRateValueSchema = z
  .string()
  .trim()
  .transform((text) => text.replace(',', '.'))
  .pipe(
    z
      .string()
      .regex(exchangeRatePattern, { error: rateSettingsMessage('rateFormat'), abort: true })
      .refine((text) => Number(text) > 0, { error: rateSettingsMessage('ratePositive') }),
  );

/**
 * A money amount typed as a decimal ("120.5", "1,250.00" is not accepted: no thousands separators) to its integer
 * minor units (2 decimals for USD, EUR and INR, ADR 003); null for text that is not such an amount.
 */
export function decimalAmountToMinor(text: string): number | null {
  const match = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor <= rateSettingsLimits.amountMaxMinor ? minor : null;
}

/** Integer minor units as the decimal a form shows ("120.50"). */
export const minorToDecimalAmount = (minor: number): string =>
  `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
