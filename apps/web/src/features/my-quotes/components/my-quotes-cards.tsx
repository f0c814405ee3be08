import type { MyQuoteSummary } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/layouts/app-shell/visually-hidden';
import { ListCard, ListCards } from '@/components/list-page/list-table';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { cargoSummaryText } from '../lib/cargo-summary-text';
import { placeText, savedOnText, shortQuoteId } from '../lib/quote-row-text';

/** My quotes on a narrow screen: the table's columns as one card per quote, read from top to bottom. */
export function MyQuotesCards({ quotes, captionId }: { quotes: readonly MyQuoteSummary[]; captionId: string }) {
  const { t, i18n } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <ListCards captionId={captionId}>
      {quotes.map((quote) => {
        const id = shortQuoteId(quote.uuid);
        const fields = [
          ['mode', t(`myQuotes.modes.${quote.mode}`)],
          ['quoteType', t(`myQuotes.quoteTypes.${quote.quoteType}`)],
          ['origin', placeText(quote.origin)],
          ['destination', placeText(quote.destination)],
          ['savedOn', savedOnText(quote.savedOn, quote.createdAt, i18n.language)],
          ['cargo', cargoSummaryText(quote.cargo, t, i18n.language)],
        ] as const;
        return (
          <ListCard key={quote.uuid}>
            <Typography component="h3" sx={{ fontFamily: 'monospace', fontWeight: 600, mb: 1 }}>
              <span style={visuallyHidden}>{t('myQuotes.columns.quoteId')}</span> {id}
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
            >
              {fields.map(([column, value]) => (
                <Box key={column} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`myQuotes.columns.${column}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {/* Codes and place names read left to right inside a right-to-left page. */}
                    <bdi>{value}</bdi>
                  </Typography>
                </Box>
              ))}
            </Box>
            <Button
              to={localizedHref(paths.quote.getHref({ quoteId: quote.uuid }))}
              variant="outlined"
              fullWidth
              aria-label={t('myQuotes.openQuote', { id })}
              sx={{ mt: 1.5 }}
            >
              {t('myQuotes.open')}
            </Button>
          </ListCard>
        );
      })}
    </ListCards>
  );
}
