import {
  bookingStatusReasonMaxLength,
  chargeLabelSchema,
  currencies,
  moneyFromMajor,
  moneyToMajor,
  rateChargeGroups,
  type BookingCharges,
  type ChargeLabel,
  type IssueRevisedQuoteRequest,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { useChargeLineName } from '@/lib/format/charge-line-name';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useIssueRevisedQuoteMutation } from '../api/issue-revised-quote';
import { StaffOutcome, useStaffOutcome } from '@/components/staff/staff-outcome';

/** The charge lines as they become (major units in the form) and why (docs/product/booking.md#revised-quote). */
const revisedQuoteFormSchema = z
  .object({
    lines: z
      .array(
        z.object({
          group: z.enum(rateChargeGroups),
          code: z.string().trim().min(1).max(40),
          name: z.string().trim().min(1, { error: 'bookingDetails.staff.revisedQuote.nameRequired' }).max(100),
          quantity: z.number().positive(),
          amount: z
            .string()
            .trim()
            .regex(/^-?\d{1,10}([.,]\d{1,2})?$/, { error: 'bookingDetails.staff.revisedQuote.amountInvalid' }),
          currency: z.enum(currencies),
          original: z.object({ name: z.string(), label: chargeLabelSchema, shownName: z.string() }).optional(),
        }),
      )
      .min(1)
      .max(100),
    reason: z
      .string()
      .trim()
      .min(1, { error: 'bookingDetails.staff.revisedQuote.reasonRequired' })
      .max(bookingStatusReasonMaxLength, { error: 'validation.maxLength' }),
  })
  .transform(({ lines, reason }): IssueRevisedQuoteRequest => ({
    reason,
    lines: lines.map(({ amount, original, ...line }) => ({
      ...line,
      // A line whose name staff left as shown keeps what it is, so each reader sees it in their language (ADR 091).
      ...(original && line.name === original.shownName ? { name: original.name, label: original.label } : {}),
      amountMinor: moneyFromMajor(Number(amount.replace(',', '.')), line.currency).amountMinor,
    })),
  }));

type LineValues = {
  group: (typeof rateChargeGroups)[number];
  code: string;
  name: string;
  quantity: number;
  amount: string;
  currency: (typeof currencies)[number];
  /** A labelled line's own name and label, and the name as the form first showed it. */
  original?: { name: string; label: ChargeLabel; shownName: string };
};
type RevisedQuoteValues = { lines: LineValues[]; reason: string };

const valuesOf = (charges: BookingCharges, nameOf: ReturnType<typeof useChargeLineName>): RevisedQuoteValues => ({
  lines: charges.lines.map(({ amountMinor, label, ...line }) => {
    const shownName = nameOf({ ...line, label });
    return {
      ...line,
      name: shownName,
      amount: String(moneyToMajor({ amountMinor, currency: line.currency })),
      ...(label ? { original: { name: line.name, label, shownName } } : {}),
    };
  }),
  reason: '',
});

/** Staff issue a revised quote: change the lines' amounts, add or remove a line, say why. */
export function StaffRevisedQuoteForm({ bookingUuid, charges }: { bookingUuid: string; charges: BookingCharges }) {
  const { t } = useTranslation();
  const nameOf = useChargeLineName();
  const issue = useIssueRevisedQuoteMutation(bookingUuid);
  const { outcome, reset, onSuccess, onError } = useStaffOutcome();
  const form = useZodForm<RevisedQuoteValues, IssueRevisedQuoteRequest>({
    schema: revisedQuoteFormSchema,
    defaultValues: valuesOf(charges, nameOf),
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby="staff-revised-quote-title"
      onSubmit={(event) => {
        reset();
        void form.handleSubmit((body) => issue.mutate(body, { onSuccess, onError }))(event);
      }}
    >
      {lines.fields.map((field, index) => {
        const name = form.getValues(`lines.${index}.name`) || t('bookingDetails.staff.revisedQuote.newLine');
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={name}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
              pb: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <TextFormField
              control={form.control}
              name={`lines.${index}.name`}
              id={`staff-line-${index}-name`}
              label={t('bookingDetails.staff.revisedQuote.lineName')}
              size="small"
            />
            <TextFormField
              control={form.control}
              name={`lines.${index}.amount`}
              id={`staff-line-${index}-amount`}
              label={`${t('bookingDetails.staff.revisedQuote.lineAmount')} (${field.currency})`}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <SelectField
              control={form.control}
              name={`lines.${index}.group`}
              id={`staff-line-${index}-group`}
              label={t('bookingDetails.staff.revisedQuote.lineGroup')}
              size="small"
              options={rateChargeGroups.map((group) => ({
                value: group,
                label: t(`bookingDetails.chargeGroup.${group}`),
              }))}
            />
            <Button
              variant="text"
              color="warning"
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(index)}
              aria-label={t('bookingDetails.staff.revisedQuote.removeLine', { name })}
            >
              ✕
            </Button>
          </Box>
        );
      })}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          lines.append({
            group: 'others',
            code: `ADJ${lines.fields.length + 1}`,
            name: '',
            quantity: 1,
            amount: '',
            currency: charges.total.currency,
          })
        }
      >
        {t('bookingDetails.staff.revisedQuote.addLine')}
      </Button>
      <TextFormField
        control={form.control}
        name="reason"
        id="staff-revised-quote-reason"
        label={t('bookingDetails.staff.revisedQuote.reason')}
        multiline
        minRows={2}
        required
      />
      <StaffOutcome outcome={outcome} doneText={t('bookingDetails.staff.revisedQuote.done')} />
      <Button type="submit" variant="contained" loading={issue.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('bookingDetails.staff.revisedQuote.submit')}
      </Button>
    </Stack>
  );
}
