import { co2eForDisplay } from '@freightdesk/domain';
import type { TFunction } from 'i18next';

/**
 * A CO2e estimate as the reader's language writes it: "860 kg CO₂e", "1.24 t CO₂e", "١٫٢٤ طن …".
 * The rounding is the domain's (`co2eForDisplay`, docs/decisions/060-co2e-per-rate.md); the
 * digits and separators are Intl's, the unit and its place the `emissions` texts'.
 */
export function formatCo2e(co2eKg: number, language: string, t: TFunction): string {
  const { amount, unit, maximumFractionDigits } = co2eForDisplay(co2eKg);
  const number = numberFormatOf(language, maximumFractionDigits).format(amount);
  return t(unit === 't' ? 'emissions.amount.tonnes' : 'emissions.amount.kilograms', { amount: number });
}

// A results page formats a figure per rate: building the formatter is the costly part, so each is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormatOf(language: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${language}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}
