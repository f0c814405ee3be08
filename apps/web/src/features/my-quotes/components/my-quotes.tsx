import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useIsDesktop } from '@/components/layouts/app-shell/use-is-desktop';
import { Button } from '@/components/ui/button';
import { authPanelQueryParam, paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session';
import { myQuotesQueryOptions } from '../api/my-quotes';
import { hasFilters, myQuotesRequestOf, withFilter, withPage, type FilterName } from '../lib/url-filters';
import { MyQuotesFilters } from './my-quotes-filters';
import { MyQuotesCards } from './my-quotes-cards';
import { MyQuotesTable } from './my-quotes-table';

/** A visitor has no saved quotes: the page asks them to sign in (the auth panel over this page). */
function SignInPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(authPanelQueryParam, 'signIn');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography>{t('myQuotes.signIn.description')}</Typography>
      <Button to={{ search: search.toString() }} variant="contained" preventScrollReset>
        {t('myQuotes.signIn.action')}
      </Button>
    </Box>
  );
}

/** No saved quote (or none that the filters keep): the way to a new quote, or back to every quote. */
function EmptyState({ isFiltered, onClearFilters }: { isFiltered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'flex-start',
        p: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="h2" variant="h6">
        {t(isFiltered ? 'myQuotes.empty.filteredTitle' : 'myQuotes.empty.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t(isFiltered ? 'myQuotes.empty.filteredDescription' : 'myQuotes.empty.description')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button to={localizedHref(paths.getQuote.getHref({ serviceType: 'ocean' }))} variant="contained">
          {t('myQuotes.empty.newQuote')}
        </Button>
        {isFiltered && (
          <Button variant="outlined" onClick={onClearFilters}>
            {t('myQuotes.empty.clearFilters')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The signed-in customer's list: filters and page in the address, the rows, the pages. */
function SavedQuotes() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const request = myQuotesRequestOf(searchParams);
  const quotes = useQuery(myQuotesQueryOptions(request));
  // A table on wide screens; one card per quote on narrow ones, where eight columns do not fit.
  const isWide = useIsDesktop();
  const onFilterChange = useCallback(
    (name: FilterName, value: string) =>
      setSearchParams((current) => withFilter(current, name, value), { replace: true }),
    [setSearchParams],
  );
  const page = quotes.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.meta.total / page.meta.pageSize)) : 1;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MyQuotesFilters request={request} onChange={onFilterChange} />
      <Typography id="my-quotes-list-title" component="h2" variant="h6" aria-live="polite">
        {page ? t('myQuotes.count', { total: page.meta.total }) : t('myQuotes.loading')}
      </Typography>
      {quotes.isError && <Alert severity="error">{t('myQuotes.loadError')}</Alert>}
      {quotes.isPending && <CircularProgress aria-label={t('myQuotes.loading')} />}
      {page && page.data.length === 0 && (
        <EmptyState isFiltered={hasFilters(request)} onClearFilters={() => setSearchParams({}, { replace: true })} />
      )}
      {page && page.data.length > 0 && (
        <Box sx={{ opacity: quotes.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {isWide ? (
            <MyQuotesTable quotes={page.data} captionId="my-quotes-list-title" />
          ) : (
            <MyQuotesCards quotes={page.data} captionId="my-quotes-list-title" />
          )}
        </Box>
      )}
      {page && pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(request.page, pageCount)}
          onChange={(_event, next) => setSearchParams((current) => withPage(current, next))}
          getItemAriaLabel={(type, item, selected) =>
            type === 'page'
              ? t(selected ? 'myQuotes.paging.current' : 'myQuotes.paging.page', { page: item })
              : t(`myQuotes.paging.${type}`)
          }
          sx={{ alignSelf: 'center' }}
          aria-label={t('myQuotes.paging.label')}
        />
      )}
    </Box>
  );
}

/** `/quotes` (docs/product/quoting.md#my-quotes): the customer's saved quotes; a visitor is asked to sign in. */
export function MyQuotes({ title }: { title: string }) {
  const { isLoggedIn } = useSession();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1280 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {title}
      </Typography>
      {isLoggedIn ? <SavedQuotes /> : <SignInPrompt />}
    </Box>
  );
}
