import { apartmentTypes, boxSizes, defaultSearchContainerTypes, type OnboardingState } from '@freightdesk/domain';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NumberField } from '@/components/ui/form/number-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { SelectField } from '@/components/ui/form/select-field';
import { fieldErrorText } from '@/lib/forms/field-messages';
import { useZodForm } from '@/lib/forms/use-zod-form';
import type { JourneyFinish } from '../lib/journey';
import { StepForm } from './step-form';

/** Most containers or boxes of one kind one journey asks about. */
const maxQuantity = 99;

/** A count of one or two digits, as a number. */
const quantitySchema = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, message)
    .transform(Number);

const containerSchema = z.object({
  containerType: z.string(),
  quantity: quantitySchema('onboarding.errors.quantity').refine((count) => count >= 1, 'onboarding.errors.quantity'),
});

function ContainerSize({ onFinish }: { onFinish: (finish: JourneyFinish) => void }) {
  const { t } = useTranslation();
  const form = useZodForm<z.input<typeof containerSchema>, z.output<typeof containerSchema>>({
    schema: containerSchema,
    defaultValues: { containerType: defaultSearchContainerTypes[0], quantity: '1' },
  });
  const submit = form.handleSubmit(({ containerType, quantity }) =>
    onFinish({ cargo: { containerType, quantity: String(quantity) } }),
  );
  return (
    <StepForm onSubmit={submit} submitLabel={t('onboarding.getQuotes')}>
      <SelectField
        control={form.control}
        name="containerType"
        id="onboarding-container-type"
        label={t('onboarding.fields.containerType')}
        options={defaultSearchContainerTypes.map((type) => ({
          value: type,
          label: t(`onboarding.containerTypes.${type}`),
        }))}
        required
      />
      <NumberField
        control={form.control}
        name="quantity"
        id="onboarding-container-quantity"
        label={t('onboarding.fields.containerQuantity')}
        min={1}
        max={maxQuantity}
        required
      />
    </StepForm>
  );
}

const homeSchema = z.object({ apartmentType: z.string().min(1, 'onboarding.errors.apartmentTypeRequired') });

function HomeSize({ onFinish }: { onFinish: (finish: JourneyFinish) => void }) {
  const { t } = useTranslation();
  const form = useZodForm<z.input<typeof homeSchema>, z.output<typeof homeSchema>>({
    schema: homeSchema,
    defaultValues: { apartmentType: '' },
  });
  return (
    <StepForm onSubmit={form.handleSubmit((cargo) => onFinish({ cargo }))} submitLabel={t('onboarding.getQuotes')}>
      <RadioGroupField
        control={form.control}
        name="apartmentType"
        id="onboarding-apartment-type"
        label={t('onboarding.fields.apartmentType')}
        options={apartmentTypes.map((type) => ({ value: type, label: t(`onboarding.apartmentTypes.${type}`) }))}
        required
      />
    </StepForm>
  );
}

const isCount = (text: string) => /^\d{1,2}$/.test(text.trim());
// One message for the group (under the fieldset): a count that is not one, or no box at all.
const boxesSchema = z
  .object({ small: z.string(), medium: z.string(), large: z.string() })
  .refine((counts) => boxSizes.every((size) => isCount(counts[size])), { message: 'onboarding.errors.boxes', path: [] })
  .transform((counts) => boxSizes.map((size) => Number(counts[size].trim())))
  .refine((numbers) => numbers.some((count) => count > 0), { message: 'onboarding.errors.boxes', path: [] });

function BoxCounts({ onFinish }: { onFinish: (finish: JourneyFinish) => void }) {
  const { t } = useTranslation();
  const form = useZodForm<z.input<typeof boxesSchema>, z.output<typeof boxesSchema>>({
    schema: boxesSchema,
    defaultValues: { small: '0', medium: '0', large: '0' },
  });
  const message = fieldErrorText(t, form.formState.errors.root, t('onboarding.fields.boxes'));
  const submit = form.handleSubmit((numbers) =>
    onFinish({ cargo: Object.fromEntries(boxSizes.map((size, index) => [`${size}Boxes`, String(numbers[index])])) }),
  );
  return (
    <StepForm onSubmit={submit} submitLabel={t('onboarding.getQuotes')}>
      <FormControl component="fieldset" error={message !== undefined} sx={{ gap: 2 }}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('onboarding.fields.boxes')}
        </FormLabel>
        {boxSizes.map((size) => (
          <NumberField
            key={size}
            control={form.control}
            name={size}
            id={`onboarding-boxes-${size}`}
            label={t(`onboarding.boxSizes.${size}`)}
            min={0}
            max={maxQuantity}
            isGroupInError={message !== undefined}
            slotProps={{ htmlInput: { 'aria-describedby': message ? 'onboarding-boxes-error' : undefined } }}
          />
        ))}
        {message && <FormHelperText id="onboarding-boxes-error">{message}</FormHelperText>}
      </FormControl>
    </StepForm>
  );
}

/**
 * Step 8, the move size or cargo: the containers when a full container was chosen, the size of
 * the home for an entire household, box counts for a partial one.
 */
export function MoveSizeStep({
  state,
  onFinish,
}: {
  state: OnboardingState;
  onFinish: (finish: JourneyFinish) => void;
}) {
  if (state.manualCargoType === 'container') return <ContainerSize onFinish={onFinish} />;
  if (state.movingType === 'entireHousehold') return <HomeSize onFinish={onFinish} />;
  return <BoxCounts onFinish={onFinish} />;
}
