import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlainList } from '@/components/ui/plain-list';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { myQuotesQueryOptions } from '../api/my-quotes';
import { cargoSummaryText } from '../lib/cargo-summary-text';
import { placeText, savedOnText } from '../lib/quote-row-text';

/** How many of the latest saved quotes the dashboard lists. */
export const recentQuotesCount = 5;

/**
 * The signed-in dashboard's latest saved quotes (docs/product/shell.md#dashboard): each opens the quote again; the
 * whole list is on My quotes. Runs inside `AppQueries` (the home route loads it after the first paint).
 */
export function RecentQuotes() {
  const { t, i18n } = useTranslation();
  const localizedHref = useLocalizedHref();
  const quotes = useQuery(myQuotesQueryOptions({ quoteType: 'default', page: 1, pageSize: recentQuotesCount }));
  if (quotes.isError) return null;
  const rows = quotes.data?.data;
  return (
    <Box component="section" aria-labelledby="recent-quotes-title" aria-busy={quotes.isPending}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id="recent-quotes-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {t('myQuotes.recent.title')}
        </Typography>
        {rows && rows.length > 0 && (
          <TextLink to={localizedHref(paths.quotes.getHref())}>{t('myQuotes.recent.seeAll')}</TextLink>
        )}
      </Box>
      {rows?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('myQuotes.recent.none')}</Typography>}
      {rows && rows.length > 0 && (
        <PlainList sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          {rows.map((quote) => (
            <Box
              component="li"
              key={quote.uuid}
              sx={{ p: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' }, display: 'grid', gap: 0.25 }}
            >
              <TextLink to={localizedHref(paths.quote.getHref({ quoteId: quote.uuid }))} underline="hover">
                {t('myQuotes.recent.route', {
                  origin: placeText(quote.origin),
                  destination: placeText(quote.destination),
                })}
              </TextLink>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[
                  t(`myQuotes.modes.${quote.mode}`),
                  cargoSummaryText(quote.cargo, t, i18n.language),
                  savedOnText(quote.savedOn, quote.createdAt, i18n.language),
                ].join(' · ')}
              </Typography>
            </Box>
          ))}
        </PlainList>
      )}
    </Box>
  );
}
