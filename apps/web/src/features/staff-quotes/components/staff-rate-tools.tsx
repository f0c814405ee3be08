import { permissionsOfStaffRole, type QuoteView, type Rate, type RatePriceFormat } from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session';
import { downloadRatePrice } from '../api/download-rate-price';
import { Alert } from '@/components/ui/alert';

export interface StaffRateToolsProps {
  quote: QuoteView;
  rate: Rate;
}

/**
 * The actions staff see on a rate (docs/decisions/081-staff-quote-tools.md): view the tariff row in rate
 * management, download the price as CSV or PDF, and — with `quotePricing` — customise the quote.
 */
export function StaffRateTools({ quote, rate }: StaffRateToolsProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { language } = useLanguage();
  const localizedHref = useLocalizedHref();
  const [busy, setBusy] = useState<RatePriceFormat | null>(null);
  const [failed, setFailed] = useState(false);
  if (!user?.staffRole) return null;
  const mayCustomise = permissionsOfStaffRole(user.staffRole).includes('quotePricing');
  const { tariffKind, tariffId } = rate.internal ?? {};
  const download = async (format: RatePriceFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadRatePrice({
        quoteId: quote.uuid,
        rateUuid: rate.uuid,
        format,
        language,
        currency: rate.total.currency,
      });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack component="section" aria-labelledby={`staff-tools-${rate.uuid}`} spacing={1} sx={{ mt: 2 }}>
      <Typography id={`staff-tools-${rate.uuid}`} component="h3" sx={{ fontWeight: 600 }}>
        {t('staffQuotes.actions.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {tariffKind && tariffId && (
          <Button variant="outlined" to={localizedHref(paths.adminTariff.getHref({ tariffKind, tariffId }))}>
            {t('staffQuotes.actions.viewInRateEngine')}
          </Button>
        )}
        <Button variant="outlined" loading={busy === 'csv'} onClick={() => void download('csv')}>
          {t('staffQuotes.actions.downloadCsv')}
        </Button>
        <Button variant="outlined" loading={busy === 'pdf'} onClick={() => void download('pdf')}>
          {t('staffQuotes.actions.downloadPdf')}
        </Button>
        {mayCustomise && (
          <Button variant="contained" to={localizedHref(paths.adminCustomiseQuote.getHref({ quoteId: quote.uuid }))}>
            {t('staffQuotes.actions.customise')}
          </Button>
        )}
      </Stack>
      {failed && (
        <Alert severity="error" role="alert">
          {t('staffQuotes.actions.downloadFailed')}
        </Alert>
      )}
    </Stack>
  );
}
