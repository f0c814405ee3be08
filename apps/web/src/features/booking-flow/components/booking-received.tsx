import { formatMoney, type PaymentMode } from '@freightdesk/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import type { ErrorCode } from '@freightdesk/domain';
import { useCreatePaymentMutation, type CreatedPayment, type WireBankDetails } from '../api/create-payment';
import { bookingDetailsQueryOptions } from '../api/get-booking-details';
import { downloadWireInstructions } from '../api/get-wire-instructions';
import { Alert } from '@/components/ui/alert';

export interface BookingReceivedProps {
  bookingUuid: string;
  /** What the booking call answered (absent after a reload: read from the booking's details). */
  known?: { shipmentId: string; paymentMode: PaymentMode } | undefined;
  /** Sends the browser to the payment provider's page (tests watch it). */
  redirect?: (url: string) => void;
}

/** One key per booking and mode, kept for the tab: a reload or a second click answers the same payment. */
function paymentKeyOf(bookingUuid: string, mode: PaymentMode): string {
  const name = `booking-payment-key:${bookingUuid}:${mode}`;
  try {
    const stored = window.sessionStorage.getItem(name);
    if (stored) return stored;
    const key = crypto.randomUUID();
    window.sessionStorage.setItem(name, key);
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * 'Booking received' at `/booking/:bookingUuid/confirm` (docs/product/booking.md#booking-funnel, ADR 069): the
 * shipment id, the next steps and the payment — card or PayPal pay now on the provider's page, a wire transfer shows
 * the brand's bank details, the reference and the instructions PDF, credit says it was charged to the credit line.
 */
export function BookingReceived({
  bookingUuid,
  known,
  redirect = (url) => window.location.assign(url),
}: BookingReceivedProps) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const details = useQuery({ ...bookingDetailsQueryOptions(bookingUuid), enabled: known === undefined });
  const facts =
    known ??
    (details.data
      ? { shipmentId: details.data.bookingDetails.shipmentId, paymentMode: details.data.bookingDetails.paymentMode }
      : undefined);

  if (!facts) {
    if (details.isError) return <Alert severity="error">{t('bookingFlow.received.loadFailed')}</Alert>;
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('bookingFlow.rate.loading')} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 760, mx: 'auto' }}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {t('bookingFlow.received.title')}
          </Typography>
          <Typography>{t('bookingFlow.received.text')}</Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {t('bookingFlow.received.shipmentId')} <bdi>{facts.shipmentId}</bdi>
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('bookingFlow.received.status', { status: t('bookings.status.R') })}
          </Typography>
        </Stack>
      </Paper>
      <PaymentPanel
        bookingUuid={bookingUuid}
        mode={facts.paymentMode}
        redirect={redirect}
        shipmentId={facts.shipmentId}
      />
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={1.5}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            {t('bookingFlow.received.nextTitle')}
          </Typography>
          <Stack component="ol" spacing={1} sx={{ m: 0, ps: 3 }}>
            <li>{t(`bookingFlow.received.next.pay.${facts.paymentMode}`)}</li>
            <li>{t('bookingFlow.received.next.parties')}</li>
            <li>{t('bookingFlow.received.next.documents')}</li>
            <li>{t('bookingFlow.received.next.track')}</li>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
            <Button variant="contained" to={localizedHref(paths.booking.getHref({ bookingUuid }))}>
              {t('bookingFlow.received.details')}
            </Button>
            <Button variant="outlined" to={localizedHref(paths.shipments.getHref())}>
              {t('bookingFlow.received.myBookings')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}

