/**
 * A CO2e mass as a person reads it (docs/decisions/060-co2e-per-rate.md): kilograms below one
 * tonne, tonnes from one tonne, to three significant figures ("860 kg", "86.4 kg", "1.24 t",
 * "12.4 t") and never finer than a whole unit from 100 up ("124 t", "1240 t"). The web formats
 * `amount` with Intl.NumberFormat and `maximumFractionDigits` in the reader's language.
 */
export interface Co2eDisplay {
  amount: number;
  unit: 'kg' | 't';
  maximumFractionDigits: number;
}

export function co2eForDisplay(co2eKg: number): Co2eDisplay {
  const kilograms = Math.max(0, co2eKg);
  const unit = kilograms >= 1000 ? 't' : 'kg';
  const value = unit === 't' ? kilograms / 1000 : kilograms;
  const roundedTo = (digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  const digitsFor = (magnitude: number) => (magnitude <= 0 ? 2 : Math.max(0, 2 - Math.floor(Math.log10(magnitude))));
  let maximumFractionDigits = digitsFor(value);
  let amount = roundedTo(maximumFractionDigits);
  // Rounding may carry into the next power of ten (99.96 → 100.0): show it with the fewer digits.
  if (digitsFor(amount) < maximumFractionDigits) {
    maximumFractionDigits = digitsFor(amount);
    amount = roundedTo(maximumFractionDigits);
  }
  // 999.6 kg rounds to 1000 kg: one tonne.
  if (unit === 'kg' && amount >= 1000) return { amount: 1, unit: 't', maximumFractionDigits: 2 };
  return { amount, unit, maximumFractionDigits };
}
