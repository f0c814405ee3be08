import { currencies, moneyFromMajor, type Currency, type Money } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { StaffOutcome, useStaffOutcome } from './staff-outcome';

/** An amount in major units (0 withdraws the line), as the call's `amountMinor` in its currency. */
const creditLineSchema = z
  .object({
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,10}([.,]\d{1,2})?$/, { error: 'staffConsole.creditLine.amountInvalid' }),
    currency: z.enum(currencies),
  })
  .transform(({ amount, currency }) => moneyFromMajor(Number(amount.replace(',', '.')), currency));

/**
 * Staff set a customer's credit line (docs/product/booking.md#payments: pay using credit): on the booking page's
 * staff mode and on the customer page. `save` is the caller's mutation of
 * `PUT /api/v2/staff/customers/{customerId}/credit-line`, which refreshes what that page shows.
 */
export function CreditLineForm({
  idPrefix,
  labelledBy,
  currency,
  amountMajor = '',
  save,
  isSaving,
}: {
  idPrefix: string;
  labelledBy: string;
  currency: Currency;
  /** The current line, in major units, to start from. */
  amountMajor?: string;
  save: (money: Money, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const { outcome, reset, onSuccess, onError } = useStaffOutcome();
  const form = useZodForm<{ amount: string; currency: string }, z.output<typeof creditLineSchema>>({
    schema: creditLineSchema,
    defaultValues: { amount: amountMajor, currency },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        reset();
        void form.handleSubmit((money) => save(money, { onSuccess, onError }))(event);
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr' } }}>
        <TextFormField
          control={form.control}
          name="amount"
          id={`${idPrefix}-amount`}
          label={t('staffConsole.creditLine.amount')}
          hint={t('staffConsole.creditLine.amountHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          required
        />
        <SelectField
          control={form.control}
          name="currency"
          id={`${idPrefix}-currency`}
          label={t('staffConsole.creditLine.currency')}
          options={currencies.map((value) => ({ value, label: value }))}
          required
        />
      </Box>
      <StaffOutcome outcome={outcome} doneText={t('staffConsole.creditLine.done')} />
      <Button type="submit" variant="contained" loading={isSaving} sx={{ alignSelf: 'flex-start' }}>
        {t('staffConsole.creditLine.submit')}
      </Button>
    </Stack>
  );
}
