import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampRating, ratingStars } from './rating-stars';

describe('clampRating (docs/product/shell.md#onboarding-journey-layout: 0..5)', () => {
  it.each([
    [4.3, 4.3],
    [0, 0],
    [5, 5],
    [-1, 0],
    [7.5, 5],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 5],
  ])('%d → %d', (rating, clamped) => {
    expect(clampRating(rating)).toBe(clamped);
  });
});

describe('ratingStars (partial stars for fractions)', () => {
  it.each([
    [4.3, [1, 1, 1, 1, 0.3], ['full', 'full', 'full', 'full', 'partial']],
    [5, [1, 1, 1, 1, 1], ['full', 'full', 'full', 'full', 'full']],
    [0, [0, 0, 0, 0, 0], ['empty', 'empty', 'empty', 'empty', 'empty']],
    [2.5, [1, 1, 0.5, 0, 0], ['full', 'full', 'partial', 'empty', 'empty']],
    [0.25, [0.25, 0, 0, 0, 0], ['partial', 'empty', 'empty', 'empty', 'empty']],
    [9, [1, 1, 1, 1, 1], ['full', 'full', 'full', 'full', 'full']],
    [-3, [0, 0, 0, 0, 0], ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%d → %j', (rating, fractions, kinds) => {
    const stars = ratingStars(rating);
    expect(stars.map((star) => star.fraction)).toEqual(fractions);
    expect(stars.map((star) => star.kind)).toEqual(kinds);
  });

  it('always draws five stars whose fill adds up to the clamped rating', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (rating) => {
        const stars = ratingStars(rating);
        expect(stars).toHaveLength(5);
        const filled = stars.reduce((sum, star) => sum + star.fraction, 0);
        expect(Math.abs(filled - clampRating(rating))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
