import type { OnboardingMovingForm } from '@freightdesk/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateStepField, dateMessageKey, StepField, StepForm } from './step-form';

/** Most characters a place typed here may have (a city and country name). */
const placeMaxLength = 100;

type PlaceField = 'origin' | 'destination';

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
  const [values, setValues] = useState({
    origin: initial?.details['origin'] ?? '',
    destination: initial?.details['destination'] ?? '',
    moveDate: initial?.details['moveDate'] ?? '',
  });
  const [needFullContainer, setNeedFullContainer] = useState(initial?.needFullContainer ?? false);
  const [messages, setMessages] = useState<Partial<Record<keyof typeof values, string | undefined>>>({});

  const placeMessageKey = (field: PlaceField) =>
    values[field].trim() === '' ? 'onboarding.errors.placeRequired' : undefined;
  const submit = () => {
    const next = {
      origin: placeMessageKey('origin'),
      destination: placeMessageKey('destination'),
      moveDate: dateMessageKey(values.moveDate),
    };
    setMessages(next);
    if (Object.values(next).some(Boolean)) return;
    onSubmit({
      details: { origin: values.origin.trim(), destination: values.destination.trim(), moveDate: values.moveDate },
      needFullContainer,
    });
  };
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <StepForm onSubmit={submit} submitLabel={t('onboarding.continue')}>
      {(['origin', 'destination'] as const).map((field) => (
        <StepField
          key={field}
          id={`onboarding-${field}`}
          label={t(`onboarding.fields.${field}`)}
          value={values[field]}
          onChange={change(field)}
          messageKey={messages[field]}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: placeMaxLength } }}
        />
      ))}
      <DateStepField
        id="onboarding-move-date"
        label={t('onboarding.fields.moveDate')}
        value={values.moveDate}
        onChange={change('moveDate')}
        messageKey={messages.moveDate}
      />
      <FormControlLabel
        control={
          <Checkbox checked={needFullContainer} onChange={(event) => setNeedFullContainer(event.target.checked)} />
        }
        label={t('onboarding.fields.needFullContainer')}
      />
    </StepForm>
  );
}
