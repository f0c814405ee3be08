import {
  additionalServiceCodes,
  additionalServicePriceBodySchema,
  additionalServicePricingRules,
  currencies,
  minorToDecimalAmount,
  tariffModes,
  type AdditionalServicePriceView,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  additionalServicePricesQueryOptions,
  useRemoveAdditionalServicePrice,
  useSaveAdditionalServicePrice,
} from '../api/rate-settings-api';
import { amountInput, moneyText } from './money-text';
import { SettingsFormDialog } from './settings-dialog';
import type { SettingsFieldLayout } from './settings-fields';
import { settingsPageSize, SettingsPanel, useSettingsList } from './settings-panel';
import { LastChangeText, type SettingsColumn } from './settings-table';

type PriceValues = {
  code: string;
  name: string;
  mode: string;
  countryIsoCode: string;
  pricingRule: string;
  amountMinor: string;
  percent: string;
  minimumChargeMinor: string;
  currency: string;
  validFrom: string;
  validTo: string;
};

const valuesOf = (price: AdditionalServicePriceView | null): PriceValues => ({
  code: price?.code ?? '',
  name: price?.name ?? '',
  mode: price?.mode ?? '',
  countryIsoCode: price?.countryIsoCode ?? '',
  pricingRule: price?.pricingRule ?? 'fixed',
  amountMinor: price ? minorToDecimalAmount(price.amountMinor) : '',
  percent: price?.percent === null || price?.percent === undefined ? '' : String(price.percent),
  minimumChargeMinor: price ? minorToDecimalAmount(price.minimumChargeMinor) : '0',
  currency: price?.currency ?? 'USD',
  validFrom: price?.validFrom ?? '',
  validTo: price?.validTo ?? '',
});

const decimal = { inputMode: 'decimal', dir: 'ltr' } as const;

/** Add a service's price (`price` null) or edit one: which service, where, how it is priced, when. */
/** The services by the names their charge lines have (ADR 091). */
const serviceOptions = (t: TFunction) =>
  additionalServiceCodes.map((code) => ({ value: code, label: t(`charges.additionalService.${code}`) }));

function ServicePriceDialog({ price, onClose }: { price: AdditionalServicePriceView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAdditionalServicePrice();
  const option = (prefix: string) => (value: string) => ({ value, label: t(`rateSettings.${prefix}.${value}`) });
  const fields: SettingsFieldLayout<PriceValues> = [
    [
      {
        kind: 'select',
        name: 'code',
        id: 'service-price-code',
        label: t('rateSettings.fields.service'),
        placeholder: t('rateSettings.additionalServices.chooseService'),
        options: serviceOptions(t),
        required: true,
        autoFocus: true,
      },
      { kind: 'text', name: 'name', id: 'service-price-name', label: t('rateSettings.fields.name'), required: true },
    ],
    [
      {
        kind: 'select',
        name: 'mode',
        id: 'service-price-mode',
        label: t('rateSettings.fields.mode'),
        placeholder: t('rateSettings.additionalServices.everyMode'),
        options: tariffModes.map(option('modes')),
      },
      {
        kind: 'text',
        name: 'countryIsoCode',
        id: 'service-price-country',
        label: t('rateSettings.fields.countryIsoCode'),
        hint: t('rateSettings.additionalServices.countryHint'),
        htmlInput: { dir: 'ltr', maxLength: 2 },
      },
    ],
    {
      kind: 'select',
      name: 'pricingRule',
      id: 'service-price-rule',
      label: t('rateSettings.fields.pricingRule'),
      options: additionalServicePricingRules.map(option('pricingRules')),
      required: true,
    },
    [
      {
        kind: 'text',
        name: 'amountMinor',
        id: 'service-price-amount',
        label: t('rateSettings.fields.amountMinor'),
        htmlInput: decimal,
      },
      {
        kind: 'text',
        name: 'percent',
        id: 'service-price-percent',
        label: t('rateSettings.fields.percent'),
        htmlInput: decimal,
      },
    ],
    [
      {
        kind: 'text',
        name: 'minimumChargeMinor',
        id: 'service-price-minimum',
        label: t('rateSettings.fields.minimumChargeMinor'),
        htmlInput: decimal,
      },
      {
        kind: 'select',
        name: 'currency',
        id: 'service-price-currency',
        label: t('rateSettings.fields.currency'),
        options: currencies.map((currency) => ({ value: currency, label: currency })),
        required: true,
      },
    ],
    [
      {
        kind: 'date',
        name: 'validFrom',
        id: 'service-price-from',
        label: t('rateSettings.fields.validFrom'),
        required: true,
      },
      {
        kind: 'date',
        name: 'validTo',
        id: 'service-price-to',
        label: t('rateSettings.fields.validTo'),
        required: true,
      },
    ],
  ];
  return (
    <SettingsFormDialog
      title={
        price
          ? t('rateSettings.additionalServices.editTitle', { name: price.name })
          : t('rateSettings.additionalServices.addTitle')
      }
      onClose={onClose}
      schema={additionalServicePriceBodySchema}
      defaultValues={valuesOf(price)}
      toInput={(values) => ({
        ...values,
        code: values.code === '' ? undefined : values.code,
        mode: values.mode === '' ? null : values.mode,
        amountMinor: amountInput(values.amountMinor || '0'),
        minimumChargeMinor: amountInput(values.minimumChargeMinor || '0'),
        percent: values.percent.trim() === '' ? null : Number(values.percent.replace(',', '.')),
      })}
      fields={fields}
      isSaving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: price?.id ?? null, body }, callbacks)}
    />
  );
}

