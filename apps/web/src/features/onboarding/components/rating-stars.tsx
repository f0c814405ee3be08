import { clampRating, ratingStars } from '@freightdesk/domain';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const starSizePx = 20;

/**
 * A rating as five stars, the last one partly filled for a fraction (docs/product/shell.md#onboarding-journey-layout:
 * 4.3 → four full stars and a 30 % one), clamped to 0..5. One image to assistive technology, named by the
 * rating; the fill runs from the start side, so it mirrors in Arabic.
 */
export function RatingStars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation();
  const value = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(clampRating(rating));
  return (
    <Box
      role="img"
      aria-label={t('onboarding.footer.ratingLabel', { rating: value })}
      sx={{ display: 'inline-flex', gap: 0.25 }}
    >
      {ratingStars(rating).map((star, index) => (
        <Box key={index} data-fill={star.fraction} sx={{ position: 'relative', width: starSizePx, height: starSizePx }}>
          <StarRounded
            sx={{ position: 'absolute', insetInlineStart: 0, top: 0, fontSize: starSizePx, color: 'action.disabled' }}
          />
          <Box
            sx={{
              position: 'absolute',
              insetInlineStart: 0,
              top: 0,
              height: starSizePx,
              width: `${star.fraction * 100}%`,
              overflow: 'hidden',
            }}
          >
            <StarRounded sx={{ display: 'block', fontSize: starSizePx, color: 'warning.main' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
