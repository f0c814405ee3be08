import { Button } from '@/components/ui/button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { z } from 'zod';
import { localToday } from '@/lib/local-today';

/**
 * A form step: its fields and one submit button (continue, or get my quotes on the last step).
 * `onSubmit` is the step form's `handleSubmit(…)` (lib/forms/use-zod-form.ts).
 */
export function StepForm({
  onSubmit,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2.5} sx={{ maxWidth: 440 }}>
      {children}
      <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** A date that is given and not before today (`YYYY-MM-DD` compares as text). */
export const comingDateSchema = z
  .string()
  .min(1, 'onboarding.errors.dateRequired')
  .refine((value) => value >= localToday(), 'onboarding.errors.dateInPast');
