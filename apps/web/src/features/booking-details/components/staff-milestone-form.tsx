import { bookingMilestones, isCalendarDateString, milestoneClassifiers } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/form/date-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useRecordMilestoneMutation } from '../api/record-milestone';
import { StaffOutcome, useStaffOutcome } from '@/components/staff/staff-outcome';

/** A milestone's planned (PLN), estimated (EST) or actual (ACT) date and where (ADR 063: DCSA classifiers). */
const milestoneEventSchema = z
  .object({
    milestone: z.enum(bookingMilestones, { error: 'bookingDetails.staff.milestone.milestoneRequired' }),
    classifier: z.enum(milestoneClassifiers),
    eventDate: z.string().refine(isCalendarDateString, { error: 'bookingDetails.staff.milestone.dateRequired' }),
    location: z.string().trim().max(100, { error: 'validation.maxLength' }),
  })
  .transform((event) => ({ ...event, location: event.location === '' ? null : event.location }));

type MilestoneValues = { milestone: string; classifier: string; eventDate: string; location: string };
const emptyEvent: MilestoneValues = { milestone: '', classifier: 'ACT', eventDate: '', location: '' };

export function StaffMilestoneForm({ bookingUuid }: { bookingUuid: string }) {
  const { t } = useTranslation();
  const record = useRecordMilestoneMutation(bookingUuid);
  const { outcome, reset, onSuccess, onError } = useStaffOutcome();
  const form = useZodForm<MilestoneValues, z.output<typeof milestoneEventSchema>>({
    schema: milestoneEventSchema,
    defaultValues: emptyEvent,
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby="staff-milestone-title"
      onSubmit={(event) => {
        reset();
        void form.handleSubmit((body) =>
          record.mutate(body, {
            onSuccess: () => {
              onSuccess();
              form.reset(emptyEvent);
            },
            onError,
          }),
        )(event);
      }}
    >
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <SelectField
          control={form.control}
          name="milestone"
          id="staff-milestone"
          label={t('bookingDetails.staff.milestone.milestone')}
          placeholder={t('bookingDetails.staff.status.choose')}
          options={bookingMilestones.map((value) => ({ value, label: t(`bookings.milestone.${value}`) }))}
          required
        />
        <SelectField
          control={form.control}
          name="classifier"
          id="staff-milestone-classifier"
          label={t('bookingDetails.staff.milestone.classifier')}
          options={milestoneClassifiers.map((value) => ({
            value,
            label: t(`bookingDetails.staff.milestone.classifiers.${value}`),
          }))}
          required
        />
        <DateField
          control={form.control}
          name="eventDate"
          id="staff-milestone-date"
          label={t('bookingDetails.staff.milestone.date')}
          required
        />
        <TextFormField
          control={form.control}
          name="location"
          id="staff-milestone-location"
          label={t('bookingDetails.staff.milestone.location')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Box>
      <StaffOutcome outcome={outcome} doneText={t('bookingDetails.staff.milestone.done')} />
      <Button type="submit" variant="contained" loading={record.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('bookingDetails.staff.milestone.submit')}
      </Button>
    </Stack>
  );
}
