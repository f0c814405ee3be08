import { formatMoney, type BookingSummary } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListCard, ListCardHeader, ListCards, ListTable } from '@/components/list-page/list-table';
import { Button } from '@/components/ui/button';
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
    <ListTable
      captionId={captionId}
      minWidth={980}
      columns={columns}
      headerOf={(column) => t(`myBookings.columns.${column}`)}
    >
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
    </ListTable>
  );
}

/** The bookings as cards (narrow screens, where nine columns do not fit). */
export function MyBookingsCards({ bookings, captionId }: { bookings: readonly BookingSummary[]; captionId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ListCards captionId={captionId}>
      {bookings.map((booking) => (
        <ListCard key={booking.bookingUuid} sx={{ display: 'grid', gap: 0.75 }}>
          <ListCardHeader id={booking.shipmentId} aside={<PendingCount count={booking.pendingActionCount} />} />
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
        </ListCard>
      ))}
    </ListCards>
  );
}
