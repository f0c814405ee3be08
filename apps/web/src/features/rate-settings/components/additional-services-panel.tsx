import {
  additionalServiceCodes,
  additionalServicePriceBodySchema,
  additionalServicePricingRules,
  currencies,
  minorToDecimalAmount,
  tariffModes,
  type AdditionalServicePriceBody,
  type AdditionalServicePriceView,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/form/date-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import {
  additionalServicePricesQueryOptions,
  useRemoveAdditionalServicePrice,
  useSaveAdditionalServicePrice,
} from '../api/rate-settings-api';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { FilterSelect } from './filter-select';
import { useFormErrors } from './form-errors';
import { HistoryDrawer } from './history-drawer';
import { amountInput, moneyText } from './money-text';
import { FieldPair, SettingsDialog } from './settings-dialog';
import { LastChangeText, SettingsTable, type SettingsColumn } from './settings-table';

const pageSize = 50;
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
const formFields: (keyof PriceValues)[] = [
  'code',
  'name',
  'mode',
  'countryIsoCode',
  'pricingRule',
  'amountMinor',
  'percent',
  'minimumChargeMinor',
  'currency',
  'validFrom',
  'validTo',
];

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

/** Add a service's price (`price` null) or edit one: which service, where, how it is priced, when. */
function ServicePriceDialog({ price, onClose }: { price: AdditionalServicePriceView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAdditionalServicePrice();
  const form = useZodForm<PriceValues, AdditionalServicePriceBody>({
    schema: additionalServicePriceBodySchema,
    defaultValues: valuesOf(price),
    toInput: (values) => ({
      ...values,
      code: values.code === '' ? undefined : values.code,
      mode: values.mode === '' ? null : values.mode,
      amountMinor: amountInput(values.amountMinor || '0'),
      minimumChargeMinor: amountInput(values.minimumChargeMinor || '0'),
      percent: values.percent.trim() === '' ? null : Number(values.percent.replace(',', '.')),
    }),
  });
  const errors = useFormErrors(form.setError, formFields);
  const option = (prefix: string) => (value: string) => ({ value, label: t(`rateSettings.${prefix}.${value}`) });
  return (
    <SettingsDialog
      open
      title={
        price
          ? t('rateSettings.additionalServices.editTitle', { name: price.name })
          : t('rateSettings.additionalServices.addTitle')
      }
      onClose={onClose}
      formError={errors.formError}
      isSaving={save.isPending}
      onSubmit={(event) => {
        errors.clearFormError();
        void form.handleSubmit((body) =>
          save.mutate({ id: price?.id ?? null, body }, { onSuccess: onClose, onError: errors.onError }),
        )(event);
      }}
    >
      <FieldPair>
        <SelectField
          control={form.control}
          name="code"
          id="service-price-code"
          label={t('rateSettings.fields.service')}
          placeholder={t('rateSettings.additionalServices.chooseService')}
          options={additionalServiceCodes.map(option('services'))}
          required
          autoFocus
        />
        <TextFormField
          control={form.control}
          name="name"
          id="service-price-name"
          label={t('rateSettings.fields.name')}
          required
        />
      </FieldPair>
      <FieldPair>
        <SelectField
          control={form.control}
          name="mode"
          id="service-price-mode"
          label={t('rateSettings.fields.mode')}
          placeholder={t('rateSettings.additionalServices.everyMode')}
          options={tariffModes.map(option('modes'))}
        />
        <TextFormField
          control={form.control}
          name="countryIsoCode"
          id="service-price-country"
          label={t('rateSettings.fields.countryIsoCode')}
          hint={t('rateSettings.additionalServices.countryHint')}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 2 } }}
        />
      </FieldPair>
      <SelectField
        control={form.control}
        name="pricingRule"
        id="service-price-rule"
        label={t('rateSettings.fields.pricingRule')}
        options={additionalServicePricingRules.map(option('pricingRules'))}
        required
      />
      <FieldPair>
        <TextFormField
          control={form.control}
          name="amountMinor"
          id="service-price-amount"
          label={t('rateSettings.fields.amountMinor')}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        />
        <TextFormField
          control={form.control}
          name="percent"
          id="service-price-percent"
          label={t('rateSettings.fields.percent')}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        />
      </FieldPair>
      <FieldPair>
        <TextFormField
          control={form.control}
          name="minimumChargeMinor"
          id="service-price-minimum"
          label={t('rateSettings.fields.minimumChargeMinor')}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        />
        <SelectField
          control={form.control}
          name="currency"
          id="service-price-currency"
          label={t('rateSettings.fields.currency')}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          required
        />
      </FieldPair>
      <FieldPair>
        <DateField
          control={form.control}
          name="validFrom"
          id="service-price-from"
          label={t('rateSettings.fields.validFrom')}
          required
        />
        <DateField
          control={form.control}
          name="validTo"
          id="service-price-to"
          label={t('rateSettings.fields.validTo')}
          required
        />
      </FieldPair>
    </SettingsDialog>
  );
}

