/** The rating scale (docs/product/brands.md#brand-configuration): 0 to 5 stars. */
export const RATING_MAX_STARS = 5;

/** A rating clamped to 0..5 (docs/product/shell.md#onboarding-journey-layout); anything not a number shows as 0. */
export function clampRating(rating: number): number {
  if (Number.isNaN(rating)) return 0;
  return Math.min(RATING_MAX_STARS, Math.max(0, rating));
}

export type RatingStarKind = 'full' | 'partial' | 'empty';

export interface RatingStar {
  kind: RatingStarKind;
  /** How much of the star is filled, 0 to 1 (to 2 decimals: 4.3 gives a last star of 0.3). */
  fraction: number;
}

/**
 * The five stars of a rating (docs/product/shell.md#onboarding-journey-layout: partial stars for fractions): 4.3 → four
 * full stars and one filled 30 %; values outside 0..5 are clamped first.
 */
export function ratingStars(rating: number): RatingStar[] {
  const clamped = clampRating(rating);
  return Array.from({ length: RATING_MAX_STARS }, (_, index) => {
    // Rounding to hundredths hides float noise (4.3 − 4 = 0.2999…).
    const fraction = Math.round(Math.min(1, Math.max(0, clamped - index)) * 100) / 100;
    const kind: RatingStarKind = fraction === 1 ? 'full' : fraction === 0 ? 'empty' : 'partial';
    return { kind, fraction };
  });
}