function PaymentPanel({
  bookingUuid,
  shipmentId,
  mode,
  redirect,
}: {
  bookingUuid: string;
  shipmentId: string;
  mode: PaymentMode;
  redirect: (url: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const payment = useCreatePaymentMutation();
  const [errorCode, setErrorCode] = useState<ErrorCode>();
  const [paid, setPaid] = useState<CreatedPayment>();
  const isPayNow = mode === 'card' || mode === 'paypal';
  const started = useRef(false);

  const pay = () => {
    setErrorCode(undefined);
    payment.mutate(
      { bookingUuid, mode, idempotencyKey: paymentKeyOf(bookingUuid, mode) },
      {
        onSuccess: (created) => {
          if (isPayNow && created.redirectUrl) redirect(created.redirectUrl);
          else setPaid(created);
        },
        onError: (error) => setErrorCode(toApiError(error).code),
      },
    );
  };

  // A wire transfer's bank details and a credit charge come from the payment call at once (the same key each time).
  useEffect(() => {
    if (isPayNow || started.current) return;
    started.current = true;
    pay();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, []);

  return (
    <Paper component="section" aria-labelledby="booking-payment-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography id="booking-payment-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {t('bookingFlow.received.paymentTitle', { mode: t(`bookings.paymentMode.${mode}`) })}
        </Typography>
        <FormErrorAlert code={errorCode} />
        {isPayNow && (
          <>
            <Typography>{t(`bookingFlow.payment.mode.${mode}.text`)}</Typography>
            <Button
              variant="contained"
              size="large"
              loading={payment.isPending}
              onClick={pay}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('bookingFlow.received.payNow')}
            </Button>
          </>
        )}
        {!isPayNow && !paid && payment.isPending && <CircularProgress aria-label={t('bookingFlow.rate.loading')} />}
        {!isPayNow && errorCode && (
          <Button variant="outlined" onClick={pay} sx={{ alignSelf: 'flex-start' }}>
            {t('bookingFlow.received.retry')}
          </Button>
        )}
        {mode === 'wire' && paid && <WireDetails bookingUuid={bookingUuid} shipmentId={shipmentId} payment={paid} />}
        {mode === 'credit' && paid && (
          <Alert severity="success">
            {t('bookingFlow.received.creditCharged', {
              amount: formatMoney(paid.total, i18n.language),
              reference: paid.referenceNumber,
            })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function WireDetails({
  bookingUuid,
  shipmentId,
  payment,
}: {
  bookingUuid: string;
  shipmentId: string;
  payment: CreatedPayment;
}) {
  const { t, i18n } = useTranslation();
  const [downloadError, setDownloadError] = useState<ErrorCode>();
  const bank: WireBankDetails | null = payment.bankDetails;
  const rows: [string, string | null][] = [
    [t('bookingFlow.received.wire.amount'), formatMoney(payment.total, i18n.language)],
    [t('bookingFlow.received.wire.reference'), payment.referenceNumber],
    [t('bookingFlow.received.wire.beneficiaryName'), bank?.beneficiaryName ?? null],
    [t('bookingFlow.received.wire.beneficiaryAddress'), bank?.beneficiaryAddress ?? null],
    [t('bookingFlow.received.wire.bankName'), bank?.bankName ?? null],
    [t('bookingFlow.received.wire.bankAddress'), bank?.bankAddress ?? null],
    [t('bookingFlow.received.wire.accountNumber'), bank?.accountNumber ?? null],
    [t('bookingFlow.received.wire.iban'), bank?.iban ?? null],
    [t('bookingFlow.received.wire.abaRouting'), bank?.abaRouting ?? null],
    [t('bookingFlow.received.wire.bic'), bank?.bic ?? null],
    [t('bookingFlow.received.wire.fiscalInformation'), bank?.fiscalInformation ?? null],
  ];
  return (
    <Stack spacing={2}>
      <Typography>{t('bookingFlow.received.wire.text', { hours: payment.wireConfirmationHours ?? 48 })}</Typography>
      <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([term, value]) => (
            <Stack key={term} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
              <Typography component="dt" sx={{ color: 'text.secondary', minWidth: { sm: 220 } }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                <bdi>{value}</bdi>
              </Typography>
            </Stack>
          ))}
      </Stack>
      <FormErrorAlert code={downloadError} />
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setDownloadError(undefined);
          downloadWireInstructions(bookingUuid, `wire-instructions-${shipmentId}.pdf`).catch((error: unknown) =>
            setDownloadError(toApiError(error).code),
          );
        }}
      >
        {t('bookingFlow.received.wire.download')}
      </Button>
    </Stack>
  );
}
