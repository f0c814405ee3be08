import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { useLastedLongerThan } from '../hooks/use-elapsed';

// The 'taking longer' dialog (MUI's Dialog and Modal) is fetched when it is due, not with every results page (ADR 082).
const QuoteSlowDialog = lazyWithReload<{ onRetry: () => void }>('quote-slow-dialog', () =>
  import('./quote-slow-dialog').then((module) => ({ default: module.QuoteSlowDialog })),
);

export const loaderSteps = ['checkingRoutes', 'sendingToCarriers', 'waitingForRates'] as const;
export type LoaderStep = (typeof loaderSteps)[number];

/** Without any rate for this long, the loader offers to try again (docs/decisions/057-quote-results-screen.md). */
export const slowLoadAfterMs = 20_000;

/**
 * The loader's three steps (docs/product/quoting.md#progressive-fill) and, after `slowLoadAfterMs` without a rate,
 * 'This is taking longer than usual' with try again and go to the dashboard. Rates normally replace it at once.
 */
export function QuoteLoader({ step, onRetry }: { step: LoaderStep; onRetry: () => void }) {
  const { t } = useTranslation();
  const slow = useLastedLongerThan(true, slowLoadAfterMs);
  const current = loaderSteps.indexOf(step);
  return (
    <Box role="status" aria-live="polite" sx={{ maxWidth: 480, mx: 'auto', py: 6 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('quoteResults.loader.title')}
      </Typography>
      <LinearProgress aria-label={t('quoteResults.loader.title')} sx={{ mb: 3 }} />
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {loaderSteps.map((name, index) => (
          <Stack component="li" key={name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {index < current ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon
                color={index === current ? 'primary' : 'disabled'}
                fontSize="small"
                aria-hidden
              />
            )}
            <Typography sx={{ fontWeight: index === current ? 600 : 400 }}>
              {t(`quoteResults.loader.steps.${name}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {slow && (
        <Suspense fallback={null}>
          <QuoteSlowDialog onRetry={onRetry} />
        </Suspense>
      )}
    </Box>
  );
}
