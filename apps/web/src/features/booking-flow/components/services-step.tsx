import {
  bookingServicesRequestSchema,
  formatMoney,
  insuranceDeductibleEur,
  insuranceMinimumPremiumMinor,
  insurancePremiumMinor,
  insuranceRatePercent,
  type Currency,
  type Rate,
} from '@freightdesk/domain';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChargeLineName } from '@/lib/format/charge-line-name';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { NumberField } from '@/components/ui/form/number-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import type { ApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import type { BookingDraftAnswers, ServicesValues } from '../lib/booking-draft';
import { ServicesConfirmationDialog } from './services-confirmation-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControlLabel } from '@/components/ui/form-control-label';

const servicesSchema = bookingServicesRequestSchema;
type ServicesOutput = NonNullable<BookingDraftAnswers['services']>['output'];

/** Major units as typed → minor units (0 when not a number: the schema then says it is required). */
function minorUnitsOf(text: string): number {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;
}

export const servicesStepFormId = 'booking-services-form';

/**
 * Additional services with their prices (docs/product/booking.md#booking-funnel): the rate's optional charge lines the
 * customer keeps, and cargo insurance at 0.35 % of the cargo value with its least premium and the deductibles (ADR
 * 063). Going on without any service asks to confirm; for a mover's international move a service must be chosen.
 */
export function ServicesStep({
  rate,
  initialValues,
  confirmationKind,
  serverError,
  onDone,
}: {
  rate: Rate;
  initialValues: ServicesValues | undefined;
  confirmationKind: 'optional' | 'mandatory';
  serverError: ApiError | undefined;
  onDone: (values: ServicesValues, output: ServicesOutput) => void;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = useChargeLineName();
  const currency: Currency = rate.total.currency;
  const additional = rate.charges.additional;
  const form = useZodForm<ServicesValues, ServicesOutput>({
    schema: servicesSchema,
    defaultValues: initialValues ?? {
      additionalServiceCodes: additional.map((line) => line.code),
      insure: false,
      insurance: { cargoValue: '', condition: 'new' },
    },
    toInput: (values) => ({
      additionalServiceCodes: values.additionalServiceCodes,
      insurance: values.insure
        ? {
            cargoValue: { amountMinor: minorUnitsOf(values.insurance.cargoValue), currency },
            usedCargo: values.insurance.condition === 'used',
          }
        : null,
    }),
  });
  const { field: codesField } = useController({ control: form.control, name: 'additionalServiceCodes' });
  const insure = useWatch({ control: form.control, name: 'insure' });
  const cargoValue = useWatch({ control: form.control, name: 'insurance.cargoValue' });
  const condition = useWatch({ control: form.control, name: 'insurance.condition' });
  const [confirming, setConfirming] = useState<{ values: ServicesValues; output: ServicesOutput } | null>(null);

  useEffect(() => {
    if (serverError) {
      setServerFieldErrors(form.setError, serverError, { fields: ['additionalServiceCodes', 'insurance.cargoValue'] });
    }
  }, [serverError, form.setError]);

  const money = (amountMinor: number) => formatMoney({ amountMinor, currency }, i18n.language);
  const premium = minorUnitsOf(cargoValue) > 0 ? insurancePremiumMinor(minorUnitsOf(cargoValue), currency) : null;

  const submit = form.handleSubmit((output) => {
    const values = form.getValues();
    if (output.additionalServiceCodes.length === 0 && output.insurance === null) setConfirming({ values, output });
    else onDone(values, output);
  });

  return (
    <Stack component="form" id={servicesStepFormId} noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('bookingFlow.services.additionalTitle')}
        </FormLabel>
        {additional.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('bookingFlow.services.noAdditional')}</Typography>
        ) : (
          <FormGroup>
            {additional.map((line) => {
              const checked = codesField.value.includes(line.code);
              return (
                <FormControlLabel
                  key={line.code}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={(event) =>
                        codesField.onChange(
                          event.target.checked
                            ? [...codesField.value, line.code]
                            : codesField.value.filter((code) => code !== line.code),
                        )
                      }
                    />
                  }
                  label={t('bookingFlow.services.line', {
                    name: nameOf(line),
                    price: formatMoney({ amountMinor: line.amountMinor, currency: line.currency }, i18n.language),
                  })}
                />
              );
            })}
          </FormGroup>
        )}
      </Stack>
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('bookingFlow.services.insuranceTitle')}
        </FormLabel>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bookingFlow.services.insuranceTerms', {
            percent: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(insuranceRatePercent),
            minimum: money(insuranceMinimumPremiumMinor[currency]),
          })}
        </Typography>
        <CheckboxField
          control={form.control}
          name="insure"
          id="booking-insure"
          label={t('bookingFlow.services.insure')}
        />
        {insure && (
          <>
            <NumberField
              control={form.control}
              name="insurance.cargoValue"
              id="booking-cargo-value"
              label={t('bookingFlow.services.cargoValue', { currency })}
              unit={currency}
              min={0}
              step={0.01}
              required
            />
            <RadioGroupField
              control={form.control}
              name="insurance.condition"
              id="booking-cargo-condition"
              label={t('bookingFlow.services.cargoCondition')}
              options={[
                { value: 'new', label: t('bookingFlow.services.newCargo') },
                { value: 'used', label: t('bookingFlow.services.usedCargo') },
              ]}
            />
            <Typography aria-live="polite">
              {premium === null
                ? t('bookingFlow.services.premiumPending')
                : t('bookingFlow.services.premium', { price: money(premium) })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('bookingFlow.services.deductible', {
                amount: new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(
                  condition === 'used' ? insuranceDeductibleEur.usedCargo : insuranceDeductibleEur.newCargo,
                ),
              })}
            </Typography>
          </>
        )}
      </Stack>
      <ServicesConfirmationDialog
        open={confirming !== null}
        kind={confirmationKind}
        onAddServices={() => setConfirming(null)}
        onContinue={() => {
          if (confirming) onDone(confirming.values, confirming.output);
          setConfirming(null);
        }}
      />
    </Stack>
  );
}
