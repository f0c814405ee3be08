import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlainList } from '@/components/ui/plain-list';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { myBookingsQueryOptions } from '../api/my-bookings';
import { isolated, placeText } from '@/lib/bookings/booking-row-text';

/** How many of the bookings needing action the dashboard lists. */
export const needingActionCount = 5;

/**
 * The signed-in dashboard's shipments needing action (docs/product/booking.md#pending-actions): each opens the
 * booking on its Pending Actions tab. Nothing shows while none waits. Runs inside `AppQueries`.
 */
export function BookingsNeedingAction() {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const bookings = useQuery({
    ...myBookingsQueryOptions({ needsAction: true, page: 1, pageSize: needingActionCount }),
    meta: { showsItsOwnError: true },
  });
  const rows = bookings.data?.data;
  if (!rows || rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="bookings-needing-action-title">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="bookings-needing-action-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {t('myBookings.needsAction.title')}
        </Typography>
        <TextLink to={localizedHref(paths.shipments.getHref())}>{t('myBookings.needsAction.seeAll')}</TextLink>
      </Box>
      <PlainList sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
        {rows.map((booking) => (
          <Box
            component="li"
            key={booking.bookingUuid}
            sx={{ p: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' }, display: 'grid', gap: 0.25 }}
          >
            <TextLink
              to={localizedHref(paths.booking.getHref({ bookingUuid: booking.bookingUuid }, { tab: 'pendingActions' }))}
              underline="hover"
            >
              <bdi>{booking.shipmentId}</bdi> ·{' '}
              {t('myBookings.route', {
                origin: isolated(placeText(booking.origin)),
                destination: isolated(placeText(booking.destination)),
              })}
            </TextLink>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[
                t(`bookings.status.${booking.status}`),
                t('myBookings.needsAction.pending', { count: booking.pendingActionCount }),
              ].join(' · ')}
            </Typography>
          </Box>
        ))}
      </PlainList>
    </Box>
  );
}
