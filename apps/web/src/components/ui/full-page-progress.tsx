import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * A spinning ring in the brand's primary colour. Drawn with CSS rather than MUI's
 * CircularProgress: it is on screen for a moment at start-up, and the start-up download has a
 * budget (ADR 019). Still an indeterminate progressbar to assistive technology.
 */
const Spinner = styled('span')(({ theme }) => ({
  display: 'block',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${theme.palette.brand.primary.p100}`,
  borderTopColor: theme.palette.primary.main,
  animation: `${spin} 0.9s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
}));

/** A centred, labelled progress indicator for whole-page waits (brand, first route). */
export function FullPageProgress({ labelKey = 'app.loading' }: { labelKey?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} aria-busy="true">
      <Spinner role="progressbar" aria-label={t(labelKey)} />
    </Box>
  );
}
