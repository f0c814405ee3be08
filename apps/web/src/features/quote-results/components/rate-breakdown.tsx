import { rateBreakdownOf, type QuoteView, type Rate } from '@freightdesk/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useChargeLineName } from '@/lib/format/charge-line-name';
import { useResultsFormat } from '../lib/format';

/**
 * The charge breakdown by group (docs/product/quoting.md#charge-groups), adding up to the total: each line in the
 * quote's currency with its tariff's currency when that differs, and the exchange rates used with their dates.
 */
export function RateBreakdown({ rate, quote }: { rate: Rate; quote: QuoteView }) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const nameOf = useChargeLineName();
  const breakdown = rateBreakdownOf(rate, quote.billingItems[rate.uuid]);
  const { currency } = breakdown;
  return (
    <>
      <Table size="small" aria-label={t('quoteResults.detail.breakdown')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('quoteResults.detail.charge')}</TableCell>
            <TableCell align="right">{t('quoteResults.detail.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {breakdown.groups.map((group) => (
            <Fragment key={group.group}>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {t(`quoteResults.groups.${group.group}`)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }} data-testid={`subtotal-${group.group}`}>
                  {format.money(group.subtotalMinor, currency)}
                </TableCell>
              </TableRow>
              {group.lines.map((line, index) => (
                <TableRow key={`${line.code}-${index}`}>
                  <TableCell sx={{ paddingInlineStart: 3 }}>
                    {nameOf(line)}
                    {line.quantity !== 1 && ` × ${line.quantity}`}
                  </TableCell>
                  <TableCell align="right">
                    {format.money(line.amountMinor, line.currency)}
                    {line.tariffAmount && line.tariffAmount.currency !== line.currency && (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {format.money(line.tariffAmount.amountMinor, line.tariffAmount.currency)}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
          {breakdown.discountsMinor > 0 && (
            <TableRow>
              <TableCell component="th" scope="row">
                {t('quoteResults.detail.discounts')}
              </TableCell>
              <TableCell align="right">−{format.money(breakdown.discountsMinor, currency)}</TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('quoteResults.detail.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="breakdown-total">
              {format.money(breakdown.totalMinor, currency)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {quote.exchangeRates.length > 0 && (
        <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('quoteResults.detail.exchangeRates')}
          <ul>
            {quote.exchangeRates.map((exchange) => (
              <li key={`${exchange.baseCurrency}-${exchange.quoteCurrency}`}>
                {t('quoteResults.detail.exchangeRate', {
                  base: exchange.baseCurrency,
                  rate: exchange.rate,
                  quote: exchange.quoteCurrency,
                  date: format.date(exchange.asOfDate),
                })}
              </li>
            ))}
          </ul>
        </Typography>
      )}
    </>
  );
}
