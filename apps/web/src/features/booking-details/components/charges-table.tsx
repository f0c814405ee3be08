import { rateChargeGroups, type BookingCharges } from '@freightdesk/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useChargeLineName } from '@/lib/format/charge-line-name';
import { moneyText } from '../lib/booking-text';

/**
 * A booking's charges by group (docs/product/booking.md#booking-details): each line with its quantity and its amount
 * in its own currency, then the total in the booking's currency.
 */
export function ChargesTable({ charges, caption }: { charges: BookingCharges; caption: string }) {
  const { t, i18n } = useTranslation();
  const nameOf = useChargeLineName();
  const groups = rateChargeGroups.filter((group) => charges.lines.some((line) => line.group === group));
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: '8px 16px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('bookingDetails.summary.charge')}</TableCell>
            <TableCell scope="col" align="right">
              {t('bookingDetails.summary.quantity')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('bookingDetails.summary.amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group}>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell component="th" scope="colgroup" colSpan={3} sx={{ fontWeight: 600 }}>
                  {t(`bookingDetails.chargeGroup.${group}`)}
                </TableCell>
              </TableRow>
              {charges.lines
                .filter((line) => line.group === group)
                .map((line, index) => (
                  <TableRow key={`${group}-${index}`}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                      {nameOf(line)} <bdi>({line.code})</bdi>
                    </TableCell>
                    <TableCell align="right">{new Intl.NumberFormat(i18n.language).format(line.quantity)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {moneyText({ amountMinor: line.amountMinor, currency: line.currency }, i18n.language)}
                    </TableCell>
                  </TableRow>
                ))}
            </Fragment>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700 }}>
              {t('bookingDetails.summary.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {moneyText(charges.total, i18n.language)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
