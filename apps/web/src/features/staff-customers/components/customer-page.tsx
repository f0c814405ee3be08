import {
  defaultCurrency,
  formatMoney,
  moneyToMajor,
  permissionsOfStaffRole,
  phoneNumberForDisplay,
  staffRoles,
  type Money,
  type StaffRole,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditLineForm } from '@/components/staff/credit-line-form';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session';
import {
  customerBookingsQueryOptions,
  customerCreditLineQueryOptions,
  setCustomerCreditLine,
  customerDetailsQueryOptions,
  customerQuotesQueryOptions,
  endCustomerSessions,
  setStaffRole,
} from '../api/staff-customers';
import { formatDate, formatDateTime } from './format';
import { useImpersonate } from './use-impersonate';
import { Alert } from '@/components/ui/alert';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, gap: 1, m: 0 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Pages({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  const count = Math.max(1, Math.ceil(total / pageSize));
  if (count <= 1) return null;
  return (
    <Pagination
      count={count}
      page={Math.min(page, count)}
      onChange={(_event, next) => onChange(next)}
      getItemAriaLabel={(type, item, selected) =>
        type === 'page'
          ? t(selected ? 'staffCustomers.paging.current' : 'staffCustomers.paging.page', { page: item })
          : t(`staffCustomers.paging.${type}`)
      }
      sx={{ mt: 2 }}
    />
  );
}

const placeOf = (place: { city: string | null; code: string }) => place.city ?? place.code;

function QuotesSection({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localizedHref = useLocalizedHref();
  const [page, setPage] = useState(1);
  const quotes = useQuery(customerQuotesQueryOptions(customerId, page));
  return (
    <Section id="staff-customer-quotes" title={t('staffCustomers.customer.quotes')}>
      {quotes.isError && <Alert severity="error">{t('staffCustomers.customer.loadError')}</Alert>}
      {quotes.data?.data.length === 0 && <Typography>{t('staffCustomers.customer.noQuotes')}</Typography>}
      {quotes.data && quotes.data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="staff-customer-quotes">
            <TableHead>
              <TableRow>
                <TableCell>{t('staffCustomers.customer.quoteColumns.route')}</TableCell>
                <TableCell>{t('staffCustomers.customer.quoteColumns.mode')}</TableCell>
                <TableCell>{t('staffCustomers.customer.quoteColumns.created')}</TableCell>
                <TableCell>{t('staffCustomers.customer.quoteColumns.lowest')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quotes.data.data.map((quote) => (
                <TableRow key={quote.uuid}>
                  <TableCell>
                    <TextLink to={localizedHref(paths.quote.getHref({ quoteId: quote.uuid }))}>
                      {`${placeOf(quote.origin)} → ${placeOf(quote.destination)}`}
                    </TextLink>
                  </TableCell>
                  <TableCell>{quote.mode}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(quote.createdAt, language)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {quote.lowestTotal ? formatMoney(quote.lowestTotal, language) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {quotes.data && <Pages total={quotes.data.meta.total} pageSize={10} page={page} onChange={setPage} />}
    </Section>
  );
}

function BookingsSection({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localizedHref = useLocalizedHref();
  const [page, setPage] = useState(1);
  const bookings = useQuery(customerBookingsQueryOptions(customerId, page));
  return (
    <Section id="staff-customer-bookings" title={t('staffCustomers.customer.bookings')}>
      {bookings.isError && <Alert severity="error">{t('staffCustomers.customer.loadError')}</Alert>}
      {bookings.data?.data.length === 0 && <Typography>{t('staffCustomers.customer.noBookings')}</Typography>}
      {bookings.data && bookings.data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="staff-customer-bookings">
            <TableHead>
              <TableRow>
                <TableCell>{t('staffCustomers.customer.bookingColumns.shipment')}</TableCell>
                <TableCell>{t('staffCustomers.customer.bookingColumns.status')}</TableCell>
                <TableCell>{t('staffCustomers.customer.bookingColumns.booked')}</TableCell>
                <TableCell>{t('staffCustomers.customer.bookingColumns.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bookings.data.data.map((booking) => (
                <TableRow key={booking.bookingUuid}>
                  <TableCell>
                    <TextLink to={localizedHref(paths.booking.getHref({ bookingUuid: booking.bookingUuid }))}>
                      {booking.shipmentId}
                    </TextLink>
                  </TableCell>
                  <TableCell>{t(`bookings.status.${booking.status}`, { defaultValue: booking.status })}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(booking.bookedOn, language)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(booking.total, language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {bookings.data && <Pages total={bookings.data.meta.total} pageSize={10} page={page} onChange={setPage} />}
    </Section>
  );
}

function CreditLineSection({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const credit = useQuery(customerCreditLineQueryOptions(customerId));
  const setLine = useMutation({
    mutationFn: (money: Money) => setCustomerCreditLine(customerId, money),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerCreditLineQueryOptions(customerId).queryKey }),
  });
  const line = credit.data;
  return (
    <Section id="staff-customer-credit" title={t('staffCustomers.customer.creditLine')}>
      {credit.isError && <Alert severity="error">{t('staffCustomers.customer.loadError')}</Alert>}
      {line && !line.creditLine && <Typography>{t('staffCustomers.customer.noCreditLine')}</Typography>}
      {line?.creditLine && (
        <Facts
          rows={[
            [t('staffCustomers.customer.creditLimit'), formatMoney(line.creditLine, language)],
            [t('staffCustomers.customer.creditUsed'), line.used ? formatMoney(line.used, language) : '—'],
            [
              t('staffCustomers.customer.creditAvailable'),
              line.available ? formatMoney(line.available, language) : '—',
            ],
          ]}
        />
      )}
      {line && (
        <CreditLineForm
          idPrefix="staff-customer-credit-line"
          labelledBy="staff-customer-credit"
          currency={line.creditLine?.currency ?? defaultCurrency}
          amountMajor={line.creditLine ? String(moneyToMajor(line.creditLine)) : ''}
          save={(money, callbacks) => setLine.mutate(money, callbacks)}
          isSaving={setLine.isPending}
        />
      )}
    </Section>
  );
}

function RoleControl({ customerId, role }: { customerId: string; role: StaffRole }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: StaffRole) => setStaffRole(customerId, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'customers', customerId] }),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 320 }}>
      <TextField
        select
        id="staff-role"
        label={t('staffCustomers.customer.role')}
        value={role}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value as StaffRole)}
        helperText={t('staffCustomers.customer.roleHint')}
      >
        {staffRoles.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`staffCustomers.roles.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {change.isSuccess && <Alert severity="success">{t('staffCustomers.customer.roleSaved')}</Alert>}
      {change.isError && <Alert severity="error">{t('staffCustomers.customer.saveError')}</Alert>}
    </Box>
  );
}

/**
 * The customer page of the console (docs/product/staff.md#all-customers, ADR 075): profile, quotes, bookings (each
 * opens the booking page, where staff work on it), credit line, live sessions, audit trail; impersonate, end their
 * sessions, and — for admins, on a staff member — the role.
 */
export function CustomerPage({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const details = useQuery(customerDetailsQueryOptions(customerId));
  const impersonate = useImpersonate();
  const endSessions = useMutation({
    mutationFn: () => endCustomerSessions(customerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'customers', customerId] }),
  });
  const mayImpersonate = !!user?.staffRole && permissionsOfStaffRole(user.staffRole).includes('impersonation');
  const mayGiveRoles = !!user?.staffRole && permissionsOfStaffRole(user.staffRole).includes('staffRoles');

  if (details.isPending) return <CircularProgress aria-label={t('staffCustomers.list.loading')} />;
  if (details.isError)
    return (
      <Alert severity="error">
        {toApiError(details.error).code === 'USER_NOT_FOUND'
          ? t('staffCustomers.customer.notFound')
          : t('staffCustomers.customer.loadError')}
      </Alert>
    );
  const customer = details.data;
  const name = customer.name.trim() || customer.email;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {mayImpersonate && !customer.isStaff && (
            <Button variant="contained" loading={impersonate.isPending} onClick={() => impersonate.mutate(customer.id)}>
              {t('staffCustomers.customer.impersonate')}
            </Button>
          )}
          <Button variant="outlined" loading={endSessions.isPending} onClick={() => endSessions.mutate()}>
            {t('staffCustomers.customer.endSessions')}
          </Button>
        </Box>
      </Box>
      {impersonate.isError && <Alert severity="error">{t('staffCustomers.customer.impersonateError')}</Alert>}
      {endSessions.isSuccess && <Alert severity="success">{t('staffCustomers.customer.sessionsEnded')}</Alert>}
      <Section id="staff-customer-profile" title={t('staffCustomers.customer.profile')}>
        <Facts
          rows={[
            [t('staffCustomers.columns.email'), customer.email],
            [
              t('staffCustomers.columns.phone'),
              <span dir="ltr">{customer.phoneNumber ? phoneNumberForDisplay(customer.phoneNumber) : '—'}</span>,
            ],
            [t('staffCustomers.columns.company'), customer.company ?? '—'],
            [t('staffCustomers.customer.profileKind'), t(`staffCustomers.profiles.${customer.profile}`)],
            [t('staffCustomers.customer.customerId'), <span dir="ltr">{customer.id}</span>],
            [t('staffCustomers.customer.branch'), customer.backendBranch],
            [t('staffCustomers.customer.country'), customer.country ?? '—'],
            [t('staffCustomers.customer.language'), t(`staffCustomers.languages.${customer.preferredLanguage}`)],
            [t('staffCustomers.columns.createdAt'), formatDateTime(customer.createdAt, language)],
            [
              t('staffCustomers.columns.lastSignInAt'),
              customer.lastSignInAt ? formatDateTime(customer.lastSignInAt, language) : t('staffCustomers.list.never'),
            ],
            [
              t('staffCustomers.customer.account'),
              [
                customer.emailValidated
                  ? t('staffCustomers.customer.emailValidated')
                  : t('staffCustomers.customer.emailNotValidated'),
                customer.hasPassword ? null : t('staffCustomers.customer.noPassword'),
              ]
                .filter(Boolean)
                .join(' · '),
            ],
          ]}
        />
        {customer.isStaff && customer.staffRole && (
          <Box sx={{ mt: 2 }}>
            {mayGiveRoles ? (
              <RoleControl customerId={customer.id} role={customer.staffRole} />
            ) : (
              <Typography>
                {t('staffCustomers.customer.staffAs', { role: t(`staffCustomers.roles.${customer.staffRole}`) })}
              </Typography>
            )}
          </Box>
        )}
      </Section>
      <QuotesSection customerId={customer.id} />
      <BookingsSection customerId={customer.id} />
      <CreditLineSection customerId={customer.id} />
      <Section id="staff-customer-sessions" title={t('staffCustomers.customer.sessions')}>
        {customer.liveSessions.length === 0 ? (
          <Typography>{t('staffCustomers.customer.noSessions')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, ps: 3 }}>
            {customer.liveSessions.map((session) => (
              <li key={session.id}>
                {session.impersonatedBy
                  ? t('staffCustomers.customer.sessionImpersonated', {
                      start: formatDateTime(session.startedAt, language),
                      staff: session.impersonatedBy,
                    })
                  : t('staffCustomers.customer.sessionLine', { start: formatDateTime(session.startedAt, language) })}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section id="staff-customer-audit" title={t('staffCustomers.customer.audit')}>
        {customer.audit.length === 0 ? (
          <Typography>{t('staffCustomers.customer.noAudit')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="staff-customer-audit">
              <TableHead>
                <TableRow>
                  <TableCell sx={besideOnPhone}>{t('staffCustomers.customer.auditColumns.when')}</TableCell>
                  <TableCell>{t('staffCustomers.customer.auditColumns.what')}</TableCell>
                  <TableCell sx={besideOnPhone}>{t('staffCustomers.customer.auditColumns.who')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {customer.audit.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ ...besideOnPhone, whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.at, language)}
                    </TableCell>
                    <TableCell>
                      <span>
                        {t(`staffCustomers.audit.${entry.action.replace('.', '_')}`, auditValues(entry.details, t))}
                      </span>
                      {/* On a phone the three columns squeezed the e-mail letter by letter: when and who go below. */}
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}
                      >
                        {formatDateTime(entry.at, language)} · <bdi>{entry.actorEmail}</bdi>
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ ...besideOnPhone, overflowWrap: 'anywhere' }}>{entry.actorEmail}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
    </Box>
  );
}

/** The audit trail's when and who columns: shown from the small breakpoint up, below the change on a phone. */
const besideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The before/after of a role change, named in the staff member's language. */
function auditValues(details: Record<string, unknown>, t: (key: string) => string): Record<string, string> {
  const roleName = (value: unknown) => (typeof value === 'string' ? t(`staffCustomers.roles.${value}`) : '—');
  return { before: roleName(details['before']), after: roleName(details['after']) };
}
