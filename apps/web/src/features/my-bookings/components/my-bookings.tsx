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
import { myBookingsQueryOptions } from '../api/my-bookings';
import { hasFilters, myBookingsRequestOf, withFilter, withPage, type FilterName } from '../lib/url-filters';
import { MyBookingsFilters } from './my-bookings-filters';
import { MyBookingsCards, MyBookingsTable } from './my-bookings-list';

function SignInPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(authPanelQueryParam, 'signIn');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography>{t('myBookings.signIn.description')}</Typography>
      <Button to={{ search: search.toString() }} variant="contained" preventScrollReset>
        {t('myBookings.signIn.action')}
      </Button>
    </Box>
  );
}

/** No booking (or none the filters keep): the way to a new quote, or back to every booking. */
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
        {t(isFiltered ? 'myBookings.empty.filteredTitle' : 'myBookings.empty.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t(isFiltered ? 'myBookings.empty.filteredDescription' : 'myBookings.empty.description')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button to={localizedHref(paths.getQuote.getHref({ serviceType: 'ocean' }))} variant="contained">
          {t('myBookings.empty.newQuote')}
        </Button>
        {isFiltered && (
          <Button variant="outlined" onClick={onClearFilters}>
            {t('myBookings.empty.clearFilters')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

function Bookings() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const request = myBookingsRequestOf(searchParams);
  const bookings = useQuery(myBookingsQueryOptions(request));
  const isWide = useIsDesktop();
  const onFilterChange = useCallback(
    (name: FilterName, value: string) =>
      setSearchParams((current) => withFilter(current, name, value), { replace: true }),
    [setSearchParams],
  );
  const page = bookings.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.meta.total / page.meta.pageSize)) : 1;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MyBookingsFilters
        status={request.status ?? ''}
        mode={request.mode ?? ''}
        search={searchParams.get('search')?.trim() ?? ''}
        onChange={onFilterChange}
      />
      <Typography id="my-bookings-list-title" component="h2" variant="h6" aria-live="polite">
        {page ? t('myBookings.count', { total: page.meta.total }) : t('myBookings.loading')}
      </Typography>
      {bookings.isError && <Alert severity="error">{t('myBookings.loadError')}</Alert>}
      {bookings.isPending && <CircularProgress aria-label={t('myBookings.loading')} />}
      {page && page.data.length === 0 && (
        <EmptyState isFiltered={hasFilters(request)} onClearFilters={() => setSearchParams({}, { replace: true })} />
      )}
      {page && page.data.length > 0 && (
        <Box sx={{ opacity: bookings.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {isWide ? (
            <MyBookingsTable bookings={page.data} captionId="my-bookings-list-title" />
          ) : (
            <MyBookingsCards bookings={page.data} captionId="my-bookings-list-title" />
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
              ? t(selected ? 'myBookings.paging.current' : 'myBookings.paging.page', { page: item })
              : t(`myBookings.paging.${type}`)
          }
          sx={{ alignSelf: 'center' }}
          aria-label={t('myBookings.paging.label')}
        />
      )}
    </Box>
  );
}

/** `/shipments` (docs/product/booking.md#my-bookings): the customer's bookings; a visitor is asked to sign in. */
export function MyBookings({ title }: { title: string }) {
  const { isLoggedIn } = useSession();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1280 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {title}
      </Typography>
      {isLoggedIn ? <Bookings /> : <SignInPrompt />}
    </Box>
  );
}
