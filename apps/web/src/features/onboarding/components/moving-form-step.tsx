import type { OnboardingMovingForm } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { DateField } from '@/components/ui/form/date-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { localToday } from '@/lib/local-today';
import { comingDateSchema, StepForm } from './step-form';

/** Most characters a place typed here may have (a city and country name). */
const placeMaxLength = 100;

const placeSchema = z.string().trim().min(1, 'onboarding.errors.placeRequired');
const movingSchema = z.object({
  origin: placeSchema,
  destination: placeSchema,
  moveDate: comingDateSchema,
  needFullContainer: z.boolean(),
});
type MovingValues = z.input<typeof movingSchema>;

/**
 * Step 5, the moving form (B2C flow): where from, where to and when, and whether a full
 * container is needed (which skips to step 8 with container cargo, docs/product/accounts.md#onboarding).
 */
export function MovingFormStep({
  initial,
  onSubmit,
}: {
  initial: OnboardingMovingForm | undefined;
  onSubmit: (movingForm: OnboardingMovingForm) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm<MovingValues, z.output<typeof movingSchema>>({
    schema: movingSchema,
    defaultValues: {
      origin: initial?.details['origin'] ?? '',
      destination: initial?.details['destination'] ?? '',
      moveDate: initial?.details['moveDate'] ?? '',
      needFullContainer: initial?.needFullContainer ?? false,
    },
  });
  const submit = form.handleSubmit(({ needFullContainer, ...details }) => onSubmit({ details, needFullContainer }));

  return (
    <StepForm onSubmit={submit} submitLabel={t('onboarding.continue')}>
      {(['origin', 'destination'] as const).map((field) => (
        <TextFormField
          key={field}
          control={form.control}
          name={field}
          id={`onboarding-${field}`}
          label={t(`onboarding.fields.${field}`)}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { maxLength: placeMaxLength } }}
        />
      ))}
      <DateField
        control={form.control}
        name="moveDate"
        id="onboarding-move-date"
        label={t('onboarding.fields.moveDate')}
        min={localToday()}
        required
      />
      <CheckboxField
        control={form.control}
        name="needFullContainer"
        id="onboarding-need-full-container"
        label={t('onboarding.fields.needFullContainer')}
      />
    </StepForm>
  );
}