/** Additional-service prices (ADR 080): by service, mode and country; add, edit, remove, history. */
export function AdditionalServicesPanel() {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [mode, setMode] = useState('');
  const [country, setCountry] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ price: AdditionalServicePriceView | null } | null>(null);
  const [removing, setRemoving] = useState<AdditionalServicePriceView | null>(null);
  const [historyOf, setHistoryOf] = useState<AdditionalServicePriceView | null>(null);
  const remove = useRemoveAdditionalServicePrice();
  const countryFilter = country.trim().length === 2 ? country.trim() : '';
  const prices = useQuery(
    additionalServicePricesQueryOptions({ code, mode, countryIsoCode: countryFilter, page, pageSize }),
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
      cell: (price) => t(`rateSettings.services.${price.code}`),
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
  const changeFilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FilterSelect
          id="services-code-filter"
          label={t('rateSettings.fields.service')}
          value={code}
          onChange={changeFilter(setCode)}
          allLabel={t('rateSettings.common.all')}
          options={additionalServiceCodes.map((each) => ({ value: each, label: t(`rateSettings.services.${each}`) }))}
        />
        <FilterSelect
          id="services-mode-filter"
          label={t('rateSettings.fields.mode')}
          value={mode}
          onChange={changeFilter(setMode)}
          allLabel={t('rateSettings.common.all')}
          options={tariffModes.map((each) => ({ value: each, label: t(`rateSettings.modes.${each}`) }))}
        />
        <TextField
          id="services-country-filter"
          size="small"
          type="search"
          label={t('rateSettings.fields.countryIsoCode')}
          value={country}
          onChange={(event) => changeFilter(setCountry)(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 2 } }}
          sx={{ width: 140 }}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => setEditing({ price: null })}>
          {t('rateSettings.additionalServices.add')}
        </Button>
      </Box>
      <SettingsTable
        captionId="services-caption"
        caption={t('rateSettings.areas.additional-services')}
        columns={columns}
        rows={prices.data?.data}
        rowKey={(price) => price.id}
        rowHeader="service"
        isLoading={prices.isPending}
        isError={prices.isError}
        onRetry={() => void prices.refetch()}
        emptyText={t('rateSettings.additionalServices.empty')}
        page={page}
        pageSize={pageSize}
        total={prices.data?.meta.total ?? 0}
        onPageChange={setPage}
        actions={(price) => (
          <>
            <Button
              variant="outlined"
              onClick={() => setEditing({ price })}
              aria-label={t('rateSettings.common.editOf', { name: price.name })}
            >
              {t('rateSettings.common.edit')}
            </Button>
            <Button
              color="warning"
              onClick={() => setRemoving(price)}
              aria-label={t('rateSettings.common.removeOf', { name: price.name })}
            >
              {t('rateSettings.common.remove')}
            </Button>
            <Button
              onClick={() => setHistoryOf(price)}
              aria-label={t('rateSettings.common.historyOf', { name: price.name })}
            >
              {t('rateSettings.common.history')}
            </Button>
          </>
        )}
      />
      {editing && <ServicePriceDialog price={editing.price} onClose={() => setEditing(null)} />}
      <ConfirmRemoveDialog
        name={removing?.name ?? null}
        isRemoving={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
      <HistoryDrawer
        area="additional-services"
        entityId={historyOf?.id ?? null}
        title={historyOf?.name ?? ''}
        onClose={() => setHistoryOf(null)}
      />
    </Box>
  );
}
