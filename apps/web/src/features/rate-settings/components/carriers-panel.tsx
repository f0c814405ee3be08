import { carrierCreateBodySchema, tariffModes, type CarrierView, type TariffMode } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carriersQueryOptions, useRemoveCarrier, useSaveCarrier } from '../api/rate-settings-api';
import { SettingsFormDialog } from './settings-dialog';
import type { SettingsFieldLayout } from './settings-fields';
import { settingsPageSize, SettingsPanel, useSettingsList } from './settings-panel';
import { LastChangeText, type SettingsColumn } from './settings-table';

type CarrierValues = { code: string; name: string; logoUrl: string; active: boolean } & Record<
  `mode${TariffMode}`,
  boolean
>;

const valuesOf = (carrier: CarrierView | null): CarrierValues => ({
  code: carrier?.code ?? '',
  name: carrier?.name ?? '',
  logoUrl: carrier?.logoUrl ?? '',
  active: carrier?.active ?? true,
  ...(Object.fromEntries(tariffModes.map((mode) => [`mode${mode}`, carrier?.modes.includes(mode) ?? false])) as Record<
    `mode${TariffMode}`,
    boolean
  >),
});

/** Add a carrier (`carrier` null) or edit one: name, modes, logo address, active. The code is fixed once added. */
function CarrierDialog({ carrier, onClose }: { carrier: CarrierView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCarrier();
  const isNew = carrier === null;
  const fields: SettingsFieldLayout<CarrierValues> = [
    [
      {
        kind: 'text',
        name: 'code',
        id: 'carrier-code',
        label: t('rateSettings.fields.code'),
        hint: t('rateSettings.carriers.codeHint'),
        disabled: !isNew,
        htmlInput: { dir: 'ltr', maxLength: 4, autoCapitalize: 'characters' },
        required: true,
        autoFocus: isNew,
      },
      {
        kind: 'text',
        name: 'name',
        id: 'carrier-name',
        label: t('rateSettings.fields.name'),
        required: true,
        autoFocus: !isNew,
      },
    ],
    {
      kind: 'checkboxGroup',
      id: 'carrier-modes',
      label: t('rateSettings.fields.modes'),
      required: true,
      errorOf: 'modes',
      options: tariffModes.map((mode) => ({
        name: `mode${mode}`,
        id: `carrier-mode-${mode}`,
        label: t(`rateSettings.modes.${mode}`),
      })),
    },
    {
      kind: 'text',
      name: 'logoUrl',
      id: 'carrier-logo',
      label: t('rateSettings.fields.logoUrl'),
      hint: t('rateSettings.carriers.logoHint'),
      type: 'url',
      htmlInput: { dir: 'ltr' },
    },
    { kind: 'checkbox', name: 'active', id: 'carrier-active', label: t('rateSettings.carriers.activeLabel') },
  ];
  return (
    <SettingsFormDialog
      title={isNew ? t('rateSettings.carriers.addTitle') : t('rateSettings.carriers.editTitle', { name: carrier.name })}
      onClose={onClose}
      schema={carrierCreateBodySchema}
      defaultValues={valuesOf(carrier)}
      toInput={(values) => ({
        code: values.code,
        name: values.name,
        modes: tariffModes.filter((mode) => values[`mode${mode}`]),
        logoUrl: values.logoUrl,
        active: values.active,
      })}
      fields={fields}
      isSaving={save.isPending}
      save={(body, callbacks) => save.mutate({ code: carrier?.code ?? body.code, isNew, body }, callbacks)}
    />
  );
}

/**
 * Carriers (ADR 080): searched by code or name, by mode and status; add, edit, (de)activate, remove (refused while the
 * published tariffs name it), history.
 */
export function CarriersPanel() {
  const { t } = useTranslation();
  const list = useSettingsList(['search', 'mode', 'status']);
  const [editing, setEditing] = useState<{ carrier: CarrierView | null } | null>(null);
  const save = useSaveCarrier();
  const remove = useRemoveCarrier();
  const { search, mode, status } = list.filters;
  const carriers = useQuery(
    carriersQueryOptions({ q: search.trim(), mode, status, page: list.page, pageSize: settingsPageSize }),
  );
  const columns: SettingsColumn<CarrierView>[] = [
    { id: 'code', header: t('rateSettings.fields.code'), cell: (carrier) => <bdi>{carrier.code}</bdi> },
    {
      id: 'name',
      header: t('rateSettings.fields.name'),
      cell: (carrier) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {carrier.logoUrl && (
            <Box component="img" src={carrier.logoUrl} alt="" sx={{ width: 24, height: 24, objectFit: 'contain' }} />
          )}
          <bdi>{carrier.name}</bdi>
        </Box>
      ),
    },
    {
      id: 'modes',
      header: t('rateSettings.fields.modes'),
      cell: (carrier) => carrier.modes.map((each) => t(`rateSettings.modes.${each}`)).join(', '),
    },
    {
      id: 'status',
      header: t('rateSettings.columns.status'),
      cell: (carrier) => (
        <Chip
          size="small"
          label={t(carrier.active ? 'rateSettings.carriers.active' : 'rateSettings.carriers.inactive')}
          color={carrier.active ? 'success' : 'default'}
          variant="outlined"
        />
      ),
    },
    {
      id: 'lastChange',
      header: t('rateSettings.columns.lastChange'),
      cell: (carrier) => <LastChangeText change={carrier.lastChange} />,
    },
  ];
  const toggle = (carrier: CarrierView) =>
    save.mutate({
      code: carrier.code,
      isNew: false,
      body: {
        code: carrier.code,
        name: carrier.name,
        modes: carrier.modes,
        logoUrl: carrier.logoUrl,
        active: !carrier.active,
      },
    });
  return (
    <SettingsPanel
      area="carriers"
      captionId="carriers-caption"
      list={list}
      filters={[
        {
          kind: 'search',
          key: 'search',
          id: 'carriers-search',
          label: t('rateSettings.carriers.search'),
          width: { minWidth: 220 },
        },
        {
          kind: 'select',
          key: 'mode',
          id: 'carriers-mode-filter',
          label: t('rateSettings.fields.mode'),
          options: tariffModes.map((each) => ({ value: each, label: t(`rateSettings.modes.${each}`) })),
        },
        {
          kind: 'select',
          key: 'status',
          id: 'carriers-status-filter',
          label: t('rateSettings.columns.status'),
          options: [
            { value: 'active', label: t('rateSettings.carriers.active') },
            { value: 'inactive', label: t('rateSettings.carriers.inactive') },
          ],
        },
      ]}
      addLabel={t('rateSettings.carriers.add')}
      onAdd={() => setEditing({ carrier: null })}
      query={carriers}
      columns={columns}
      rowKey={(carrier) => carrier.code}
      rowHeader="code"
      emptyText={t('rateSettings.carriers.empty')}
      edit={{ name: (carrier) => carrier.name, open: (carrier) => setEditing({ carrier }) }}
      actions={(carrier) => [
        {
          label: t(carrier.active ? 'rateSettings.carriers.deactivate' : 'rateSettings.carriers.activate'),
          ariaLabel: t(carrier.active ? 'rateSettings.carriers.deactivateOf' : 'rateSettings.carriers.activateOf', {
            name: carrier.name,
          }),
          onClick: () => toggle(carrier),
        },
      ]}
      removal={{
        name: (carrier) => carrier.name,
        confirmName: (carrier) => `${carrier.code} · ${carrier.name}`,
        isRemoving: remove.isPending,
        remove: (carrier, callbacks) => remove.mutate(carrier.code, callbacks),
      }}
      history={{
        entityId: (carrier) => carrier.code,
        name: (carrier) => carrier.name,
        title: (carrier) => carrier.name,
      }}
    >
      {editing && <CarrierDialog carrier={editing.carrier} onClose={() => setEditing(null)} />}
    </SettingsPanel>
  );
}
