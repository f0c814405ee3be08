/**
 * Rounds a measure to `decimals` places, halves away from zero. The product is first cut to 15
 * significant digits so that binary noise (1.0005 × 1000 = 1000.4999…) does not round a true
 * half down.
 */
export function roundMeasure(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded; // never −0
}

/**
 * Rounds up to the next half unit: ceil(2x) / 2 (docs/product/quoting.md#units-and-conversions). Exact for every float
 * x.
 */
export function roundUpToHalfUnit(value: number): number {
  return Math.ceil(value * 2) / 2;
}
