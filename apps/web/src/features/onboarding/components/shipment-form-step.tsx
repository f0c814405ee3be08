import { commodityTypes } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '@/components/ui/form/date-field';
import { SelectField } from '@/components/ui/form/select-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { localToday } from '@/lib/local-today';
import type { JourneyFinish } from '../lib/journey';
import { comingDateSchema, StepForm } from './step-form';

const shipmentSchema = z.object({
  cargoReadyDate: comingDateSchema,
  commodity: z.enum(commodityTypes, 'onboarding.errors.commodityRequired'),
});

/**
 * Step 4, the shipment form: when the cargo is ready and what it is, the two answers the
 * sign-up reads (docs/product/accounts.md#sign-up-forms); the route and cargo details are the quote form's (ADR 039).
 */
export function ShipmentFormStep({ onFinish }: { onFinish: (finish: JourneyFinish) => void }) {
  const { t } = useTranslation();
  const form = useZodForm<{ cargoReadyDate: string; commodity: string }, z.output<typeof shipmentSchema>>({
    schema: shipmentSchema,
    defaultValues: { cargoReadyDate: '', commodity: '' },
  });

  return (
    <StepForm onSubmit={form.handleSubmit(onFinish)} submitLabel={t('onboarding.getQuotes')}>
      <DateField
        control={form.control}
        name="cargoReadyDate"
        id="onboarding-cargo-ready-date"
        label={t('onboarding.fields.cargoReadyDate')}
        min={localToday()}
        required
      />
      <SelectField
        control={form.control}
        name="commodity"
        id="onboarding-commodity"
        label={t('onboarding.fields.commodity')}
        options={commodityTypes.map((type) => ({ value: type, label: t(`auth.options.commodity.${type}`) }))}
        placeholder={t('auth.choose')}
        required
      />
    </StepForm>
  );
}
