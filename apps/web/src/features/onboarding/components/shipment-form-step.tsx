import { commodityTypes, type CommodityType } from '@freightdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JourneyFinish } from '../lib/journey';
import { DateStepField, dateMessageKey, StepField, StepForm } from './step-form';

const isCommodityType = (value: string): value is CommodityType =>
  (commodityTypes as readonly string[]).includes(value);

/**
 * Step 4, the shipment form: when the cargo is ready and what it is, the two answers the
 * sign-up reads (docs/product/accounts.md#sign-up-forms); the route and cargo details are the quote form's (ADR 039).
 */
export function ShipmentFormStep({ onFinish }: { onFinish: (finish: JourneyFinish) => void }) {
  const { t } = useTranslation();
  const [cargoReadyDate, setCargoReadyDate] = useState('');
  const [commodity, setCommodity] = useState('');
  const [messages, setMessages] = useState<{ cargoReadyDate?: string | undefined; commodity?: string | undefined }>({});

  const submit = () => {
    const next = {
      cargoReadyDate: dateMessageKey(cargoReadyDate),
      commodity: isCommodityType(commodity) ? undefined : 'onboarding.errors.commodityRequired',
    };
    setMessages(next);
    if (next.cargoReadyDate || next.commodity || !isCommodityType(commodity)) return;
    onFinish({ cargoReadyDate, commodity });
  };

  return (
    <StepForm onSubmit={submit} submitLabel={t('onboarding.getQuotes')}>
      <DateStepField
        id="onboarding-cargo-ready-date"
        label={t('onboarding.fields.cargoReadyDate')}
        value={cargoReadyDate}
        onChange={(event) => setCargoReadyDate(event.target.value)}
        messageKey={messages.cargoReadyDate}
      />
      <StepField
        id="onboarding-commodity"
        select
        label={t('onboarding.fields.commodity')}
        value={commodity}
        onChange={(event) => setCommodity(event.target.value)}
        messageKey={messages.commodity}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('auth.choose')}</option>
        {commodityTypes.map((type) => (
          <option key={type} value={type}>
            {t(`auth.options.commodity.${type}`)}
          </option>
        ))}
      </StepField>
    </StepForm>
  );
}
