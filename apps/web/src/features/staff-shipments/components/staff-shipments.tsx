import type { StaffShipmentsFilter } from '@freightdesk/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsDesktop } from '@/components/layouts/app-shell/use-is-desktop';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { exportStaffShipments, staffShipmentsQueryOptions } from '../api/staff-shipments';
import { hasFilters, staffShipmentsQueryOf, withFilter, withPage, type FilterName } from '../lib/url-filters';
import { StaffShipmentsFilters } from './staff-shipments-filters';
import { StaffShipmentsCards, StaffShipmentsTable } from './staff-shipments-list';

const listTitleId = 'staff-shipments-list-title';

/**
 * All shipments (`/admin/shipments`, ADR 077): every booking of the brand with filters, search, sort and pages kept in
 * the address; a table on wide screens, cards on phones; the filtered list exported as CSV; each booking opens its
 * page in staff mode or is re-quoted in place.
 */
export function StaffShipments() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = staffShipmentsQueryOf(searchParams);
  const shipments = useQuery(staffShipmentsQueryOptions(query));
  const isWide = useIsDesktop();
  const onFilterChange = useCallback(
    (name: FilterName, value: string) =>
      setSearchParams((current) => withFilter(current, name, value), { replace: true }),
    [setSearchParams],
  );
  const { page: _page, pageSize: _pageSize, ...filter } = query;
  const exporting = useMutation({
    mutationFn: (wanted: StaffShipmentsFilter) =>
      exportStaffShipments(wanted, i18n.language, t('staffShipments.export.fileName')),
    onError: (error) => {
      publishGlobalError(toApiError(error).code);
    },
  });
  const page = shipments.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.meta.total / page.meta.pageSize)) : 1;
  const textOf = (name: 'search' | 'customer' | 'origin' | 'destination') => searchParams.get(name)?.trim() ?? '';
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
          search: textOf('search'),
          customer: textOf('customer'),
          origin: textOf('origin'),
          destination: textOf('destination'),
        }}
        onChange={onFilterChange}
        onClear={() => setSearchParams({}, { replace: true })}
      />
      <Typography id={listTitleId} component="h2" variant="h6" aria-live="polite">
        {page ? t('staffShipments.list.count', { count: page.meta.total }) : t('staffShipments.list.loading')}
      </Typography>
      {shipments.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void shipments.refetch()}>
              {t('staffShipments.list.retry')}
            </Button>
          }
        >
          {t('staffShipments.list.error')}
        </Alert>
      )}
      {shipments.isPending && <CircularProgress aria-label={t('staffShipments.list.loading')} />}
      {page && page.data.length === 0 && (
        <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Typography>
            {t(hasFilters(query) ? 'staffShipments.list.emptyFiltered' : 'staffShipments.list.empty')}
          </Typography>
        </Box>
      )}
      {page && page.data.length > 0 && (
        <Box sx={{ opacity: shipments.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms', minWidth: 0 }}>
          {isWide ? (
            <StaffShipmentsTable shipments={page.data} captionId={listTitleId} />
          ) : (
            <StaffShipmentsCards shipments={page.data} captionId={listTitleId} />
          )}
        </Box>
      )}
      {page && pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(query.page, pageCount)}
          onChange={(_event, next) => setSearchParams((current) => withPage(current, next))}
          getItemAriaLabel={(type, item) =>
            type === 'page'
              ? t('staffShipments.list.page', { page: item, pages: pageCount })
              : type === 'previous'
                ? t('staffShipments.list.previous')
                : t('staffShipments.list.next')
          }
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Box>
  );
}
