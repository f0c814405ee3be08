import { formatMoney, type BookingSummary } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { bookedOnText, isolated, placeText } from '@/lib/bookings/booking-row-text';

const columns = [
  'shipmentId',
  'reference',
  'status',
  'mode',
  'route',
  'bookedOn',
  'total',
  'pendingActions',
  'action',
] as const;

function PendingCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return count > 0 ? (
    <Chip size="small" color="warning" label={t('myBookings.pendingCount', { count })} />
  ) : (
    <>{t('myBookings.noPending')}</>
  );
}

function OpenButton({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <Button
      to={localizedHref(paths.booking.getHref({ bookingUuid: booking.bookingUuid }))}
      variant="outlined"
      aria-label={t('myBookings.openBooking', { id: booking.shipmentId })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('myBookings.open')}
    </Button>
  );
}

/** The bookings as a table (wide screens): each row opens the booking. */
export function MyBookingsTable({ bookings, captionId }: { bookings: readonly BookingSummary[]; captionId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table size="small" aria-labelledby={captionId} sx={{ minWidth: 980 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} scope="col" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(`myBookings.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.map((booking) => (
            <TableRow key={booking.bookingUuid} hover>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                <bdi>{booking.shipmentId}</bdi>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{booking.customerReferenceId}</bdi>
              </TableCell>
              <TableCell>{t(`bookings.status.${booking.status}`)}</TableCell>
              <TableCell>{t(`myBookings.modes.${booking.mode}`)}</TableCell>
              <TableCell>
                {t('myBookings.route', {
                  origin: isolated(placeText(booking.origin)),
                  destination: isolated(placeText(booking.destination)),
                })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{bookedOnText(booking.bookedOn, i18n.language)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(booking.total, i18n.language)}</TableCell>
              <TableCell>
                <PendingCount count={booking.pendingActionCount} />
              </TableCell>
              <TableCell>
                <OpenButton booking={booking} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The bookings as cards (narrow screens, where nine columns do not fit). */
export function MyBookingsCards({ bookings, captionId }: { bookings: readonly BookingSummary[]; captionId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <PlainList aria-labelledby={captionId} sx={{ display: 'grid', gap: 1.5 }}>
      {bookings.map((booking) => (
        <Box
          component="li"
          key={booking.bookingUuid}
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            display: 'grid',
            gap: 0.75,
          }}
        >
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
              <bdi>{booking.shipmentId}</bdi>
            </Typography>
            <PendingCount count={booking.pendingActionCount} />
          </Box>
          <Typography variant="body2">
            {t(`bookings.status.${booking.status}`)} · {t(`myBookings.modes.${booking.mode}`)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('myBookings.route', {
              origin: isolated(placeText(booking.origin)),
              destination: isolated(placeText(booking.destination)),
            })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <bdi>{booking.customerReferenceId}</bdi> · {bookedOnText(booking.bookedOn, i18n.language)} ·{' '}
            {formatMoney(booking.total, i18n.language)}
          </Typography>
          <Box>
            <OpenButton booking={booking} />
          </Box>
        </Box>
      ))}
    </PlainList>
  );
}