/** Additional-service prices (ADR 080): by service, mode and country; add, edit, remove, history. */
export function AdditionalServicesPanel() {
  const { t, i18n } = useTranslation();
  const list = useSettingsList(['code', 'mode', 'country']);
  const [editing, setEditing] = useState<{ price: AdditionalServicePriceView | null } | null>(null);
  const remove = useRemoveAdditionalServicePrice();
  const { code, mode, country } = list.filters;
  const countryFilter = country.trim().length === 2 ? country.trim() : '';
  const prices = useQuery(
    additionalServicePricesQueryOptions({
      code,
      mode,
      countryIsoCode: countryFilter,
      page: list.page,
      pageSize: settingsPageSize,
    }),
  );
  const priceText = (price: AdditionalServicePriceView) => {
    const amount = moneyText(price.amountMinor, price.currency, i18n.language);
    const minimum = moneyText(price.minimumChargeMinor, price.currency, i18n.language);
    if (price.pricingRule === 'percentageWithMinimum')
      return t('rateSettings.additionalServices.percentPrice', { percent: price.percent ?? 0, minimum });
    return price.pricingRule === 'perUnit' ? t('rateSettings.additionalServices.perUnitPrice', { amount }) : amount;
  };
  const columns: SettingsColumn<AdditionalServicePriceView>[] = [
    {
      id: 'service',
      header: t('rateSettings.fields.service'),
      cell: (price) => t(`charges.additionalService.${price.code}`),
    },
    { id: 'name', header: t('rateSettings.fields.name'), cell: (price) => <bdi>{price.name}</bdi> },
    {
      id: 'mode',
      header: t('rateSettings.fields.mode'),
      cell: (price) =>
        price.mode ? t(`rateSettings.modes.${price.mode}`) : t('rateSettings.additionalServices.everyMode'),
    },
    {
      id: 'country',
      header: t('rateSettings.fields.countryIsoCode'),
      cell: (price) => price.countryIsoCode ?? t('rateSettings.additionalServices.anyCountry'),
      noWrap: true,
    },
    {
      id: 'price',
      header: t('rateSettings.columns.price'),
      cell: (price) => <bdi>{priceText(price)}</bdi>,
      isNumeric: true,
    },
    {
      id: 'validity',
      header: t('rateSettings.columns.validity'),
      cell: (price) => <bdi>{`${price.validFrom} – ${price.validTo}`}</bdi>,
      isNumeric: true,
    },
    {
      id: 'lastChange',
      header: t('rateSettings.columns.lastChange'),
      cell: (price) => <LastChangeText change={price.lastChange} />,
    },
  ];
  return (
    <SettingsPanel
      area="additional-services"
      captionId="services-caption"
      list={list}
      filters={[
        {
          kind: 'select',
          key: 'code',
          id: 'services-code-filter',
          label: t('rateSettings.fields.service'),
          options: serviceOptions(t),
        },
        {
          kind: 'select',
          key: 'mode',
          id: 'services-mode-filter',
          label: t('rateSettings.fields.mode'),
          options: tariffModes.map((each) => ({ value: each, label: t(`rateSettings.modes.${each}`) })),
        },
        {
          kind: 'search',
          key: 'country',
          id: 'services-country-filter',
          label: t('rateSettings.fields.countryIsoCode'),
          htmlInput: { dir: 'ltr', maxLength: 2 },
          width: { width: 140 },
        },
      ]}
      addLabel={t('rateSettings.additionalServices.add')}
      onAdd={() => setEditing({ price: null })}
      query={prices}
      columns={columns}
      rowKey={(price) => price.id}
      rowHeader="service"
      emptyText={t('rateSettings.additionalServices.empty')}
      edit={{ name: (price) => price.name, open: (price) => setEditing({ price }) }}
      removal={{
        name: (price) => price.name,
        confirmName: (price) => price.name,
        isRemoving: remove.isPending,
        remove: (price, callbacks) => remove.mutate(price.id, callbacks),
      }}
      history={{ entityId: (price) => price.id, name: (price) => price.name, title: (price) => price.name }}
    >
      {editing && <ServicePriceDialog price={editing.price} onClose={() => setEditing(null)} />}
    </SettingsPanel>
  );
}
