import { bookingPaymentRequestSchema, type PaymentMode } from '@freightdesk/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import { fieldErrorText } from '@/lib/forms/field-messages';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import type { BookingDraftAnswers, PaymentValues } from '../lib/booking-draft';

const paymentSchema = bookingPaymentRequestSchema;
type PaymentOutput = NonNullable<BookingDraftAnswers['payment']>['output'];

export const paymentStepFormId = 'booking-payment-form';

/**
 * How the customer will pay (docs/product/booking.md#payment-options): pay now by card or PayPal (with a transaction
 * fee), pay later by wire transfer (with a fee; processed once the money arrives, confirmed within 48 hours), or pay
 * using credit (no fee). The payment itself follows the booking, on 'booking received'.
 */
export function PaymentStep({
  modes,
  initialValues,
  serverError,
  onDone,
}: {
  modes: readonly PaymentMode[];
  initialValues: PaymentValues | undefined;
  serverError: ApiError | undefined;
  onDone: (values: PaymentValues, output: PaymentOutput) => void;
}) {
  const { t } = useTranslation();
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
          {modes.map((mode, index) => (
            <FormControlLabel
              key={mode}
              value={mode}
              sx={{ alignItems: 'flex-start', my: 1 }}
              control={
                <Radio onBlur={field.onBlur} slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
              }
              label={
                <Stack sx={{ pt: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{t(`bookingFlow.payment.mode.${mode}.title`)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`bookingFlow.payment.mode.${mode}.text`)}
                  </Typography>
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
