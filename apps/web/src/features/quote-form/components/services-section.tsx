import { currencies, customBondKinds, type CargoSearch } from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { NumberField } from '@/components/ui/form/number-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { SelectField } from '@/components/ui/form/select-field';
import type { QuoteFormValues } from '../lib/form-values';

/**
 * Cargo value with its currency and the additional services of a search (docs/product/quoting.md#additional-services):
 * import customs clearance, residential delivery, lift gate and the customs bond — only continuous at or above the
 * cap (`isContinuousOnly`, the domain's mustChooseContinuousBond).
 */
export function ServicesSection({
  control,
  isContinuousOnly,
}: {
  control: Control<QuoteFormValues, unknown, CargoSearch>;
  isContinuousOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField
          control={control}
          name="cargoValue"
          id="quote-cargo-value"
          label={t('quoteForm.fields.cargoValue')}
          min={1}
          step={0.01}
        />
        <SelectField
          control={control}
          name="cargoValueCurrency"
          id="quote-cargo-value-currency"
          label={t('quoteForm.fields.currency')}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          sx={{ minWidth: 120 }}
        />
      </Stack>
      <CheckboxField
        control={control}
        name="importCustomClearance"
        id="quote-import-clearance"
        label={t('quoteForm.services.importCustomClearance')}
      />
      <CheckboxField
        control={control}
        name="residencyDelivery"
        id="quote-residential"
        label={t('quoteForm.services.residencyDelivery')}
      />
      <CheckboxField control={control} name="liftGate" id="quote-lift-gate" label={t('quoteForm.services.liftGate')} />
      <RadioGroupField
        control={control}
        name="customBond"
        id="quote-custom-bond"
        label={t('quoteForm.fields.customBond')}
        options={customBondKinds
          .filter((kind) => !(isContinuousOnly && kind === 'singleEntry'))
          .map((kind) => ({ value: kind, label: t(`quoteForm.customBond.${kind}`) }))}
      />
      {isContinuousOnly && (
        <Typography variant="body2" color="text.secondary">
          {t('quoteForm.continuousOnly')}
        </Typography>
      )}
    </>
  );
}
