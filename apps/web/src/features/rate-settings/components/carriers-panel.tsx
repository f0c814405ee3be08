import {
  carrierCreateBodySchema,
  tariffModes,
  type CarrierCreateBody,
  type CarrierView,
  type TariffMode,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { fieldErrorText } from '@/lib/forms/field-messages';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { carriersQueryOptions, useSaveCarrier } from '../api/rate-settings-api';
import { FilterSelect } from './filter-select';
import { useFormErrors } from './form-errors';
import { HistoryDrawer } from './history-drawer';
import { FieldPair, SettingsDialog } from './settings-dialog';
import { LastChangeText, SettingsTable, type SettingsColumn } from './settings-table';

const pageSize = 50;
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
function CarrierDialog({
  carrier,
  open,
  onClose,
}: {
  carrier: CarrierView | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCarrier();
  const isNew = carrier === null;
  const form = useZodForm<CarrierValues, CarrierCreateBody>({
    schema: carrierCreateBodySchema,
    defaultValues: valuesOf(carrier),
    values: valuesOf(carrier),
    toInput: (values) => ({
      code: values.code,
      name: values.name,
      modes: tariffModes.filter((mode) => values[`mode${mode}`]),
      logoUrl: values.logoUrl,
      active: values.active,
    }),
  });
  const errors = useFormErrors(form.setError, ['code', 'name', 'logoUrl']);
  const modesError = fieldErrorText(
    t,
    form.formState.errors['modes' as keyof CarrierValues],
    t('rateSettings.fields.modes'),
  );
  const close = () => {
    errors.clearFormError();
    form.reset(valuesOf(carrier));
    onClose();
  };
  return (
    <SettingsDialog
      open={open}
      title={isNew ? t('rateSettings.carriers.addTitle') : t('rateSettings.carriers.editTitle', { name: carrier.name })}
      onClose={close}
      formError={errors.formError}
      isSaving={save.isPending}
      onSubmit={(event) => {
        errors.clearFormError();
        void form.handleSubmit((body) =>
          save.mutate({ code: carrier?.code ?? body.code, isNew, body }, { onSuccess: close, onError: errors.onError }),
        )(event);
      }}
    >
      <FieldPair>
        <TextFormField
          control={form.control}
          name="code"
          id="carrier-code"
          label={t('rateSettings.fields.code')}
          hint={t('rateSettings.carriers.codeHint')}
          disabled={!isNew}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 4, autoCapitalize: 'characters' } }}
          required
          autoFocus={isNew}
        />
        <TextFormField
          control={form.control}
          name="name"
          id="carrier-name"
          label={t('rateSettings.fields.name')}
          required
          autoFocus={!isNew}
        />
      </FieldPair>
      <FormControl component="fieldset" error={modesError !== undefined} required>
        <FormLabel component="legend">{t('rateSettings.fields.modes')}</FormLabel>
        <FormGroup row aria-describedby={modesError ? 'carrier-modes-error' : undefined}>
          {tariffModes.map((mode) => (
            <CheckboxField
              key={mode}
              control={form.control}
              name={`mode${mode}`}
              id={`carrier-mode-${mode}`}
              label={t(`rateSettings.modes.${mode}`)}
            />
          ))}
        </FormGroup>
        {modesError && <FormHelperText id="carrier-modes-error">{modesError}</FormHelperText>}
      </FormControl>
      <TextFormField
        control={form.control}
        name="logoUrl"
        id="carrier-logo"
        label={t('rateSettings.fields.logoUrl')}
        hint={t('rateSettings.carriers.logoHint')}
        type="url"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <CheckboxField
        control={form.control}
        name="active"
        id="carrier-active"
        label={t('rateSettings.carriers.activeLabel')}
      />
    </SettingsDialog>
  );
}

/** Carriers (ADR 080): searched by code or name, by mode and status; add, edit, (de)activate, history. */
export function CarriersPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ carrier: CarrierView | null } | null>(null);
  const [historyOf, setHistoryOf] = useState<CarrierView | null>(null);
  const save = useSaveCarrier();
  const carriers = useQuery(carriersQueryOptions({ q: search.trim(), mode, status, page, pageSize }));
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
  const changeFilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          id="carriers-search"
          size="small"
          type="search"
          label={t('rateSettings.carriers.search')}
          value={search}
          onChange={(event) => changeFilter(setSearch)(event.target.value)}
          sx={{ minWidth: 220 }}
        />
        <FilterSelect
          id="carriers-mode-filter"
          label={t('rateSettings.fields.mode')}
          value={mode}
          onChange={changeFilter(setMode)}
          allLabel={t('rateSettings.common.all')}
          options={tariffModes.map((each) => ({ value: each, label: t(`rateSettings.modes.${each}`) }))}
        />
        <FilterSelect
          id="carriers-status-filter"
          label={t('rateSettings.columns.status')}
          value={status}
          onChange={changeFilter(setStatus)}
          allLabel={t('rateSettings.common.all')}
          options={[
            { value: 'active', label: t('rateSettings.carriers.active') },
            { value: 'inactive', label: t('rateSettings.carriers.inactive') },
          ]}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => setEditing({ carrier: null })}>
          {t('rateSettings.carriers.add')}
        </Button>
      </Box>
      <SettingsTable
        captionId="carriers-caption"
        caption={t('rateSettings.areas.carriers')}
        columns={columns}
        rows={carriers.data?.data}
        rowKey={(carrier) => carrier.code}
        rowHeader="code"
        isLoading={carriers.isPending}
        isError={carriers.isError}
        onRetry={() => void carriers.refetch()}
        emptyText={t('rateSettings.carriers.empty')}
        page={page}
        pageSize={pageSize}
        total={carriers.data?.meta.total ?? 0}
        onPageChange={setPage}
        actions={(carrier) => (
          <>
            <Button
              variant="outlined"
              onClick={() => setEditing({ carrier })}
              aria-label={t('rateSettings.common.editOf', { name: carrier.name })}
            >
              {t('rateSettings.common.edit')}
            </Button>
            <Button
              onClick={() => toggle(carrier)}
              aria-label={t(
                carrier.active ? 'rateSettings.carriers.deactivateOf' : 'rateSettings.carriers.activateOf',
                {
                  name: carrier.name,
                },
              )}
            >
              {t(carrier.active ? 'rateSettings.carriers.deactivate' : 'rateSettings.carriers.activate')}
            </Button>
            <Button
              onClick={() => setHistoryOf(carrier)}
              aria-label={t('rateSettings.common.historyOf', { name: carrier.name })}
            >
              {t('rateSettings.common.history')}
            </Button>
          </>
        )}
      />
      {editing && <CarrierDialog carrier={editing.carrier} open onClose={() => setEditing(null)} />}
      <HistoryDrawer
        area="carriers"
        entityId={historyOf?.code ?? null}
        title={historyOf?.name ?? ''}
        onClose={() => setHistoryOf(null)}
      />
    </Box>
  );
}
