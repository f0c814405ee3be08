import { i18nKeyOf, type ErrorCode, type PaymentMode } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { paymentOptionsInsteadOfWireQueryOptions, usePayInsteadOfWireMutation } from '../api/pay-instead-of-wire';
import { isolated, moneyText } from '../lib/booking-text';
import { Alert } from '@/components/ui/alert';

/**
 * Paying what is due by card or PayPal instead of the awaited wire transfer (ADR 083), on the provider's page; the
 * transfer is replaced once the provider confirms the payment. Shown only when card or PayPal is configured and
 * something is due; when the options cannot be read the wire transfer stays the way to pay, without an error.
 * Amounts are isolated so that "US$ 10,777.66" keeps its order inside an Arabic sentence.
 */
export function PayInsteadOfWire({
  bookingUuid,
  redirect = (url) => window.location.assign(url),
}: {
  bookingUuid: string;
  /** Sends the browser to the provider's page (tests watch it). */
  redirect?: (url: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const options = useQuery(paymentOptionsInsteadOfWireQueryOptions(bookingUuid));
  const pay = usePayInsteadOfWireMutation(bookingUuid);
  const keys = useRef(new Map<PaymentMode, string>());
  const [error, setError] = useState<ErrorCode>();

  if (options.isPending) {
    return <CircularProgress size={24} aria-label={t('bookingDetails.actions.wire.insteadLoading')} />;
  }
  const offered = options.data?.options ?? [];
  if (!options.data || offered.length === 0) return null;

  const payBy = (mode: PaymentMode) => {
    const idempotencyKey = keys.current.get(mode) ?? crypto.randomUUID();
    keys.current.set(mode, idempotencyKey);
    setError(undefined);
    pay.mutate(
      { mode, idempotencyKey },
      {
        onSuccess: (created) => {
          if (created.redirectUrl) redirect(created.redirectUrl);
        },
        onError: (failure) => {
          const { code } = toApiError(failure);
          if (!publishGlobalError(code)) setError(code);
        },
      },
    );
  };

  return (
    <Box
      component="section"
      aria-labelledby="pay-instead-of-wire-title"
      sx={{ display: 'grid', gap: 1.5, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="pay-instead-of-wire-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('bookingDetails.actions.wire.insteadTitle')}
      </Typography>
      <Typography>
        {t('bookingDetails.actions.wire.insteadIntro', {
          amount: isolated(moneyText(options.data.amountDue, i18n.language)),
        })}
      </Typography>
      <PlainList sx={{ display: 'grid', gap: 0.5 }}>
        {offered.map((option) => (
          <Typography key={option.mode} component="li" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('bookingDetails.actions.wire.insteadFee', {
              mode: t(`bookings.paymentMode.${option.mode}`),
              total: isolated(moneyText(option.total, i18n.language)),
              fee: isolated(moneyText(option.fee, i18n.language)),
            })}
          </Typography>
        ))}
      </PlainList>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {offered.map((option) => (
          <Button
            key={option.mode}
            variant="outlined"
            loading={pay.isPending && pay.variables.mode === option.mode}
            disabled={pay.isPending}
            onClick={() => payBy(option.mode)}
          >
            {t(`bookingDetails.actions.wire.payInstead.${option.mode}`, {
              total: isolated(moneyText(option.total, i18n.language)),
            })}
          </Button>
        ))}
      </Box>
      {error && <Alert severity="error">{t(i18nKeyOf(error))}</Alert>}
    </Box>
  );
}
