import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand/brand-context';
import { RatingStars } from './rating-stars';

/**
 * A footer item (docs/product/shell.md#onboarding-journey-layout): a title, a description, and stars when it is a
 * rating.
 */
interface FooterItem {
  key: string;
  title: string;
  description: string;
  isRating: boolean;
  rating: number;
}

/**
 * The journey's footer (docs/product/shell.md#onboarding-journey-layout, docs/product/brands.md#brand-configuration):
 * the brand's own figures (trade lanes, instant quotes, rating with stars, customers, quotes per day, continents).
 */
export function OnboardingFooter() {
  const { t, i18n } = useTranslation();
  const { name, statistics } = useBrand();
  const format = (value: number, maximumFractionDigits = 0) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits }).format(value);
  const atLeast = (value: number) => t('onboarding.footer.atLeast', { value: format(value) });
  const item = (key: string, title: string, description: string): FooterItem => ({
    key,
    title,
    description,
    isRating: false,
    rating: 0,
  });
  const items: FooterItem[] = [
    item('tradeLanes', atLeast(statistics.tradeLanes), t('onboarding.footer.tradeLanes')),
    item('instantQuotes', atLeast(statistics.instantQuotes), t('onboarding.footer.instantQuotes')),
    {
      key: 'rating',
      title: format(statistics.rating, 1),
      description: t('onboarding.footer.ratedBy', { users: atLeast(statistics.ratingCount) }),
      isRating: true,
      rating: statistics.rating,
    },
    item('customers', atLeast(statistics.customers), t('onboarding.footer.customers')),
    item('quotesPerDay', atLeast(statistics.quotesPerDay), t('onboarding.footer.quotesPerDay')),
    item('continents', format(statistics.continents), t('onboarding.footer.continents')),
  ];

  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 2, md: 4 }, py: 4 }}
    >
      <Typography component="h2" variant="h6" sx={{ textAlign: 'center', mb: 3 }}>
        {t('onboarding.footer.title', { brandName: name })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mx: 'auto',
          maxWidth: 1080,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
          textAlign: 'center',
        }}
      >
        {items.map((footerItem) => (
          <Box
            component="li"
            key={footerItem.key}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}
          >
            <Typography
              component="p"
              sx={{
                fontFamily: (theme) => theme.typography.h1.fontFamily,
                fontWeight: 700,
                fontSize: '1.5rem',
                color: 'primary.dark',
              }}
            >
              {footerItem.title}
            </Typography>
            {footerItem.isRating && <RatingStars rating={footerItem.rating} />}
            <Typography variant="body2" color="text.secondary">
              {footerItem.description}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
