import {
  bookingStatuses,
  bookingStatusReasonMaxLength,
  nextBookingStatuses,
  transitionNeedsReason,
  type BookingStatus,
} from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useChangeStatusMutation } from '../api/change-booking-status';
import { StaffOutcome, useStaffOutcome } from '@/components/staff/staff-outcome';

/** A move to one of the statuses the domain allows next; a cancellation needs its reason (ADR 063). */
const statusMoveSchema = z
  .object({
    status: z.enum(bookingStatuses, { error: 'bookingDetails.staff.status.statusRequired' }),
    reason: z.string().trim().max(bookingStatusReasonMaxLength, { error: 'validation.maxLength' }),
  })
  .refine((move) => !transitionNeedsReason(move.status) || move.reason !== '', {
    path: ['reason'],
    message: 'bookingDetails.staff.status.reasonRequired',
    when: () => true,
  })
  .transform((move) => ({ status: move.status, reason: move.reason === '' ? null : move.reason }));

export function StaffStatusForm({ bookingUuid, status }: { bookingUuid: string; status: BookingStatus }) {
  const { t } = useTranslation();
  const change = useChangeStatusMutation(bookingUuid);
  const { outcome, reset, onSuccess, onError } = useStaffOutcome();
  const form = useZodForm<{ status: string; reason: string }, z.output<typeof statusMoveSchema>>({
    schema: statusMoveSchema,
    defaultValues: { status: '', reason: '' },
  });
  const next = nextBookingStatuses(status);
  if (next.length === 0) return <Typography>{t('bookingDetails.staff.status.none')}</Typography>;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby="staff-status-title"
      onSubmit={(event) => {
        reset();
        void form.handleSubmit((move) =>
          change.mutate(move, {
            onSuccess: () => {
              onSuccess();
              form.reset({ status: '', reason: '' });
            },
            onError,
          }),
        )(event);
      }}
    >
      <SelectField
        control={form.control}
        name="status"
        id="staff-status"
        label={t('bookingDetails.staff.status.next')}
        placeholder={t('bookingDetails.staff.status.choose')}
        options={next.map((value) => ({ value, label: t(`bookings.status.${value}`) }))}
        required
      />
      <TextFormField
        control={form.control}
        name="reason"
        id="staff-status-reason"
        label={t('bookingDetails.staff.status.reason')}
        hint={t('bookingDetails.staff.status.reasonHint')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: bookingStatusReasonMaxLength } }}
      />
      <StaffOutcome outcome={outcome} doneText={t('bookingDetails.staff.status.done')} />
      <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('bookingDetails.staff.status.submit')}
      </Button>
    </Stack>
  );
}
