import { formatMoney, type StaffShipment } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListCard, ListCardHeader, ListCards, ListTable } from '@/components/list-page/list-table';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { bookedOnText, isolated, placeText } from '@/lib/bookings/booking-row-text';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { RequoteButton } from './requote-dialog';

const columns = [
  'shipment',
  'customer',
  'mode',
  'route',
  'status',
  'bookedOn',
  'cargoReady',
  'etdEta',
  'total',
  'pending',
  'actions',
] as const;

const dayText = (date: string | null, language: string, unknown: string) =>
  date === null
    ? unknown
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

function Pending({ shipment }: { shipment: StaffShipment }) {
  const { t } = useTranslation();
  if (shipment.pendingActions.length === 0) return <>{t('staffShipments.list.nothingPending')}</>;
  return (
    <Chip
      size="small"
      color="warning"
      label={t('staffShipments.list.pendingCount', { count: shipment.pendingActions.length })}
      title={shipment.pendingActions.map((kind) => t(`bookings.pendingAction.${kind}`)).join(', ')}
    />
  );
}

function Actions({ shipment }: { shipment: StaffShipment }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        to={localizedHref(paths.booking.getHref({ bookingUuid: shipment.bookingUuid }))}
        variant="outlined"
        aria-label={t('staffShipments.list.open', { shipmentId: shipment.shipmentId })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('staffShipments.list.openShort')}
      </Button>
      <RequoteButton
        bookingUuid={shipment.bookingUuid}
        shipmentId={shipment.shipmentId}
        status={shipment.status}
        variant="text"
        labelled
      />
    </Box>
  );
}

function CustomerCell({ shipment }: { shipment: StaffShipment }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        <bdi>{shipment.customer.company ?? shipment.customer.name}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        <bdi>{shipment.customer.email}</bdi>
      </Typography>
    </Box>
  );
}

const routeText = (shipment: StaffShipment) =>
  `${isolated(placeText(shipment.origin))} → ${isolated(placeText(shipment.destination))}`;

/** The shipments as a table (wide screens); each row opens the booking's page in staff mode. */
export function StaffShipmentsTable({
  shipments,
  captionId,
}: {
  shipments: readonly StaffShipment[];
  captionId: string;
}) {
  const { t, i18n } = useTranslation();
  const unknown = t('staffShipments.list.notKnown');
  return (
    <ListTable
      captionId={captionId}
      minWidth={1200}
      columns={columns}
      headerOf={(column) => t(`staffShipments.columns.${column}`)}
    >
      {shipments.map((shipment) => (
        <TableRow key={shipment.bookingUuid} hover>
          <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
            <Box sx={{ fontFamily: 'monospace' }}>
              <bdi>{shipment.shipmentId}</bdi>
            </Box>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <bdi>{shipment.customerReferenceId}</bdi>
            </Typography>
          </TableCell>
          <TableCell sx={{ maxWidth: 220 }}>
            <CustomerCell shipment={shipment} />
          </TableCell>
          <TableCell>{shipment.mode}</TableCell>
          <TableCell sx={{ minWidth: 200 }}>{routeText(shipment)}</TableCell>
          <TableCell>{t(`bookings.status.${shipment.status}`)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{bookedOnText(shipment.bookedOn, i18n.language)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {dayText(shipment.cargoReadyDate, i18n.language, unknown)}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {dayText(shipment.etd, i18n.language, unknown)}
            <br />
            {dayText(shipment.eta, i18n.language, unknown)}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(shipment.total, i18n.language)}</TableCell>
          <TableCell>
            <Pending shipment={shipment} />
          </TableCell>
          <TableCell>
            <Actions shipment={shipment} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

/** The shipments as cards (narrow screens, where eleven columns do not fit). */
export function StaffShipmentsCards({
  shipments,
  captionId,
}: {
  shipments: readonly StaffShipment[];
  captionId: string;
}) {
  const { t, i18n } = useTranslation();
  const unknown = t('staffShipments.list.notKnown');
  return (
    <ListCards captionId={captionId}>
      {shipments.map((shipment) => (
        <ListCard key={shipment.bookingUuid} sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
          <ListCardHeader id={shipment.shipmentId} aside={<Pending shipment={shipment} />} />
          <CustomerCell shipment={shipment} />
          <Typography variant="body2">
            {t(`bookings.status.${shipment.status}`)} · {shipment.mode}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {routeText(shipment)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('staffShipments.columns.bookedOn')}: {bookedOnText(shipment.bookedOn, i18n.language)} ·{' '}
            {t('staffShipments.columns.cargoReady')}: {dayText(shipment.cargoReadyDate, i18n.language, unknown)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('staffShipments.columns.etdEta')}: {dayText(shipment.etd, i18n.language, unknown)} /{' '}
            {dayText(shipment.eta, i18n.language, unknown)} · {formatMoney(shipment.total, i18n.language)}
          </Typography>
          <Actions shipment={shipment} />
        </ListCard>
      ))}
    </ListCards>
  );
}
