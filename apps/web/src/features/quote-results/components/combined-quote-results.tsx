import {
  cheapestRateOf,
  fastestRateOf,
  isLanguage,
  parseCombinedQuoteLocation,
  type CargoSearch,
  type QuoteView,
} from '@freightdesk/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/layouts/app-shell/visually-hidden';
import { Button } from '@/components/ui/button';
import { localToday } from '@/lib/local-today';
import { quoteQueryOptions } from '@/lib/quote-view-query';
import { searchQuoteQueryOptions } from '../api/search-quote';
import { useResultsFormat } from '../lib/format';
import type { QuoteResultsSlots } from '../lib/slots';
import { QuoteLoader } from './quote-loader';
import { QuoteResults, type QuoteResultsProps } from './quote-results';
import { QuoteProblem } from './quote-problem';

const modes = ['lcl', 'fcl'] as const;
type Mode = (typeof modes)[number];

function useModeQuote(key: string, search: CargoSearch, language: string) {
  const created = useQuery(searchQuoteQueryOptions(key, search, language));
  const quoteId = created.data?.uuid ?? '';
  const quote = useQuery({
    ...quoteQueryOptions(quoteId, { currency: null, language: isLanguage(language) ? language : 'en' }),
    enabled: quoteId !== '',
  });
  return { quoteId, quote: quote.data, failed: created.isError || quote.isError };
}

export interface CombinedQuoteResultsProps extends QuoteResultsSlots, Pick<QuoteResultsProps, 'onBookRate'> {
  pathname: string;
  search: string;
}

/**
 * A combined quote (docs/decisions/056-combined-quotes.md): one loose cargo priced as LCL and as FCL, compared side
 * by side (rates, lowest price, shortest transit), then either mode's full results.
 */
export function CombinedQuoteResults({ pathname, search, ...rest }: CombinedQuoteResultsProps) {
  const { t } = useTranslation();
  const today = localToday();
  const decoded = useMemo(() => parseCombinedQuoteLocation(pathname, search, { today }), [pathname, search, today]);
  if (!decoded.ok) {
    return (
      <QuoteProblem
        message={t(
          decoded.reason === 'cargoNotLoose' ? 'quoteResults.combined.notLoose' : 'quoteResults.search.notASearch',
        )}
      />
    );
  }
  return <CombinedComparison searchKey={`${today}${pathname}${search}`} searches={decoded.searches} {...rest} />;
}

function CombinedComparison({
  searchKey,
  searches,
  ...rest
}: { searchKey: string; searches: Record<Mode, CargoSearch> } & QuoteResultsSlots &
  Pick<QuoteResultsProps, 'onBookRate'>) {
  const { t, i18n } = useTranslation();
  const format = useResultsFormat();
  const today = localToday();
  const lcl = useModeQuote(`${searchKey}|lcl`, searches.lcl, i18n.language);
  const fcl = useModeQuote(`${searchKey}|fcl`, searches.fcl, i18n.language);
  const [chosen, setChosen] = useState<Mode | null>(null);
  const byMode: Record<Mode, { quoteId: string; quote: QuoteView | undefined; failed: boolean }> = { lcl, fcl };
  if (!lcl.quote && !fcl.quote && !lcl.failed && !fcl.failed) {
    return <QuoteLoader step="sendingToCarriers" onRetry={() => window.location.reload()} />;
  }
  const containers = searches.fcl.cargo?.kind === 'containers' ? searches.fcl.cargo.containers : [];
  const summary = (quote: QuoteView | undefined) => {
    if (!quote || quote.rates.length === 0) return null;
    const cheapest = cheapestRateOf(quote.rates, { now: today });
    const fastest = fastestRateOf(quote.rates, { now: today });
    return { count: quote.rates.length, cheapest, fastest };
  };
  // Until the shipper chooses: LCL, unless only FCL has rates.
  const shown: Mode = chosen ?? (!lcl.quote?.rates.length && fcl.quote?.rates.length ? 'fcl' : 'lcl');
  const shownQuote = byMode[shown];
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {t('quoteResults.combined.title')}
      </Typography>
      <Typography>
        {t('quoteResults.combined.intro', {
          containers: containers.map((item) => `${item.quantity} × ${item.containerType}`).join(', '),
        })}
      </Typography>
      <Paper variant="outlined">
        <Table aria-label={t('quoteResults.combined.comparison')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('quoteResults.combined.mode')}</TableCell>
              <TableCell>{t('quoteResults.combined.rates')}</TableCell>
              <TableCell>{t('quoteResults.combined.from')}</TableCell>
              <TableCell>{t('quoteResults.combined.fastest')}</TableCell>
              <TableCell>
                <span style={visuallyHidden}>{t('quoteResults.table.action')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {modes.map((mode) => {
              const facts = summary(byMode[mode].quote);
              return (
                <TableRow key={mode} selected={shown === mode}>
                  <TableCell component="th" scope="row">
                    {t(`quoteResults.mode.${mode.toUpperCase()}`)}
                  </TableCell>
                  <TableCell>{facts ? facts.count : byMode[mode].quote ? 0 : '…'}</TableCell>
                  <TableCell>
                    {facts?.cheapest ? format.money(facts.cheapest.total.total, facts.cheapest.total.currency) : '—'}
                  </TableCell>
                  <TableCell>
                    {facts?.fastest?.transitTimeDays != null
                      ? t('quoteResults.rate.transitDays', { count: facts.fastest.transitTimeDays })
                      : '—'}
                  </TableCell>
                  <TableCell>
                    <Button
                      variant={shown === mode ? 'contained' : 'outlined'}
                      aria-pressed={shown === mode}
                      onClick={() => setChosen(mode)}
                    >
                      {t('quoteResults.combined.show', { mode: t(`quoteResults.mode.${mode.toUpperCase()}`) })}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      {shownQuote.quoteId !== '' && (
        <QuoteResults
          key={shownQuote.quoteId}
          quoteId={shownQuote.quoteId}
          title={t('quoteResults.combined.modeRates', { mode: t(`quoteResults.mode.${shown.toUpperCase()}`) })}
          {...rest}
        />
      )}
    </Stack>
  );
}
