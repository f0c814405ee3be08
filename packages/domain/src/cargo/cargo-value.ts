import { moneyToMajor, type Money } from '../money/money';
import type { Currency } from '../shipping/shipment-type';

/** A declared cargo value is required and at least 1 (docs/product/quoting.md#search-validity). */
export const cargoValueMinimum = 1;

/**
 * At or above these values a continuous customs bond must be chosen instead of a single-entry
 * bond (docs/product/quoting.md#search-validity, docs/product/quoting.md#cargo-limits). The product spec names no INR
 * figure: an INR value never forces it here; a caller that knows the day's exchange rate may check the USD equivalent
 * instead.
 */
export const continuousBondCargoValueThresholds: Readonly<Partial<Record<Currency, number>>> = {
  USD: 78000,
  EUR: 74000,
};

/** @param cargoValue the declared value as money (integer minor units + currency, ADR 003) */
export function mustChooseContinuousBond(cargoValue: Money): boolean {
  const threshold = continuousBondCargoValueThresholds[cargoValue.currency];
  return threshold !== undefined && moneyToMajor(cargoValue) >= threshold;
}

/** Vehicles insured or shipped: a whole number, at least 1 (docs/product/quoting.md#cargo). */
export const numberOfVehiclesMinimum = 1;
