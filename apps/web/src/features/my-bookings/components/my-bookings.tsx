import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CustomerListEmpty, CustomerListPage } from '@/components/list-page/customer-list-page';
import { ListResults } from '@/components/list-page/list-results';
import { useUrlList } from '@/lib/use-url-list';
import { myBookingsQueryOptions } from '../api/my-bookings';
import { hasFilters, myBookingsRequestOf, withFilter } from '../lib/url-filters';
import { MyBookingsFilters } from './my-bookings-filters';
import { MyBookingsCards, MyBookingsTable } from './my-bookings-list';

const listTitleId = 'my-bookings-list-title';

function Bookings() {
  const { t } = useTranslation();
  const list = useUrlList(myBookingsRequestOf, withFilter);
  const { request } = list;
  const bookings = useQuery(myBookingsQueryOptions(request));
  const isFiltered = hasFilters(request);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MyBookingsFilters
        status={request.status ?? ''}
        mode={request.mode ?? ''}
        search={list.textOf('search')}
        onChange={list.onFilterChange}
      />
      <ListResults
        titleId={listTitleId}
        countText={(total) => t('myBookings.count', { total })}
        loadingText={t('myBookings.loading')}
        errorText={t('myBookings.loadError')}
        query={bookings}
        empty={
          <CustomerListEmpty
            title={t(isFiltered ? 'myBookings.empty.filteredTitle' : 'myBookings.empty.title')}
            description={t(isFiltered ? 'myBookings.empty.filteredDescription' : 'myBookings.empty.description')}
            newQuote={t('myBookings.empty.newQuote')}
            {...(isFiltered
              ? { clearFilters: { label: t('myBookings.empty.clearFilters'), onClick: list.clearFilters } }
              : {})}
          />
        }
        table={(rows) => <MyBookingsTable bookings={rows} captionId={listTitleId} />}
        cards={(rows) => <MyBookingsCards bookings={rows} captionId={listTitleId} />}
        page={request.page}
        onPageChange={list.goToPage}
        pageLabel={(type, item, selected) =>
          type === 'page'
            ? t(selected ? 'myBookings.paging.current' : 'myBookings.paging.page', { page: item })
            : t(`myBookings.paging.${type}`)
        }
        paginationLabel={t('myBookings.paging.label')}
      />
    </Box>
  );
}

/** `/shipments` (docs/product/booking.md#my-bookings): the customer's bookings; a visitor is asked to sign in. */
export function MyBookings({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <CustomerListPage
      title={title}
      signIn={{ description: t('myBookings.signIn.description'), action: t('myBookings.signIn.action') }}
    >
      <Bookings />
    </CustomerListPage>
  );
}
