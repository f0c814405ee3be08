import { currencies, type Currency, type QuoteView } from '@freightdesk/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useResultsFormat } from '../lib/format';
import { Alert } from '@/components/ui/alert';

export interface ResultsHeaderProps {
  quote: QuoteView;
  title?: string | undefined;
  onCurrencyChange: (currency: Currency) => void;
  actions?: ReactNode;
}

/** The quote's heading: its route, mode and ready date, the currency choice, copy the address, the actions slot. */
export function ResultsHeader({ quote, title, onCurrencyChange, actions }: ResultsHeaderProps) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  // "Shanghai, China"; Arabic separates them with its own comma.
  const placeName = (end: QuoteView['origin']) =>
    t('quoteResults.header.place', { city: end.city ?? end.code, country: end.countryName });
  const [copied, setCopied] = useState(false);
  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      {/* Under another page's heading (a combined quote) the quote's own title is a second-level one. */}
      <Typography variant="h1" component={title ? 'h2' : 'h1'} sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {title ??
          t('quoteResults.header.title', {
            origin: placeName(quote.origin),
            destination: placeName(quote.destination),
          })}
      </Typography>
      <Typography color="text.secondary">
        {[
          t(`quoteResults.mode.${quote.shipmentType}`),
          quote.cargoReadyDate
            ? t(quote.isDap ? 'quoteResults.header.arrival' : 'quoteResults.header.ready', {
                date: format.date(quote.cargoReadyDate),
              })
            : null,
          t('quoteResults.header.validUntil', { date: format.date(quote.validUntil) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {quote.isExpired && (
        <Alert severity="warning" role="alert">
          {t('quoteResults.header.expired')}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('quoteResults.header.currency')}
          value={quote.currency}
          onChange={(event) => onCurrencyChange(event.target.value as Currency)}
          sx={{ minWidth: 120 }}
        >
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </TextField>
        {/* The actions (share, copy link, save) bring their own copy of the quote's address. */}
        {actions ?? (
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon fontSize="small" />}
            onClick={() => void copyAddress()}
          >
            {copied ? t('quoteResults.header.copied') : t('quoteResults.header.copyAddress')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
