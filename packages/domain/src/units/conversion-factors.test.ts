import { describe, expect, it } from 'vitest';
import {
  centimetresPerInch,
  cubicCentimetresPerCubicMetre,
  cubicInchesPerCubicMetreForRowVolume,
  cubicMetresPerCubicFoot,
  cubicMetresPerCubicInch,
  kilogramsPerPound,
} from './conversion-factors';

describe('conversion factors of docs/product/quoting.md#units-and-conversions', () => {
  it.each([
    ['centimetres per inch', centimetresPerInch, 2.54],
    ['kilograms per pound', kilogramsPerPound, 0.45359237],
    ['cubic metres per cubic foot', cubicMetresPerCubicFoot, 0.0283168],
    ['cubic metres per cubic inch', cubicMetresPerCubicInch, 1.63871e-5],
    ['cm³ per m³ (row volume divisor, cm)', cubicCentimetresPerCubicMetre, 1e6],
    ['in³ per m³ (row volume divisor, in)', cubicInchesPerCubicMetreForRowVolume, 61023.842],
  ])('%s is exactly the product spec’s figure', (_name, factor, seedFigure) => {
    expect(factor).toBe(seedFigure);
  });

  it('the inch row divisor agrees with the cubic-inch factor to within 5 parts per million', () => {
    expect(Math.abs(cubicInchesPerCubicMetreForRowVolume * cubicMetresPerCubicInch - 1)).toBeLessThan(5e-6);
  });
});
