/**
 * Exact decimal scaling and rounding for money. A JavaScript number such as 1.005 is stored
 * as 1.00499999…; multiplying it by 100 and rounding would give 100, not the 101 a person
 * typing "1.005" expects. So numbers are read through their shortest decimal text (what
 * `String(n)` prints, the digits the person typed) and scaled with BigInt arithmetic.
 */
export const moneyRoundingModes = ['halfUp', 'halfEven'] as const;
/**
 * `halfUp`: ties away from zero (commercial rounding, 2.5 → 3, −2.5 → −3).
 * `halfEven`: ties to the even neighbour (banker's rounding, 2.5 → 2, 3.5 → 4).
 */
export type MoneyRoundingMode = (typeof moneyRoundingModes)[number];

/** The default for every money rounding (ADR 010): commercial half-up. */
export const defaultMoneyRoundingMode: MoneyRoundingMode = 'halfUp';

/** value = coefficient / 10^scale, exactly as the number's shortest decimal text reads. */
export interface ExactDecimal {
  coefficient: bigint;
  scale: number;
}

export function exactDecimalOf(value: number): ExactDecimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const [mantissa = '0', exponentText = '0'] = Math.abs(value).toString().split('e');
  const [integerDigits = '0', fractionDigits = ''] = mantissa.split('.');
  const sign = value < 0 ? -1n : 1n;
  let coefficient = BigInt(integerDigits + fractionDigits) * sign;
  let scale = fractionDigits.length - Number(exponentText);
  if (scale < 0) {
    coefficient *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { coefficient, scale };
}

/** numerator / denominator rounded to an integer; denominator must be positive. */
export function divideAndRound(numerator: bigint, denominator: bigint, mode: MoneyRoundingMode): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const direction = numerator < 0n ? -1n : 1n;
  const twiceRemainder = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twiceRemainder > denominator) return quotient + direction;
  if (twiceRemainder < denominator) return quotient;
  if (mode === 'halfUp') return quotient + direction;
  return quotient % 2n === 0n ? quotient : quotient + direction;
}

/** `value × 10^digits` rounded to an integer, exactly (1.005 at 2 digits → 101 half-up). */
export function scaleToInteger(value: number, digits: number, mode: MoneyRoundingMode): bigint {
  const { coefficient, scale } = exactDecimalOf(value);
  if (digits >= scale) return coefficient * 10n ** BigInt(digits - scale);
  return divideAndRound(coefficient, 10n ** BigInt(scale - digits), mode);
}

export function toSafeInteger(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value}`);
  return result;
}
