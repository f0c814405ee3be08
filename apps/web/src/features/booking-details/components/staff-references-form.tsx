import type { BookingDetails } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useUpdateReferencesMutation } from '../api/update-shipment-references';
import { StaffOutcome, useStaffOutcome } from '@/components/staff/staff-outcome';

/** ISO 6346 container numbers: owner code and category (four letters), serial and check digit (seven digits). */
const containerNumberPattern = /^[A-Z]{4}\d{7}$/;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .transform((value) => (value === '' ? null : value));

/** The carrier's references (the server's `updateShipmentReferencesRequestSchema`, with the form's messages). */
const referencesSchema = z.object({
  vessel: optionalText(60),
  voyage: optionalText(30),
  mblNumber: optionalText(35),
  containers: z
    .string()
    .transform((text) =>
      text
        .split(/[\s,;]+/)
        .map((value) => value.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((numbers) => numbers.length <= 50 && numbers.every((number) => containerNumberPattern.test(number)), {
      error: 'bookingDetails.staff.references.containersInvalid',
    }),
});

type ReferenceValues = { vessel: string; voyage: string; mblNumber: string; containers: string };

export function StaffReferencesForm({ booking }: { booking: BookingDetails['bookingDetails'] }) {
  const { t } = useTranslation();
  const update = useUpdateReferencesMutation(booking.bookingUuid);
  const { outcome, reset, onSuccess, onError } = useStaffOutcome();
  const form = useZodForm<ReferenceValues, z.output<typeof referencesSchema>>({
    schema: referencesSchema,
    defaultValues: {
      vessel: booking.vessel ?? '',
      voyage: booking.voyage ?? '',
      mblNumber: booking.mblNumber ?? '',
      containers: booking.containerNumbers.join(', '),
    },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby="staff-references-title"
      onSubmit={(event) => {
        reset();
        void form.handleSubmit(({ containers, ...references }) =>
          update.mutate({ ...references, containerNumbers: containers }, { onSuccess, onError }),
        )(event);
      }}
    >
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TextFormField
          control={form.control}
          name="vessel"
          id="staff-vessel"
          label={t('bookingDetails.staff.references.vessel')}
        />
        <TextFormField
          control={form.control}
          name="voyage"
          id="staff-voyage"
          label={t('bookingDetails.staff.references.voyage')}
        />
        <TextFormField
          control={form.control}
          name="mblNumber"
          id="staff-mbl"
          label={t('bookingDetails.staff.references.mbl')}
        />
        <TextFormField
          control={form.control}
          name="containers"
          id="staff-containers"
          label={t('bookingDetails.staff.references.containers')}
          hint={t('bookingDetails.staff.references.containersHint')}
        />
      </Box>
      <StaffOutcome outcome={outcome} doneText={t('bookingDetails.staff.references.done')} />
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('bookingDetails.staff.references.submit')}
      </Button>
    </Stack>
  );
}
