import { countPendingActions, i18nKeyOf, type BookingDetails as Details } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { useBreadcrumbDetail } from '@/components/layouts/app-shell/breadcrumb-detail';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { shouldRetryRequest } from '@/lib/retry-policy';
import { useSession } from '@/lib/session';
import { bookingDetailsQueryOptions } from '../api/get-booking-details';
import { PendingActionsTab } from './pending-actions-tab';
import { StaffPanel } from './staff-panel';
import { SummaryTab } from './summary-tab';
import { TrackingTab } from './tracking-tab';
import { Alert } from '@/components/ui/alert';

const tabs = ['summary', 'tracking', 'pendingActions'] as const;
type TabName = (typeof tabs)[number];
const isTab = (value: string | null): value is TabName => (tabs as readonly (string | null)[]).includes(value);

/** The codes the page shows in place, with their catalogue texts; the others go to the global handling. */
const shownInPlace = new Set(['BOOKING_NOT_FOUND', 'PRODUCT_SERVICE_NOT_AVAILABLE', 'UNKNOWN_ERROR']);

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const { code } = toApiError(error);
  const isShown = shownInPlace.has(code);
  useEffect(() => {
    if (!isShown) publishGlobalError(code);
  }, [code, isShown]);
  if (!isShown) return null;
  return (
    <Alert
      severity={code === 'BOOKING_NOT_FOUND' ? 'warning' : 'error'}
      action={
        code === 'BOOKING_NOT_FOUND' ? (
          <Button to={localizedHref(paths.shipments.getHref())} color="inherit">
            {t('bookingDetails.backToBookings')}
          </Button>
        ) : (
          <Button color="inherit" onClick={onRetry}>
            {t('bookingDetails.retry')}
          </Button>
        )
      }
    >
      {t(i18nKeyOf(code))}
    </Alert>
  );
}

function BookingTabs({ details }: { details: Details }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabName = isTab(requested) ? requested : 'summary';
  const pendingCount = countPendingActions(details.bookingDetails.pendingActions);
  const labelOf = (name: TabName) =>
    name === 'pendingActions' && pendingCount > 0
      ? t('bookingDetails.tabs.pendingActionsCount', { count: pendingCount })
      : t(`bookingDetails.tabs.${name}`);
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) =>
            setSearchParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next === 'summary') updated.delete('tab');
                else updated.set('tab', next);
                return updated;
              },
              { replace: true, preventScrollReset: true },
            )
          }
          aria-label={t('bookingDetails.tabs.label')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={labelOf(name)}
              id={`booking-tab-${name}`}
              aria-controls={`booking-tabpanel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      {tabs.map((name) => (
        <Box
          key={name}
          role="tabpanel"
          id={`booking-tabpanel-${name}`}
          aria-labelledby={`booking-tab-${name}`}
          hidden={name !== tab}
          tabIndex={0}
          sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {name === tab && name === 'summary' && <SummaryTab details={details} />}
          {name === tab && name === 'tracking' && <TrackingTab booking={details.bookingDetails} />}
          {name === tab && name === 'pendingActions' && <PendingActionsTab details={details} />}
        </Box>
      ))}
    </Box>
  );
}

/**
 * `/booking/:bookingUuid` (docs/product/booking.md#booking-details, ADR 070): the booking's Summary, Tracking and
 * Pending Actions tabs, and for staff the staff mode under them.
 */
export function BookingDetails({
  bookingUuid,
  staffActions,
}: {
  bookingUuid: string;
  /** Staff actions other parts of the console add to the staff mode (the re-quote, ADR 077). */
  staffActions?: ((booking: Details['bookingDetails']) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const booking = useQuery({
    ...bookingDetailsQueryOptions(bookingUuid),
    // A visitor is asked to sign in first: the booking is only ever its customer's (or staff's).
    enabled: isLoggedIn,
    // Not found stays not found: asked once. A service that is down may be back in a moment.
    retry: (count, error) => toApiError(error).code !== 'BOOKING_NOT_FOUND' && shouldRetryRequest(count, error),
  });
  const details = booking.data;
  useBreadcrumbDetail(details?.bookingDetails.shipmentId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1280, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {details
            ? t('bookingDetails.title', { shipmentId: details.bookingDetails.shipmentId })
            : t('pages.bookingDetails.title')}
        </Typography>
        {details && (
          <Chip
            label={`${t('bookingDetails.statusLabel')}: ${t(`bookings.status.${details.bookingDetails.status}`)}`}
            color={details.bookingDetails.status === 'C' ? 'default' : 'primary'}
            variant={details.bookingDetails.status === 'D' ? 'filled' : 'outlined'}
          />
        )}
      </Box>
      {details?.bookingDetails.statusReason && (
        <Alert severity={details.bookingDetails.status === 'C' ? 'warning' : 'info'}>
          {t('bookingDetails.statusReason', { reason: details.bookingDetails.statusReason })}
        </Alert>
      )}
      {!isLoggedIn && (
        <SignInPrompt description={t('bookingDetails.signIn.description')} action={t('bookingDetails.signIn.action')} />
      )}
      {isLoggedIn && booking.isPending && <CircularProgress aria-label={t('bookingDetails.loading')} />}
      {booking.isError && <LoadError error={booking.error} onRetry={() => void booking.refetch()} />}
      {details && <BookingTabs details={details} />}
      {details && user?.isInternalUser && (
        <StaffPanel details={details} actions={staffActions?.(details.bookingDetails)} />
      )}
    </Box>
  );
}
