import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/layouts/app-shell/visually-hidden';
import { Button } from '@/components/ui/button';
import { useRateVirtualizer } from '../hooks/use-rate-virtualizer';
import { useResultsFormat } from '../lib/format';
import { RateChips, rateCarrierName, rateRoute, useRateTexts } from './rate-facts';
import type { RateListProps } from './rate-list';

/** The rates as a table (the brand's tabularRateCard flag), same order and virtualisation as the cards. */
export function RateTable({
  rates,
  label,
  selectedRateId,
  today,
  showsInternalData,
  onSelect,
  renderRateExtras,
}: RateListProps) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const texts = useRateTexts();
  const { listRef, rows, paddingStart, paddingEnd, measureElement } = useRateVirtualizer(rates.length, 73);
  return (
    <TableContainer ref={listRef}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('quoteResults.table.carrier')}</TableCell>
            <TableCell>{t('quoteResults.table.route')}</TableCell>
            <TableCell>{t('quoteResults.table.departure')}</TableCell>
            <TableCell>{t('quoteResults.table.transit')}</TableCell>
            <TableCell>{t('quoteResults.table.tags')}</TableCell>
            {showsInternalData && <TableCell>{t('quoteResults.internal.contractNumber')}</TableCell>}
            <TableCell align="right">{t('quoteResults.table.total')}</TableCell>
            <TableCell>
              <span style={visuallyHidden}>{t('quoteResults.table.action')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {paddingStart > 0 && <TableRow aria-hidden sx={{ height: paddingStart }} />}
          {rows.map(({ index, key }) => {
            const rate = rates[index];
            if (!rate) return null;
            const selected = rate.uuid === selectedRateId;
            const carrier = rateCarrierName(rate);
            const price = format.money(rate.total.total, rate.total.currency);
            return (
              <TableRow key={key} data-index={index} ref={measureElement} selected={selected}>
                <TableCell>{carrier}</TableCell>
                <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                  {rateRoute(rate)}
                </TableCell>
                <TableCell>{rate.schedule.departureDate ? format.date(rate.schedule.departureDate) : '—'}</TableCell>
                <TableCell>
                  {texts.transit(rate)} · {texts.stops(rate)}
                </TableCell>
                <TableCell>
                  <RateChips rate={rate} today={today} />
                  {renderRateExtras?.(rate)}
                </TableCell>
                {showsInternalData && <TableCell>{rate.internal?.contractNumber ?? '—'}</TableCell>}
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {price}
                </TableCell>
                <TableCell>
                  <Button
                    variant={selected ? 'contained' : 'outlined'}
                    aria-pressed={selected}
                    aria-label={t('quoteResults.rate.selectNamed', { carrier, price })}
                    onClick={() => onSelect(rate)}
                  >
                    {t('quoteResults.rate.select')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
          {paddingEnd > 0 && <TableRow aria-hidden sx={{ height: paddingEnd }} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
