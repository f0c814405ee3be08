import {
  sortDirections,
  phoneNumberForDisplay,
  staffCustomerQueryMinLength,
  staffCustomerSortKeys,
  type SortDirection,
  type StaffCustomerSortKey,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { customerSearchQueryOptions } from '../api/staff-customers';
import { formatDate, formatDateTime } from './format';
import { useDebouncedValue } from './use-debounced-value';
import { Alert } from '@/components/ui/alert';

const pageSize = 20;
/** How long typing pauses before the search runs. */
const searchDelayMs = 250;

const isSortKey = (value: string | null): value is StaffCustomerSortKey =>
  (staffCustomerSortKeys as readonly (string | null)[]).includes(value);
const isDirection = (value: string | null): value is SortDirection =>
  (sortDirections as readonly (string | null)[]).includes(value);

/**
 * All customers (docs/product/staff.md#all-customers, ADR 075): a search that answers while typing (from 3
 * characters, debounced; a newer query cancels the older request), sortable columns and pages. The sort and page
 * live in the address, so the way back from a customer returns to the same list.
 */
export function CustomersList({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localizedHref = useLocalizedHref();
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('query') ?? '');
  const settledText = useDebouncedValue(text.trim(), searchDelayMs);
  const query = settledText.length >= staffCustomerQueryMinLength ? settledText : undefined;
  const sortParam = searchParams.get('sort');
  const orderParam = searchParams.get('order');
  const sort: StaffCustomerSortKey = isSortKey(sortParam) ? sortParam : 'createdAt';
  const order: SortDirection = isDirection(orderParam) ? orderParam : 'desc';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const found = useQuery(customerSearchQueryOptions({ query, sort, order, page, pageSize }));
  const answer = found.data;
  // The matches are counted up to this page only (ADR 085): while more follow, the next page is the last one offered.
  const pageCount = answer
    ? answer.meta.totalIsCapped
      ? page + 1
      : Math.max(1, Math.ceil(answer.meta.total / pageSize))
    : 1;
  const isTooShort = text.trim().length > 0 && text.trim().length < staffCustomerQueryMinLength;

  const update = (changes: Record<string, string | undefined>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const sortBy = (key: StaffCustomerSortKey) =>
    update({ sort: key, order: sort === key && order === 'asc' ? 'desc' : 'asc', page: undefined });

  const countText = answer
    ? t(answer.meta.totalIsCapped ? 'staffCustomers.list.countCapped' : 'staffCustomers.list.count', {
        count: answer.meta.total,
      })
    : t('staffCustomers.list.loading');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          id="staff-customer-search"
          type="search"
          label={t('staffCustomers.list.searchLabel')}
          helperText={isTooShort ? t('staffCustomers.list.searchTooShort') : t('staffCustomers.list.searchHint')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            update({ query: event.target.value.trim() || undefined, page: undefined });
          }}
          sx={{ flex: '1 1 320px', maxWidth: 560 }}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
        {canCreate && (
          <Button to={localizedHref(paths.adminNewCustomer.getHref())} variant="contained" sx={{ mt: 1 }}>
            {t('staffCustomers.list.create')}
          </Button>
        )}
      </Box>
      <Typography id="staff-customers-count" component="h2" variant="h6" aria-live="polite">
        {countText}
      </Typography>
      <Box sx={{ minHeight: 4 }}>{found.isFetching && <LinearProgress aria-hidden />}</Box>
      {found.isError && <Alert severity="error">{t('staffCustomers.list.loadError')}</Alert>}
      {answer && answer.data.length === 0 && (
        <Alert severity="info">
          {query ? t('staffCustomers.list.noMatch', { query }) : t('staffCustomers.list.none')}
        </Alert>
      )}
      {answer && answer.data.length > 0 && (
        // On a phone the table scrolls sideways (keyboard too: the region takes focus) rather than squeezing
        // each e-mail address into a column one letter wide.
        <TableContainer
          tabIndex={0}
          role="region"
          aria-labelledby="staff-customers-count"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Table size="small" aria-labelledby="staff-customers-count" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                {(['name', 'company'] as const).map((key) => (
                  <TableCell key={key} sortDirection={sort === key ? order : false}>
                    <TableSortLabel
                      active={sort === key}
                      direction={sort === key ? order : 'asc'}
                      onClick={() => sortBy(key)}
                    >
                      {t(`staffCustomers.columns.${key}`)}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{t('staffCustomers.columns.email')}</TableCell>
                <TableCell>{t('staffCustomers.columns.phone')}</TableCell>
                {(['createdAt', 'lastSignInAt'] as const).map((key) => (
                  <TableCell key={key} sortDirection={sort === key ? order : false}>
                    <TableSortLabel
                      active={sort === key}
                      direction={sort === key ? order : 'asc'}
                      onClick={() => sortBy(key)}
                    >
                      {t(`staffCustomers.columns.${key}`)}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: found.isPlaceholderData ? 0.6 : 1 }}>
              {answer.data.map((customer) => (
                <TableRow key={customer.id} hover>
                  <TableCell sx={{ minWidth: 140, maxWidth: 240, overflowWrap: 'anywhere' }}>
                    <TextLink to={localizedHref(paths.adminCustomer.getHref({ customerId: customer.id }))}>
                      {customer.name.trim() || customer.email}
                    </TextLink>
                    {customer.staffRole && (
                      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                        {t(`staffCustomers.roles.${customer.staffRole}`)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 200, overflowWrap: 'anywhere' }}>{customer.company ?? '—'}</TableCell>
                  <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                    {/* Isolated: in Arabic the address's dots and @ would otherwise be placed right to left. */}
                    <bdi>{customer.email}</bdi>
                  </TableCell>
                  <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                    {customer.phoneNumber ? phoneNumberForDisplay(customer.phoneNumber) : '—'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(customer.createdAt, language)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {customer.lastSignInAt
                      ? formatDateTime(customer.lastSignInAt, language)
                      : t('staffCustomers.list.never')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {answer && pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_event, next) => update({ page: String(next) })}
          getItemAriaLabel={(type, item, selected) =>
            type === 'page'
              ? t(selected ? 'staffCustomers.paging.current' : 'staffCustomers.paging.page', { page: item })
              : t(`staffCustomers.paging.${type}`)
          }
          sx={{ alignSelf: 'center' }}
          aria-label={t('staffCustomers.paging.label')}
        />
      )}
    </Box>
  );
}
