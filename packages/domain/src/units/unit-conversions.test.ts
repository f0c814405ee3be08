import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dimensionUnits, volumeUnits, weightUnits } from '../cargo/cargo-items';
import {
  cmToLength,
  convertLength,
  convertVolume,
  convertWeight,
  kgToWeight,
  lengthToCm,
  m3ToVolume,
  volumeToM3,
  weightToKg,
} from './unit-conversions';

describe('conversions to the base unit', () => {
  it.each([
    [1, 'in', 2.54],
    [10, 'in', 25.4],
    [96, 'in', 243.84],
    [48, 'in', 121.92],
    [40, 'cm', 40],
  ] as const)('%s %s is %s cm', (value, unit, expectedCm) => {
    expect(lengthToCm(value, unit)).toBeCloseTo(expectedCm, 10);
    expect(cmToLength(expectedCm, unit)).toBeCloseTo(value, 10);
  });

  it.each([
    [1, 'Lb', 0.45359237],
    [10000, 'Lb', 4535.9237],
    [100, 'Kg', 100],
  ] as const)('%s %s is %s kg', (value, unit, expectedKg) => {
    expect(weightToKg(value, unit)).toBeCloseTo(expectedKg, 9);
    expect(kgToWeight(expectedKg, unit)).toBeCloseTo(value, 9);
  });

  it.each([
    [1, 'FT3', 0.0283168],
    [1, 'IN3', 1.63871e-5],
    [706, 'FT3', 19.9916608],
    [2, 'M3', 2],
  ] as const)('%s %s is %s m³', (value, unit, expectedM3) => {
    expect(volumeToM3(value, unit)).toBeCloseTo(expectedM3, 12);
    expect(m3ToVolume(expectedM3, unit)).toBeCloseTo(value, 8);
  });

  it('converts between two non-base units through the base unit (1 ft³ ≈ 1728 in³)', () => {
    expect(convertVolume(1, 'FT3', 'IN3')).toBeCloseTo(0.0283168 / 1.63871e-5, 9);
    expect(convertVolume(1, 'FT3', 'IN3')).toBeCloseTo(1728, 0);
  });

  it('returns the value untouched when both units are the same', () => {
    expect(convertWeight(22046, 'Lb', 'Lb')).toBe(22046);
    expect(convertLength(232, 'in', 'in')).toBe(232);
    expect(convertVolume(706, 'FT3', 'FT3')).toBe(706);
  });
});

const positiveMeasure = fc.double({ min: 1e-6, max: 1e7, noNaN: true, noDefaultInfinity: true });
const relativelyClose = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));

describe('conversion properties', () => {
  it('a length round-trips between any two units', () => {
    fc.assert(
      fc.property(
        positiveMeasure,
        fc.constantFrom(...dimensionUnits),
        fc.constantFrom(...dimensionUnits),
        (value, from, to) => relativelyClose(convertLength(convertLength(value, from, to), to, from), value),
      ),
    );
  });

  it('a weight round-trips between any two units', () => {
    fc.assert(
      fc.property(
        positiveMeasure,
        fc.constantFrom(...weightUnits),
        fc.constantFrom(...weightUnits),
        (value, from, to) => relativelyClose(convertWeight(convertWeight(value, from, to), to, from), value),
      ),
    );
  });

  it('a volume round-trips between any two units', () => {
    fc.assert(
      fc.property(
        positiveMeasure,
        fc.constantFrom(...volumeUnits),
        fc.constantFrom(...volumeUnits),
        (value, from, to) => relativelyClose(convertVolume(convertVolume(value, from, to), to, from), value),
      ),
    );
  });

  it('conversions keep order: a larger measure never converts to a smaller one', () => {
    fc.assert(
      fc.property(
        positiveMeasure,
        positiveMeasure,
        fc.constantFrom(...volumeUnits),
        fc.constantFrom(...volumeUnits),
        fc.constantFrom(...weightUnits),
        fc.constantFrom(...weightUnits),
        fc.constantFrom(...dimensionUnits),
        fc.constantFrom(...dimensionUnits),
        (a, b, vFrom, vTo, wFrom, wTo, lFrom, lTo) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          return (
            convertVolume(small, vFrom, vTo) <= convertVolume(large, vFrom, vTo) &&
            convertWeight(small, wFrom, wTo) <= convertWeight(large, wFrom, wTo) &&
            convertLength(small, lFrom, lTo) <= convertLength(large, lFrom, lTo)
          );
        },
      ),
    );
  });
});
