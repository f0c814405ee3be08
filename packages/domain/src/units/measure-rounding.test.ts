import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundMeasure, roundUpToHalfUnit } from './measure-rounding';

describe('roundMeasure', () => {
  it.each([
    [0.0364, 3, 0.036],
    [0.0365, 3, 0.037],
    [1.0005, 3, 1.001],
    [1.005, 2, 1.01],
    [166.6666, 2, 166.67],
    [2.675, 2, 2.68],
    [-1.005, 2, -1.01],
    [-0.0001, 3, 0],
    [12, 3, 12],
  ])('%s to %s decimals is %s', (value, decimals, expected) => {
    expect(roundMeasure(value, decimals)).toBe(expected);
  });

  it('never answers −0', () => {
    expect(Object.is(roundMeasure(-0.0001, 2), 0)).toBe(true);
  });
});

describe('roundUpToHalfUnit (ceil(2x) / 2)', () => {
  it.each([
    [0, 0],
    [0.1, 0.5],
    [0.5, 0.5],
    [0.51, 1],
    [1, 1],
    [1.01, 1.5],
    [45.2, 45.5],
    [45.5, 45.5],
    [45.51, 46],
  ])('%s rounds up to %s', (value, expected) => {
    expect(roundUpToHalfUnit(value)).toBe(expected);
  });

  it('is at least x and at most half a unit above it, on a half-unit step', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundUpToHalfUnit(value);
        return rounded >= value && rounded - value <= 0.5 && Number.isInteger(rounded * 2);
      }),
    );
  });
});
