import type { QuoteView, Rate } from '@freightdesk/domain';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithReload } from '@/lib/lazy-with-reload';

export interface RateDetailProps {
  quote: QuoteView;
  rate: Rate | null;
  today: string;
  showsInternalData: boolean;
  /** Book the rate (an expired one opens the expired-rate dialog instead); no button without it. */
  onBook?: ((rate: Rate) => void) | undefined;
  routeMap?: ReactNode;
  /** Staff's actions on the rate (the route fills them), shown with the internal data. */
  staffTools?: ReactNode;
}

// The chosen rate's parts (facts, breakdown table, exclusions) are fetched with the first rate chosen, not with the
// list (ADR 082).
const ChosenRateDetail = lazyWithReload<RateDetailProps & { rate: Rate }>('chosen-rate-detail', () =>
  import('./chosen-rate-detail').then((module) => ({ default: module.ChosenRateDetail })),
);

/** The chosen rate's details ('Details unavailable' until one is chosen). */
export function RateDetail(props: RateDetailProps) {
  const { t } = useTranslation();
  const { rate, routeMap } = props;
  if (!rate) {
    return (
      <Paper component="section" variant="outlined" aria-labelledby="rate-detail-title" sx={{ p: 2 }}>
        <Typography id="rate-detail-title" component="h2" sx={{ fontWeight: 600 }}>
          {t('quoteResults.detail.unavailableTitle')}
        </Typography>
        <Typography variant="body2">{t('quoteResults.detail.unavailableText')}</Typography>
        {routeMap}
      </Paper>
    );
  }
  return (
    <Suspense fallback={<Paper component="section" variant="outlined" aria-busy sx={{ p: 2, minHeight: 240 }} />}>
      <ChosenRateDetail {...props} rate={rate} />
    </Suspense>
  );
}
