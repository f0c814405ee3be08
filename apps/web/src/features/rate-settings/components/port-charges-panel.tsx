import {
  chargeBases,
  containerTypes,
  currencies,
  minorToDecimalAmount,
  portChargeBodySchema,
  portChargeSides,
  tariffModes,
  type PortChargeBody,
  type PortChargeView,
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
import { portChargesQueryOptions, useRemovePortCharge, useSavePortCharge } from '../api/rate-settings-api';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { FilterSelect } from './filter-select';
import { useFormErrors } from './form-errors';
import { HistoryDrawer } from './history-drawer';
import { amountInput, moneyText } from './money-text';
import { FieldPair, SettingsDialog } from './settings-dialog';
import { LastChangeText, SettingsTable, type SettingsColumn } from './settings-table';

const pageSize = 50;
type ChargeValues = {
  locode: string;
  side: string;
  mode: string;
  code: string;
  name: string;
  basis: string;
  containerType: string;
  amountMinor: string;
  minimumChargeMinor: string;
  currency: string;
  validFrom: string;
  validTo: string;
};
const formFields: (keyof ChargeValues)[] = [
  'locode',
  'side',
  'mode',
  'code',
  'name',
  'basis',
  'containerType',
  'amountMinor',
  'minimumChargeMinor',
  'currency',
  'validFrom',
  'validTo',
];

const valuesOf = (charge: PortChargeView | null): ChargeValues => ({
  locode: charge?.locode ?? '',
  side: charge?.side ?? 'origin',
  mode: charge?.mode ?? 'FCL',
  code: charge?.code ?? '',
  name: charge?.name ?? '',
  basis: charge?.basis ?? 'perContainer',
  containerType: charge?.containerType ?? '',
  amountMinor: charge ? minorToDecimalAmount(charge.amountMinor) : '',
  minimumChargeMinor: charge ? minorToDecimalAmount(charge.minimumChargeMinor) : '0',
  currency: charge?.currency ?? 'USD',
  validFrom: charge?.validFrom ?? '',
  validTo: charge?.validTo ?? '',
});

/** Add a terminal charge (`charge` null) or edit one: where, which, how much, on what basis, when. */
function PortChargeDialog({ charge, onClose }: { charge: PortChargeView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePortCharge();
  const form = useZodForm<ChargeValues, PortChargeBody>({
    schema: portChargeBodySchema,
    defaultValues: valuesOf(charge),
    toInput: (values) => ({
      ...values,
      containerType: values.containerType === '' ? null : values.containerType,
      amountMinor: amountInput(values.amountMinor),
      minimumChargeMinor: amountInput(values.minimumChargeMinor || '0'),
    }),
  });
  const errors = useFormErrors(form.setError, formFields);
  const option = (prefix: string) => (value: string) => ({ value, label: t(`rateSettings.${prefix}.${value}`) });
  return (
    <SettingsDialog
      open
      title={
        charge ? t('rateSettings.portCharges.editTitle', { name: charge.name }) : t('rateSettings.portCharges.addTitle')
      }
      onClose={onClose}
      formError={errors.formError}
      isSaving={save.isPending}
      onSubmit={(event) => {
        errors.clearFormError();
        void form.handleSubmit((body) =>
          save.mutate({ id: charge?.id ?? null, body }, { onSuccess: onClose, onError: errors.onError }),
        )(event);
      }}
    >
      <FieldPair>
        <TextFormField
          control={form.control}
          name="locode"
          id="port-charge-locode"
          label={t('rateSettings.fields.locode')}
          hint={t('rateSettings.portCharges.locodeHint')}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 5 } }}
          required
          autoFocus
        />
        <SelectField
          control={form.control}
          name="side"
          id="port-charge-side"
          label={t('rateSettings.fields.side')}
          options={portChargeSides.map(option('sides'))}
          required
        />
      </FieldPair>
      <FieldPair>
        <SelectField
          control={form.control}
          name="mode"
          id="port-charge-mode"
          label={t('rateSettings.fields.mode')}
          options={tariffModes.map(option('modes'))}
          required
        />
        <TextFormField
          control={form.control}
          name="code"
          id="port-charge-code"
          label={t('rateSettings.fields.chargeCode')}
          hint={t('rateSettings.portCharges.codeHint')}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 12 } }}
          required
        />
      </FieldPair>
      <TextFormField
        control={form.control}
        name="name"
        id="port-charge-name"
        label={t('rateSettings.fields.name')}
        required
      />
      <FieldPair>
        <SelectField
          control={form.control}
          name="basis"
          id="port-charge-basis"
          label={t('rateSettings.fields.basis')}
          options={chargeBases.map(option('bases'))}
          required
        />
        <SelectField
          control={form.control}
          name="containerType"
          id="port-charge-container"
          label={t('rateSettings.fields.containerType')}
          placeholder={t('rateSettings.portCharges.everyContainer')}
          options={containerTypes.map((type) => ({ value: type, label: type }))}
        />
      </FieldPair>
      <FieldPair>
        <TextFormField
          control={form.control}
          name="amountMinor"
          id="port-charge-amount"
          label={t('rateSettings.fields.amountMinor')}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          required
        />
        <TextFormField
          control={form.control}
          name="minimumChargeMinor"
          id="port-charge-minimum"
          label={t('rateSettings.fields.minimumChargeMinor')}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        />
        <SelectField
          control={form.control}
          name="currency"
          id="port-charge-currency"
          label={t('rateSettings.fields.currency')}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          required
        />
      </FieldPair>
      <FieldPair>
        <DateField
          control={form.control}
          name="validFrom"
          id="port-charge-from"
          label={t('rateSettings.fields.validFrom')}
          required
        />
        <DateField
          control={form.control}
          name="validTo"
          id="port-charge-to"
          label={t('rateSettings.fields.validTo')}
          required
        />
      </FieldPair>
    </SettingsDialog>
  );
}

