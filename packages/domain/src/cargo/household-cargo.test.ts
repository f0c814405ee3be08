import { describe, expect, it } from 'vitest';
import { centimetresPerInch, kilogramsPerPound } from '../units/conversion-factors';
import type { ApartmentType, BoxSize } from './cargo-items';
import { apartmentSpecifications, apartmentTypeNames, boxSpecifications } from './household-cargo';

describe('box sizes of docs/product/quoting.md#household-moves', () => {
  it.each([
    ['small', 0.036],
    ['medium', 0.096],
    ['large', 0.288],
  ] as const)('a %s box holds %s m³', (size, volumeM3) => {
    expect(boxSpecifications[size].volumeM3).toBe(volumeM3);
  });

  it.each([
    ['small', 15],
    ['medium', 25],
    ['large', 40],
  ] as const)('a %s box weighs %s Kg', (size, weightKg) => {
    expect(boxSpecifications[size].weightKg).toBe(weightKg);
  });

  it.each([
    ['small', 33],
    ['medium', 55],
    ['large', 88],
  ] as const)('a %s box weighs %s Lb', (size, weightLb) => {
    expect(boxSpecifications[size].weightLb).toBe(weightLb);
  });

  it.each([
    ['small', 40, 30, 30],
    ['medium', 60, 40, 40],
    ['large', 80, 60, 60],
  ] as const)('a %s box measures %s × %s × %s cm', (size, length, width, height) => {
    expect(boxSpecifications[size].dimensionsCm).toEqual({ length, width, height });
  });

  it.each([
    ['small', 15.7, 11.8, 11.8],
    ['medium', 23.6, 15.7, 15.7],
    ['large', 31.4, 23.6, 23.6],
  ] as const)('a %s box measures %s × %s × %s in', (size, length, width, height) => {
    expect(boxSpecifications[size].dimensionsIn).toEqual({ length, width, height });
  });

  const sizes: BoxSize[] = ['small', 'medium', 'large'];

  it.each(sizes)('the %s box volume is its cm dimensions multiplied out', (size) => {
    const { length, width, height } = boxSpecifications[size].dimensionsCm;
    expect((length * width * height) / 1e6).toBeCloseTo(boxSpecifications[size].volumeM3, 9);
  });

  it.each(sizes)('the %s box inches are its centimetres to within 0.1 in', (size) => {
    const { dimensionsCm, dimensionsIn } = boxSpecifications[size];
    for (const axis of ['length', 'width', 'height'] as const) {
      expect(Math.abs(dimensionsCm[axis] / centimetresPerInch - dimensionsIn[axis])).toBeLessThan(0.1);
    }
  });

  it.each(sizes)('the %s box pounds are its kilograms to within 0.5 lb', (size) => {
    const { weightKg, weightLb } = boxSpecifications[size];
    expect(Math.abs(weightKg / kilogramsPerPound - weightLb)).toBeLessThan(0.5);
  });
});

describe('apartment sizes of docs/product/quoting.md#household-moves', () => {
  it.each([
    ['1BHK', 12],
    ['2BHK', 20],
    ['3BHK', 33],
    ['4BHK', 67],
  ] as const)('%s holds %s m³', (apartmentType, volumeM3) => {
    expect(apartmentSpecifications[apartmentType].volumeM3).toBe(volumeM3);
  });

  it.each([
    ['1BHK', 5000],
    ['2BHK', 21000],
    ['3BHK', 28000],
    ['4BHK', 28800],
  ] as const)('%s weighs %s', (apartmentType, weightKg) => {
    expect(apartmentSpecifications[apartmentType].weightKg).toBe(weightKg);
  });

  it.each([
    ['1BHK', 'one_bedroom'],
    ['2BHK', 'two_bedroom'],
    ['3BHK', 'three_bedroom'],
    ['4BHK', 'four_plus_bedroom'],
  ] as const)('%s is coded for %s', (apartmentType: ApartmentType, name) => {
    expect(apartmentTypeNames[apartmentType]).toBe(name);
  });
});
