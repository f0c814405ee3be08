import { bookingPaymentRequestSchema, formatMoney, type Money, type PaymentMode } from '@freightdesk/domain';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import { fieldErrorText } from '@/lib/forms/field-messages';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { paymentOptionsPreviewQueryOptions } from '../api/get-payment-options';
import type { BookingDraftAnswers, PaymentValues } from '../lib/booking-draft';
import { FormControlLabel } from '@/components/ui/form-control-label';
import { Radio, RadioGroup } from '@/components/ui/radio';

const paymentSchema = bookingPaymentRequestSchema;
type PaymentOutput = NonNullable<BookingDraftAnswers['payment']>['output'];

export const paymentStepFormId = 'booking-payment-form';

/**
 * How the customer will pay (docs/product/booking.md#payment-options): pay now by card or PayPal (with a transaction
 * fee), pay later by wire transfer (with a fee; processed once the money arrives, confirmed within 48 hours), or pay
 * using credit (no fee). The payment itself follows the booking, on 'booking received'. Each mode shows its fee for
 * this booking's total (`amount`, by the booking's own rule): the payment options call answers the modes this
 * customer can use (card and PayPal only with the providers' keys; credit when their credit line covers the total).
 * Should that call fail, every mode is listed without its fee (the booking call checks the mode anyway).
 */
export function PaymentStep({
  modes,
  amount,
  initialValues,
  serverError,
  onDone,
}: {
  modes: readonly PaymentMode[];
  /** The booking's total as it would be frozen (the rate's lines, the services kept, the insurance premium). */
  amount: Money;
  initialValues: PaymentValues | undefined;
  serverError: ApiError | undefined;
  onDone: (values: PaymentValues, output: PaymentOutput) => void;
}) {
  const { t, i18n } = useTranslation();
  const options = useQuery(paymentOptionsPreviewQueryOptions(amount));
  const form = useZodForm<PaymentValues, PaymentOutput>({
    schema: paymentSchema,
    defaultValues: initialValues ?? { paymentMode: '' },
    toInput: (values) => ({ paymentMode: values.paymentMode || undefined }),
  });
  useEffect(() => {
    if (serverError) setServerFieldErrors(form.setError, serverError, { fields: ['paymentMode'] });
  }, [serverError, form.setError]);
  const { field, fieldState } = useController({ control: form.control, name: 'paymentMode' });
  const label = t('bookingFlow.payment.label');
  const errorText = fieldErrorText(t, fieldState.error, label);
  const money = (value: Money) => formatMoney(value, i18n.language);
  const offered = options.data?.options;
  const shownModes = offered ? modes.filter((mode) => offered.some((option) => option.mode === mode)) : modes;
  const feeText = (mode: PaymentMode): string | undefined => {
    const option = offered?.find((candidate) => candidate.mode === mode);
    if (!option) return undefined;
    if (mode === 'credit' && options.data?.availableCredit) {
      return t('bookingFlow.payment.noFee', { available: money(options.data.availableCredit) });
    }
    return t('bookingFlow.payment.fee', { fee: money(option.fee), total: money(option.total) });
  };

  if (options.isPending) return <CircularProgress aria-label={t('bookingFlow.payment.loading')} />;

  return (
    <Stack
      component="form"
      id={paymentStepFormId}
      noValidate
      onSubmit={(event) => void form.handleSubmit((output) => onDone(form.getValues(), output))(event)}
    >
      <FormControl error={errorText !== undefined} required>
        <FormLabel id="booking-payment-label">{label}</FormLabel>
        <RadioGroup
          aria-labelledby="booking-payment-label"
          aria-describedby={errorText ? 'booking-payment-error' : undefined}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
        >
          {shownModes.map((mode, index) => (
            <FormControlLabel
              key={mode}
              sx={{ alignItems: 'flex-start', my: 1 }}
              control={<Radio value={mode} onBlur={field.onBlur} ref={index === 0 ? field.ref : undefined} />}
              label={
                <Stack sx={{ pt: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{t(`bookingFlow.payment.mode.${mode}.title`)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`bookingFlow.payment.mode.${mode}.text`)}
                  </Typography>
                  {feeText(mode) && (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {feeText(mode)}
                    </Typography>
                  )}
                </Stack>
              }
            />
          ))}
        </RadioGroup>
        {errorText && <FormHelperText id="booking-payment-error">{errorText}</FormHelperText>}
      </FormControl>
    </Stack>
  );
}
