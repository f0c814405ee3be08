import {
  chargeBases,
  containerTypes,
  currencies,
  minorToDecimalAmount,
  portChargeBodySchema,
  portChargeSides,
  tariffModes,
  type PortChargeView,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portChargesQueryOptions, useRemovePortCharge, useSavePortCharge } from '../api/rate-settings-api';
import { amountInput, moneyText } from './money-text';
import { SettingsFormDialog } from './settings-dialog';
import type { SettingsFieldLayout } from './settings-fields';
import { settingsPageSize, SettingsPanel, useSettingsList } from './settings-panel';
import { LastChangeText, type SettingsColumn } from './settings-table';

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

const decimal = { inputMode: 'decimal', dir: 'ltr' } as const;

/** Add a terminal charge (`charge` null) or edit one: where, which, how much, on what basis, when. */
function PortChargeDialog({ charge, onClose }: { charge: PortChargeView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePortCharge();
  const option = (prefix: string) => (value: string) => ({ value, label: t(`rateSettings.${prefix}.${value}`) });
  const fields: SettingsFieldLayout<ChargeValues> = [
    [
      {
        kind: 'text',
        name: 'locode',
        id: 'port-charge-locode',
        label: t('rateSettings.fields.locode'),
        hint: t('rateSettings.portCharges.locodeHint'),
        htmlInput: { dir: 'ltr', maxLength: 5 },
        required: true,
        autoFocus: true,
      },
      {
        kind: 'select',
        name: 'side',
        id: 'port-charge-side',
        label: t('rateSettings.fields.side'),
        options: portChargeSides.map(option('sides')),
        required: true,
      },
    ],
    [
      {
        kind: 'select',
        name: 'mode',
        id: 'port-charge-mode',
        label: t('rateSettings.fields.mode'),
        options: tariffModes.map(option('modes')),
        required: true,
      },
      {
        kind: 'text',
        name: 'code',
        id: 'port-charge-code',
        label: t('rateSettings.fields.chargeCode'),
        hint: t('rateSettings.portCharges.codeHint'),
        htmlInput: { dir: 'ltr', maxLength: 12 },
        required: true,
      },
    ],
    { kind: 'text', name: 'name', id: 'port-charge-name', label: t('rateSettings.fields.name'), required: true },
    [
      {
        kind: 'select',
        name: 'basis',
        id: 'port-charge-basis',
        label: t('rateSettings.fields.basis'),
        options: chargeBases.map(option('bases')),
        required: true,
      },
      {
        kind: 'select',
        name: 'containerType',
        id: 'port-charge-container',
        label: t('rateSettings.fields.containerType'),
        placeholder: t('rateSettings.portCharges.everyContainer'),
        options: containerTypes.map((type) => ({ value: type, label: type })),
      },
    ],
    [
      {
        kind: 'text',
        name: 'amountMinor',
        id: 'port-charge-amount',
        label: t('rateSettings.fields.amountMinor'),
        htmlInput: decimal,
        required: true,
      },
      {
        kind: 'text',
        name: 'minimumChargeMinor',
        id: 'port-charge-minimum',
        label: t('rateSettings.fields.minimumChargeMinor'),
        htmlInput: decimal,
      },
      {
        kind: 'select',
        name: 'currency',
        id: 'port-charge-currency',
        label: t('rateSettings.fields.currency'),
        options: currencies.map((currency) => ({ value: currency, label: currency })),
        required: true,
      },
    ],
    [
      {
        kind: 'date',
        name: 'validFrom',
        id: 'port-charge-from',
        label: t('rateSettings.fields.validFrom'),
        required: true,
      },
      { kind: 'date', name: 'validTo', id: 'port-charge-to', label: t('rateSettings.fields.validTo'), required: true },
    ],
  ];
  return (
    <SettingsFormDialog
      title={
        charge ? t('rateSettings.portCharges.editTitle', { name: charge.name }) : t('rateSettings.portCharges.addTitle')
      }
      onClose={onClose}
      schema={portChargeBodySchema}
      defaultValues={valuesOf(charge)}
      toInput={(values) => ({
        ...values,
        containerType: values.containerType === '' ? null : values.containerType,
        amountMinor: amountInput(values.amountMinor),
        minimumChargeMinor: amountInput(values.minimumChargeMinor || '0'),
      })}
      fields={fields}
      isSaving={save.isPending}
      save={(body, callbacks) => save.mutate({ id: charge?.id ?? null, body }, callbacks)}
    />
  );
}

/** Port charges (ADR 080): by terminal, filtered by code, mode, side and charge; add, edit, remove, history. */
export function PortChargesPanel() {
  const { t, i18n } = useTranslation();
  const list = useSettingsList(['locode', 'mode', 'side']);
  const [editing, setEditing] = useState<{ charge: PortChargeView | null } | null>(null);
  const remove = useRemovePortCharge();
  const { locode, mode, side } = list.filters;
  const charges = useQuery(
    portChargesQueryOptions({ locode: locode.trim(), mode, side, page: list.page, pageSize: settingsPageSize }),
  );
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
  const label = (charge: PortChargeView) => `${charge.locode} ${charge.code}`;
  return (
    <SettingsPanel
      area="port-charges"
      captionId="port-charges-caption"
      list={list}
      filters={[
        {
          kind: 'search',
          key: 'locode',
          id: 'port-charges-locode',
          label: t('rateSettings.portCharges.searchLocode'),
          htmlInput: { dir: 'ltr', maxLength: 5 },
          width: { minWidth: 180 },
        },
        {
          kind: 'select',
          key: 'mode',
          id: 'port-charges-mode-filter',
          label: t('rateSettings.fields.mode'),
          options: tariffModes.map((each) => ({ value: each, label: t(`rateSettings.modes.${each}`) })),
        },
        {
          kind: 'select',
          key: 'side',
          id: 'port-charges-side-filter',
          label: t('rateSettings.fields.side'),
          options: portChargeSides.map((each) => ({ value: each, label: t(`rateSettings.sides.${each}`) })),
        },
      ]}
      addLabel={t('rateSettings.portCharges.add')}
      onAdd={() => setEditing({ charge: null })}
      query={charges}
      columns={columns}
      rowKey={(charge) => charge.id}
      rowHeader="locode"
      emptyText={t('rateSettings.portCharges.empty')}
      edit={{ name: label, open: (charge) => setEditing({ charge }) }}
      removal={{
        name: label,
        confirmName: (charge) => `${label(charge)} · ${charge.name}`,
        isRemoving: remove.isPending,
        remove: (charge, callbacks) => remove.mutate(charge.id, callbacks),
      }}
      history={{ entityId: (charge) => charge.id, name: label, title: label }}
    >
      {editing && <PortChargeDialog charge={editing.charge} onClose={() => setEditing(null)} />}
    </SettingsPanel>
  );
}
