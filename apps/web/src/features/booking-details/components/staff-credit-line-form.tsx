import { currencies, moneyFromMajor, type Currency } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useSetCreditLineMutation } from '../api/set-credit-line';
import { StaffOutcome, useStaffOutcome } from './staff-outcome';

/** An amount in major units (0 withdraws the line), as the call's `amountMinor` in its currency. */
const creditLineSchema = z
  .object({
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,10}([.,]\d{1,2})?$/, { error: 'bookingDetails.staff.creditLine.amountInvalid' }),
    currency: z.enum(currencies),
  })
  .transform(({ amount, currency }) => moneyFromMajor(Number(amount.replace(',', '.')), currency));

export function StaffCreditLineForm({
  bookingUuid,
  customerId,
  currency,
}: {
  bookingUuid: string;
  customerId: string | null | undefined;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const setCreditLine = useSetCreditLineMutation(bookingUuid);
  const { outcome, reset, onSuccess, onError } = useStaffOutcome();
  const form = useZodForm<{ amount: string; currency: string }, z.output<typeof creditLineSchema>>({
    schema: creditLineSchema,
    defaultValues: { amount: '', currency },
  });
  if (!customerId) return <Typography>{t('bookingDetails.staff.creditLine.unknownCustomer')}</Typography>;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby="staff-credit-line-title"
      onSubmit={(event) => {
        reset();
        void form.handleSubmit((money) => setCreditLine.mutate({ customerId, ...money }, { onSuccess, onError }))(
          event,
        );
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr' } }}>
        <TextFormField
          control={form.control}
          name="amount"
          id="staff-credit-line"
          label={t('bookingDetails.staff.creditLine.amount')}
          hint={t('bookingDetails.staff.creditLine.amountHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          required
        />
        <SelectField
          control={form.control}
          name="currency"
          id="staff-credit-line-currency"
          label={t('bookingDetails.staff.creditLine.currency')}
          options={currencies.map((value) => ({ value, label: value }))}
          required
        />
      </Box>
      <StaffOutcome outcome={outcome} doneText={t('bookingDetails.staff.creditLine.done')} />
      <Button type="submit" variant="contained" loading={setCreditLine.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('bookingDetails.staff.creditLine.submit')}
      </Button>
    </Stack>
  );
}