/** Port charges (ADR 080): by terminal, filtered by code, mode, side and charge; add, edit, remove, history. */
export function PortChargesPanel() {
  const { t, i18n } = useTranslation();
  const [locode, setLocode] = useState('');
  const [mode, setMode] = useState('');
  const [side, setSide] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ charge: PortChargeView | null } | null>(null);
  const [removing, setRemoving] = useState<PortChargeView | null>(null);
  const [historyOf, setHistoryOf] = useState<PortChargeView | null>(null);
  const remove = useRemovePortCharge();
  const charges = useQuery(portChargesQueryOptions({ locode: locode.trim(), mode, side, page, pageSize }));
  const columns: SettingsColumn<PortChargeView>[] = [
    { id: 'locode', header: t('rateSettings.fields.locode'), cell: (charge) => <bdi>{charge.locode}</bdi> },
    { id: 'side', header: t('rateSettings.fields.side'), cell: (charge) => t(`rateSettings.sides.${charge.side}`) },
    { id: 'mode', header: t('rateSettings.fields.mode'), cell: (charge) => t(`rateSettings.modes.${charge.mode}`) },
    {
      id: 'charge',
      header: t('rateSettings.columns.charge'),
      cell: (charge) => (
        <>
          <bdi>{charge.code}</bdi> · <bdi>{charge.name}</bdi>
        </>
      ),
    },
    {
      id: 'basis',
      header: t('rateSettings.fields.basis'),
      cell: (charge) =>
        `${t(`rateSettings.bases.${charge.basis}`)}${charge.containerType ? ` (${charge.containerType})` : ''}`,
    },
    {
      id: 'amount',
      header: t('rateSettings.fields.amountMinor'),
      cell: (charge) => <bdi>{moneyText(charge.amountMinor, charge.currency, i18n.language)}</bdi>,
      isNumeric: true,
    },
    {
      id: 'validity',
      header: t('rateSettings.columns.validity'),
      cell: (charge) => <bdi>{`${charge.validFrom} – ${charge.validTo}`}</bdi>,
      isNumeric: true,
    },
    {
      id: 'lastChange',
      header: t('rateSettings.columns.lastChange'),
      cell: (charge) => <LastChangeText change={charge.lastChange} />,
    },
  ];
  const changeFilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const label = (charge: PortChargeView) => `${charge.locode} ${charge.code}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          id="port-charges-locode"
          size="small"
          type="search"
          label={t('rateSettings.portCharges.searchLocode')}
          value={locode}
          onChange={(event) => changeFilter(setLocode)(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 5 } }}
          sx={{ minWidth: 180 }}
        />
        <FilterSelect
          id="port-charges-mode-filter"
          label={t('rateSettings.fields.mode')}
          value={mode}
          onChange={changeFilter(setMode)}
          allLabel={t('rateSettings.common.all')}
          options={tariffModes.map((each) => ({ value: each, label: t(`rateSettings.modes.${each}`) }))}
        />
        <FilterSelect
          id="port-charges-side-filter"
          label={t('rateSettings.fields.side')}
          value={side}
          onChange={changeFilter(setSide)}
          allLabel={t('rateSettings.common.all')}
          options={portChargeSides.map((each) => ({ value: each, label: t(`rateSettings.sides.${each}`) }))}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => setEditing({ charge: null })}>
          {t('rateSettings.portCharges.add')}
        </Button>
      </Box>
      <SettingsTable
        captionId="port-charges-caption"
        caption={t('rateSettings.areas.port-charges')}
        columns={columns}
        rows={charges.data?.data}
        rowKey={(charge) => charge.id}
        rowHeader="locode"
        isLoading={charges.isPending}
        isError={charges.isError}
        onRetry={() => void charges.refetch()}
        emptyText={t('rateSettings.portCharges.empty')}
        page={page}
        pageSize={pageSize}
        total={charges.data?.meta.total ?? 0}
        onPageChange={setPage}
        actions={(charge) => (
          <>
            <Button
              variant="outlined"
              onClick={() => setEditing({ charge })}
              aria-label={t('rateSettings.common.editOf', { name: label(charge) })}
            >
              {t('rateSettings.common.edit')}
            </Button>
            <Button
              color="warning"
              onClick={() => setRemoving(charge)}
              aria-label={t('rateSettings.common.removeOf', { name: label(charge) })}
            >
              {t('rateSettings.common.remove')}
            </Button>
            <Button
              onClick={() => setHistoryOf(charge)}
              aria-label={t('rateSettings.common.historyOf', { name: label(charge) })}
            >
              {t('rateSettings.common.history')}
            </Button>
          </>
        )}
      />
      {editing && <PortChargeDialog charge={editing.charge} onClose={() => setEditing(null)} />}
      <ConfirmRemoveDialog
        name={removing ? `${label(removing)} · ${removing.name}` : null}
        isRemoving={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
      <HistoryDrawer
        area="port-charges"
        entityId={historyOf?.id ?? null}
        title={historyOf ? label(historyOf) : ''}
        onClose={() => setHistoryOf(null)}
      />
    </Box>
  );
}
