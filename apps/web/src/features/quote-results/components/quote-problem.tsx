import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/** A quote that cannot be shown (an address that is no search, a quote not found): why, and a way to a new quote. */
export function QuoteProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
      <Alert severity="error" sx={{ width: '100%' }}>
        {message}
      </Alert>
      <Button variant="contained" to={localizedHref(paths.getQuote.getHref({ serviceType: 'ocean' }))}>
        {t('quoteResults.search.newQuote')}
      </Button>
    </Stack>
  );
}
