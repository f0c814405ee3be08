import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CustomerListEmpty, CustomerListPage } from '@/components/list-page/customer-list-page';
import { ListResults } from '@/components/list-page/list-results';
import { useUrlList } from '@/lib/use-url-list';
import { myQuotesQueryOptions } from '../api/my-quotes';
import { hasFilters, myQuotesRequestOf, withFilter } from '../lib/url-filters';
import { MyQuotesCards } from './my-quotes-cards';
import { MyQuotesFilters } from './my-quotes-filters';
import { MyQuotesTable } from './my-quotes-table';

const listTitleId = 'my-quotes-list-title';

/** The signed-in customer's list: filters and page in the address, the rows, the pages. */
function SavedQuotes() {
  const { t } = useTranslation();
  const list = useUrlList(myQuotesRequestOf, withFilter);
  const { request } = list;
  const quotes = useQuery(myQuotesQueryOptions(request));
  const isFiltered = hasFilters(request);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MyQuotesFilters request={request} onChange={list.onFilterChange} />
      <ListResults
        titleId={listTitleId}
        countText={(total) => t('myQuotes.count', { total })}
        loadingText={t('myQuotes.loading')}
        errorText={t('myQuotes.loadError')}
        query={quotes}
        empty={
          <CustomerListEmpty
            title={t(isFiltered ? 'myQuotes.empty.filteredTitle' : 'myQuotes.empty.title')}
            description={t(isFiltered ? 'myQuotes.empty.filteredDescription' : 'myQuotes.empty.description')}
            newQuote={t('myQuotes.empty.newQuote')}
            {...(isFiltered
              ? { clearFilters: { label: t('myQuotes.empty.clearFilters'), onClick: list.clearFilters } }
              : {})}
          />
        }
        // A table on wide screens; one card per quote on narrow ones, where eight columns do not fit.
        table={(rows) => <MyQuotesTable quotes={rows} captionId={listTitleId} />}
        cards={(rows) => <MyQuotesCards quotes={rows} captionId={listTitleId} />}
        page={request.page}
        onPageChange={list.goToPage}
        pageLabel={(type, item, selected) =>
          type === 'page'
            ? t(selected ? 'myQuotes.paging.current' : 'myQuotes.paging.page', { page: item })
            : t(`myQuotes.paging.${type}`)
        }
        paginationLabel={t('myQuotes.paging.label')}
      />
    </Box>
  );
}

/** `/quotes` (docs/product/quoting.md#my-quotes): the customer's saved quotes; a visitor is asked to sign in. */
export function MyQuotes({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <CustomerListPage
      title={title}
      signIn={{ description: t('myQuotes.signIn.description'), action: t('myQuotes.signIn.action') }}
    >
      <SavedQuotes />
    </CustomerListPage>
  );
}
