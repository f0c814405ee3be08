import { formatMoney, i18nKeyOf, type BookingStatus, type RequoteResponse } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { publishGlobalError } from '@/lib/global-errors';
import { isolated } from '@/lib/bookings/booking-row-text';
import { issueRequote, requoteBooking } from '../api/staff-shipments';
import { Alert } from '@/components/ui/alert';
import { FormControlLabel } from '@/components/ui/form-control-label';
import { Radio, RadioGroup } from '@/components/ui/radio';

const dateText = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

function failureText(error: unknown, t: (key: string, values?: Record<string, string>) => string): string | null {
  const { code } = toApiError(error);
  if (publishGlobalError(code)) return null;
  return t('staffShipments.requote.failed', { message: t(i18nKeyOf(code)) });
}

/**
 * The re-quote (ADR 077): today's rates for the booking's cargo and route; the one picked becomes the booking's
 * revised quote, which the customer accepts from their booking page.
 */
export function RequoteDialog({
  bookingUuid,
  shipmentId,
  open,
  onClose,
  onIssued,
}: {
  bookingUuid: string;
  shipmentId: string;
  open: boolean;
  onClose: () => void;
  onIssued?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [rateUuid, setRateUuid] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const offer = useMutation({ mutationFn: () => requoteBooking(bookingUuid) });
  const issue = useMutation({
    mutationFn: ({ quote, rate }: { quote: RequoteResponse['data']; rate: string }) =>
      issueRequote(bookingUuid, quote.quoteUuid, rate, { reason: reason.trim() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
      onIssued?.();
    },
  });
  const { mutate: ask, reset: resetOffer } = offer;
  const { reset: resetIssue } = issue;
  useEffect(() => {
    if (!open) return;
    setRateUuid('');
    setReason(t('staffShipments.requote.reasonDefault'));
    setTouched(false);
    resetIssue();
    resetOffer();
    ask();
  }, [open, ask, resetOffer, resetIssue, t]);

  const quote = offer.data;
  const money = (amount: { amountMinor: number; currency: 'USD' | 'EUR' | 'INR' }) =>
    isolated(formatMoney(amount, i18n.language));
  const reasonMissing = reason.trim() === '';
  const rateMissing = rateUuid === '';
  const submit = () => {
    setTouched(true);
    if (!quote || reasonMissing || rateMissing) return;
    issue.mutate({ quote, rate: rateUuid });
  };
  const offerFailure = offer.isError ? failureText(offer.error, t) : null;
  const issueFailure = issue.isError ? failureText(issue.error, t) : null;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('staffShipments.requote.title', { shipmentId })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{t('staffShipments.requote.intro')}</Typography>
        {offer.isPending && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('staffShipments.requote.pricing')}</Typography>
          </Box>
        )}
        {offerFailure && <Alert severity="error">{offerFailure}</Alert>}
        {issue.isSuccess && (
          <Alert severity="success" role="status">
            {t('staffShipments.requote.issued')}
          </Alert>
        )}
        {quote && !issue.isSuccess && (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('staffShipments.requote.readyDate', { date: dateText(quote.cargoReadyDate, i18n.language) })}{' '}
              {t('staffShipments.requote.current', { total: money(quote.currentTotal) })}
            </Typography>
            {quote.rates.length === 0 ? (
              <Alert severity="warning">{t('staffShipments.requote.noRates')}</Alert>
            ) : (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('staffShipments.requote.rates')}
                </Typography>
                <RadioGroup
                  name="requote-rate"
                  value={rateUuid}
                  onChange={(event) => setRateUuid(event.target.value)}
                  sx={{ display: 'grid', gap: 1 }}
                >
                  {quote.rates.map((rate) => {
                    const carrier = rate.carrierName ?? rate.carrierCode ?? t('staffShipments.requote.carrierUnknown');
                    const details = [
                      rate.transitTimeDays === null
                        ? null
                        : t('staffShipments.requote.transit', { count: rate.transitTimeDays }),
                      rate.departureDate
                        ? t('staffShipments.requote.departs', { date: dateText(rate.departureDate, i18n.language) })
                        : null,
                      rate.validUntil
                        ? t('staffShipments.requote.validUntil', { date: dateText(rate.validUntil, i18n.language) })
                        : null,
                      t('staffShipments.requote.rateTotal', { total: money(rate.rateTotal) }),
                    ].filter(Boolean);
                    return (
                      <Box
                        key={rate.rateUuid}
                        sx={{
                          border: 1,
                          borderColor: rate.rateUuid === rateUuid ? 'primary.main' : 'divider',
                          borderRadius: 1,
                          px: 1.5,
                          py: 1,
                        }}
                      >
                        <FormControlLabel
                          control={<Radio value={rate.rateUuid} />}
                          label={
                            <Box>
                              <Typography sx={{ fontWeight: 600 }}>
                                {t('staffShipments.requote.rateLabel', {
                                  carrier: isolated(carrier),
                                  total: money(rate.revisedTotal),
                                })}
                              </Typography>
                              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                                {details.join(' · ')}
                              </Typography>
                              <Typography variant="body2">
                                {t('staffShipments.requote.newTotal', { total: money(rate.revisedTotal) })}
                              </Typography>
                              {rate.droppedServiceCodes.length > 0 && (
                                <Typography variant="body2" sx={{ color: 'warning.dark' }}>
                                  {t('staffShipments.requote.dropped', {
                                    services: rate.droppedServiceCodes.join(', '),
                                  })}
                                </Typography>
                              )}
                            </Box>
                          }
                        />
                      </Box>
                    );
                  })}
                </RadioGroup>
                {touched && rateMissing && (
                  <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
                    {t('staffShipments.requote.chooseRate')}
                  </Typography>
                )}
              </Box>
            )}
            {quote.rates.length > 0 && (
              <TextField
                id={`${titleId}-reason`}
                label={t('staffShipments.requote.reason')}
                value={reason}
                required
                multiline
                minRows={2}
                onChange={(event) => setReason(event.target.value)}
                error={touched && reasonMissing}
                helperText={touched && reasonMissing ? t('staffShipments.requote.reasonRequired') : ' '}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
          </>
        )}
        {issueFailure && <Alert severity="error">{issueFailure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staffShipments.requote.cancel')}</Button>
        {quote && quote.rates.length > 0 && !issue.isSuccess && (
          <Button variant="contained" onClick={submit} loading={issue.isPending}>
            {t(issue.isPending ? 'staffShipments.requote.issuing' : 'staffShipments.requote.issue')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * The re-quote action where a booking is selected (its page's staff mode, a row of All shipments): shown only with
 * the brand's `requoteStep` flag and on a booking still open (not cancelled or complete).
 */
export function RequoteButton({
  bookingUuid,
  shipmentId,
  status,
  variant = 'outlined',
  labelled = false,
}: {
  bookingUuid: string;
  shipmentId: string;
  status: BookingStatus;
  variant?: 'outlined' | 'contained' | 'text';
  /** Say which booking in the button's accessible name (a list of many). */
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const { featureFlags } = useBrand();
  const [open, setOpen] = useState(false);
  if (!featureFlags.requoteStep || status === 'C' || status === 'D') return null;
  return (
    <>
      <Button
        variant={variant}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
        {...(labelled ? { 'aria-label': t('staffShipments.requote.buttonFor', { shipmentId }) } : {})}
      >
        {t('staffShipments.requote.button')}
      </Button>
      <RequoteDialog bookingUuid={bookingUuid} shipmentId={shipmentId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
