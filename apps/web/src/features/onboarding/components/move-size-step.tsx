import { apartmentTypes, boxSizes, defaultSearchContainerTypes, type OnboardingState } from '@freightdesk/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JourneyFinish } from '../lib/journey';
import { StepField, StepForm } from './step-form';

/** Most containers or boxes of one kind one journey asks about. */
const maxQuantity = 99;

const quantityOf = (text: string): number | undefined =>
  /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : undefined;

function ContainerSize({ onFinish }: { onFinish: (finish: JourneyFinish) => void }) {
  const { t } = useTranslation();
  const [containerType, setContainerType] = useState<string>(defaultSearchContainerTypes[0]);
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<string>();
  const submit = () => {
    const count = quantityOf(quantity);
    if (count === undefined || count < 1) return setMessage('onboarding.errors.quantity');
    setMessage(undefined);
    onFinish({ cargo: { containerType, quantity: String(count) } });
  };
  return (
    <StepForm onSubmit={submit} submitLabel={t('onboarding.getQuotes')}>
      <StepField
        id="onboarding-container-type"
        select
        label={t('onboarding.fields.containerType')}
        value={containerType}
        onChange={(event) => setContainerType(event.target.value)}
        messageKey={undefined}
        slotProps={{ select: { native: true } }}
      >
        {defaultSearchContainerTypes.map((type) => (
          <option key={type} value={type}>
            {t(`onboarding.containerTypes.${type}`)}
          </option>
        ))}
      </StepField>
      <StepField
        id="onboarding-container-quantity"
        type="number"
        label={t('onboarding.fields.containerQuantity')}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        messageKey={message}
        slotProps={{ htmlInput: { min: 1, max: maxQuantity, inputMode: 'numeric' } }}
      />
    </StepForm>
  );
}

function HomeSize({ onFinish }: { onFinish: (finish: JourneyFinish) => void }) {
  const { t } = useTranslation();
  const [apartmentType, setApartmentType] = useState('');
  const [message, setMessage] = useState<string>();
  const label = t('onboarding.fields.apartmentType');
  const submit = () => {
    if (apartmentType === '') return setMessage('onboarding.errors.apartmentTypeRequired');
    onFinish({ cargo: { apartmentType } });
  };
  return (
    <StepForm onSubmit={submit} submitLabel={t('onboarding.getQuotes')}>
      <FormControl error={message !== undefined} required>
        <FormLabel id="onboarding-apartment-type-label">{label}</FormLabel>
        <RadioGroup
          aria-labelledby="onboarding-apartment-type-label"
          aria-describedby={message ? 'onboarding-apartment-type-error' : undefined}
          name="apartmentType"
          value={apartmentType}
          onChange={(event) => {
            setApartmentType(event.target.value);
            setMessage(undefined);
          }}
        >
          {apartmentTypes.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={t(`onboarding.apartmentTypes.${type}`)}
            />
          ))}
        </RadioGroup>
        {message && <FormHelperText id="onboarding-apartment-type-error">{t(message)}</FormHelperText>}
      </FormControl>
    </StepForm>
  );
}

function BoxCounts({ onFinish }: { onFinish: (finish: JourneyFinish) => void }) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<Record<(typeof boxSizes)[number], string>>({
    small: '0',
    medium: '0',
    large: '0',
  });
  const [message, setMessage] = useState<string>();
  const submit = () => {
    const numbers = boxSizes.map((size) => quantityOf(counts[size]));
    if (numbers.some((count) => count === undefined) || numbers.every((count) => count === 0))
      return setMessage('onboarding.errors.boxes');
    setMessage(undefined);
    onFinish({ cargo: Object.fromEntries(boxSizes.map((size, index) => [`${size}Boxes`, String(numbers[index])])) });
  };
  return (
    <StepForm onSubmit={submit} submitLabel={t('onboarding.getQuotes')}>
      <FormControl component="fieldset" error={message !== undefined} sx={{ gap: 2 }}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('onboarding.fields.boxes')}
        </FormLabel>
        {boxSizes.map((size) => (
          <StepField
            key={size}
            id={`onboarding-boxes-${size}`}
            type="number"
            label={t(`onboarding.boxSizes.${size}`)}
            value={counts[size]}
            onChange={(event) => setCounts((current) => ({ ...current, [size]: event.target.value }))}
            messageKey={undefined}
            required={false}
            error={message !== undefined}
            slotProps={{
              htmlInput: {
                min: 0,
                max: maxQuantity,
                inputMode: 'numeric',
                'aria-describedby': message ? 'onboarding-boxes-error' : undefined,
              },
            }}
          />
        ))}
        {message && <FormHelperText id="onboarding-boxes-error">{t(message)}</FormHelperText>}
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
