import { i18nKeyOf, isLanguage, type Currency, type Language, type QuoteView, type Rate } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { useDismissFirstScreen } from '@/lib/use-dismiss-first-screen';
import { useQuote } from '../hooks/use-quote';
import { useQuoteAnalytics } from '../hooks/use-quote-analytics';
import type { QuoteResultsSlots } from '../lib/slots';
import { QuoteLoader } from './quote-loader';
import { QuoteProblem } from './quote-problem';
import { ResultsBody } from './results-body';
import { Alert } from '@/components/ui/alert';

export interface QuoteResultsProps extends QuoteResultsSlots {
  quoteId: string;
  /** Open this rate's details at once (the rate routes). */
  initialRateId?: string | undefined;
  /** A heading in place of "Rates from … to …". */
  title?: string | undefined;
  onRateSelected?: ((rate: Rate) => void) | undefined;
  onBookRate?: ((rate: Rate, quote: QuoteView) => void) | undefined;
}

/**
 * A quote's results (docs/product/quoting.md#results-screen): read in the reader's language and chosen currency,
 * followed live while it fills; the loader only while no rate is known, 'No results found' (the route's slot)
 * when it ends without any.
 */
export function QuoteResults({
  quoteId,
  initialRateId,
  title,
  onRateSelected,
  onBookRate,
  ...slots
}: QuoteResultsProps) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [currency, setCurrency] = useState<Currency | null>(null);
  const { query, quote } = useQuote(quoteId, { currency, language });
  const { track } = useQuoteAnalytics(quote);
  // The server's first screen (ADR 093) stays while the quote is read, then gives way to what is read: the results,
  // or what stands in for them.
  useDismissFirstScreen(quote !== undefined || query.isError);

  if (query.isError && !quote) {
    const { code } = toApiError(query.error);
    // A quote that does not exist will not come on a retry: offer a new one instead.
    if (code === 'QUOTE_NOT_FOUND') return <QuoteProblem message={t(i18nKeyOf(code))} />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('quoteResults.slow.retry')}
          </Button>
        }
      >
        {t(i18nKeyOf(code))}
      </Alert>
    );
  }
  if (!quote) return <QuoteLoader step="checkingRoutes" onRetry={() => void query.refetch()} />;
  if (quote.rates.length === 0 && !quote.isCompleted && !quote.isExpired) {
    return <QuoteLoader step="waitingForRates" onRetry={() => void query.refetch()} />;
  }
  if (quote.rates.length === 0) {
    return (
      <Box>
        <Typography variant="h1" component={title ? 'h2' : 'h1'} sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1 }}>
          {t('quoteResults.noResults.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {quote.noInstantQuoteReason === 'RESTRICTED_COMMODITY'
            ? t('quoteResults.noResults.restricted')
            : t('quoteResults.noResults.text')}
        </Typography>
        {slots.renderNoResults?.(quote)}
      </Box>
    );
  }
  return (
    <ResultsBody
      // A new quote (another id) starts a fresh view; a currency change keeps filters and choice.
      key={quote.uuid}
      quote={quote}
      title={title}
      initialRateId={initialRateId}
      onCurrencyChange={setCurrency}
      onRateSelected={onRateSelected}
      onBookRate={onBookRate}
      track={track}
      {...slots}
    />
  );
}
