import { i18nKeyOf, type BookingChargeLine, type ErrorCode, type RevisedQuote } from '@freightdesk/domain';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChargeLineName } from '@/lib/format/charge-line-name';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { useAcceptRevisedQuoteMutation } from '../api/accept-revised-quote';
import { dateOfMomentText, moneyText } from '../lib/booking-text';
import { Alert } from '@/components/ui/alert';

const lineKey = (line: BookingChargeLine) => `${line.group}:${line.code}`;

/** The lines of both versions side by side, in the order they appear (removed lines stay, marked). */
function comparedLines(revised: RevisedQuote) {
  const before = new Map(revised.before.lines.map((line) => [lineKey(line), line]));
  const after = new Map(revised.after.lines.map((line) => [lineKey(line), line]));
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  return keys.map((key) => ({ key, before: before.get(key), after: after.get(key) }));
}

/**
 * The revised quote (docs/product/booking.md#revised-quote): the charge lines before and after and why; accepting
 * lets the shipment be processed; the customer may close it without accepting.
 */
export function RevisedQuoteDialog({
  bookingUuid,
  revised,
  open,
  onClose,
}: {
  bookingUuid: string;
  revised: RevisedQuote;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = useChargeLineName();
  const accept = useAcceptRevisedQuoteMutation(bookingUuid);
  const [error, setError] = useState<ErrorCode>();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const amount = (line: BookingChargeLine | undefined) =>
    line ? moneyText({ amountMinor: line.amountMinor, currency: line.currency }, i18n.language) : '—';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="revised-quote-title"
      fullScreen={isNarrow}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="revised-quote-title">{t('bookingDetails.actions.revisedQuote.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('bookingDetails.actions.revisedQuote.reason', { reason: revised.reason })}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('bookingDetails.actions.revisedQuote.issuedOn', {
            date: dateOfMomentText(revised.issuedAt, i18n.language),
          })}
        </Typography>
        <TableContainer tabIndex={0} role="region" aria-labelledby="revised-quote-title">
          <Table size="small" aria-labelledby="revised-quote-title">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('bookingDetails.summary.charge')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('bookingDetails.actions.revisedQuote.before')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('bookingDetails.actions.revisedQuote.after')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {comparedLines(revised).map(({ key, before, after }) => {
                const line = after ?? before;
                const isChanged = before?.amountMinor !== after?.amountMinor;
                return (
                  <TableRow key={key} sx={isChanged ? { bgcolor: 'action.hover' } : undefined}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: isChanged ? 600 : 400 }}>
                      {line && nameOf(line)}
                      {!after && ` (${t('bookingDetails.actions.revisedQuote.removed')})`}
                      {!before && ` (${t('bookingDetails.actions.revisedQuote.added')})`}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {amount(before)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: isChanged ? 600 : 400 }}>
                      {amount(after)}
                    </TableCell>
                  </TableRow>
                );
              })}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  {t('bookingDetails.summary.total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {moneyText(revised.before.total, i18n.language)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {moneyText(revised.after.total, i18n.language)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(i18nKeyOf(error))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="text" onClick={onClose}>
          {t('bookingDetails.actions.revisedQuote.close')}
        </Button>
        <Button
          variant="contained"
          loading={accept.isPending}
          onClick={() => {
            setError(undefined);
            accept.mutate(revised.uuid, {
              onSuccess: onClose,
              onError: (failure) => {
                const { code } = toApiError(failure);
                if (!publishGlobalError(code)) setError(code);
              },
            });
          }}
        >
          {t('bookingDetails.actions.revisedQuote.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
