import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/** 'This is taking longer than usual': try again, or the dashboard (docs/decisions/057-quote-results-screen.md). */
export function QuoteSlowDialog({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <Dialog open aria-labelledby="quote-slow-title" aria-describedby="quote-slow-text">
      <DialogTitle id="quote-slow-title">{t('quoteResults.slow.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="quote-slow-text">{t('quoteResults.slow.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button to={localizedHref(paths.home.getHref())}>{t('quoteResults.slow.dashboard')}</Button>
        <Button variant="contained" onClick={onRetry}>
          {t('quoteResults.slow.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
