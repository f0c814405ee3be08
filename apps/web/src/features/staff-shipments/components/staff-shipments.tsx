import type { StaffShipmentsFilter } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListResults } from '@/components/list-page/list-results';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { useUrlList } from '@/lib/use-url-list';
import { exportStaffShipments, staffShipmentsQueryOptions } from '../api/staff-shipments';
import { hasFilters, staffShipmentsQueryOf, withFilter } from '../lib/url-filters';
import { StaffShipmentsFilters } from './staff-shipments-filters';
import { StaffShipmentsCards, StaffShipmentsTable } from './staff-shipments-list';
import { Alert } from '@/components/ui/alert';

const listTitleId = 'staff-shipments-list-title';

/**
 * All shipments (`/admin/shipments`, ADR 077): every booking of the brand with filters, search, sort and pages kept in
 * the address; a table on wide screens, cards on phones; the filtered list exported as CSV; each booking opens its
 * page in staff mode or is re-quoted in place.
 */
export function StaffShipments() {
  const { t, i18n } = useTranslation();
  const list = useUrlList(staffShipmentsQueryOf, withFilter);
  const query = list.request;
  const shipments = useQuery(staffShipmentsQueryOptions(query));
  const { page: _page, pageSize: _pageSize, ...filter } = query;
  const exporting = useMutation({
    mutationFn: (wanted: StaffShipmentsFilter) =>
      exportStaffShipments(wanted, i18n.language, t('staffShipments.export.fileName')),
    onError: (error) => {
      publishGlobalError(toApiError(error).code);
    },
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1440, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('staffShipments.intro')}</Typography>
        <Button variant="outlined" loading={exporting.isPending} onClick={() => exporting.mutate(filter)}>
          {t(exporting.isPending ? 'staffShipments.export.busy' : 'staffShipments.export.button')}
        </Button>
      </Box>
      {exporting.isError && <Alert severity="error">{t('staffShipments.export.failed')}</Alert>}
      <StaffShipmentsFilters
        query={query}
        texts={{
          search: list.textOf('search'),
          customer: list.textOf('customer'),
          origin: list.textOf('origin'),
          destination: list.textOf('destination'),
        }}
        onChange={list.onFilterChange}
        onClear={list.clearFilters}
      />
      <ListResults
        titleId={listTitleId}
        countText={(count) => t('staffShipments.list.count', { count })}
        loadingText={t('staffShipments.list.loading')}
        errorText={t('staffShipments.list.error')}
        retryText={t('staffShipments.list.retry')}
        query={shipments}
        empty={
          <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
            <Typography>
              {t(hasFilters(query) ? 'staffShipments.list.emptyFiltered' : 'staffShipments.list.empty')}
            </Typography>
          </Box>
        }
        table={(rows) => <StaffShipmentsTable shipments={rows} captionId={listTitleId} />}
        cards={(rows) => <StaffShipmentsCards shipments={rows} captionId={listTitleId} />}
        page={query.page}
        onPageChange={list.goToPage}
        pageLabel={(type, item, _selected, pages) =>
          type === 'page'
            ? t('staffShipments.list.page', { page: item, pages })
            : type === 'previous'
              ? t('staffShipments.list.previous')
              : t('staffShipments.list.next')
        }
      />
    </Box>
  );
}
