import type { ErrorCode, RateSettingsArea } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { FilterSelect } from './filter-select';
import { HistoryDrawer } from './history-drawer';
import { SettingsTable, type RowAction, type SettingsColumn } from './settings-table';

/** Rows a page of every rate settings list. */
export const settingsPageSize = 50;

/** A list filter as data: a select whose first option means "all", or a search box. */
export type SettingsFilter<Key extends string> =
  | { kind: 'select'; key: Key; id: string; label: string; options: readonly { value: string; label: string }[] }
  | {
      kind: 'search';
      key: Key;
      id: string;
      label: string;
      /** Codes are typed left to right, at most this long. */
      htmlInput?: { dir: 'ltr'; maxLength: number };
      width: { minWidth: number } | { width: number };
    };

/** A list's filters (empty: all) and page; a changed filter goes back to the first page. */
export function useSettingsList<Key extends string>(keys: readonly Key[]) {
  const [filters, setFilters] = useState(() => Object.fromEntries(keys.map((key) => [key, ''])) as Record<Key, string>);
  const [page, setPage] = useState(1);
  return {
    filters,
    page,
    setPage,
    setFilter(key: Key, value: string) {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
  };
}

export type SettingsList<Key extends string> = ReturnType<typeof useSettingsList<Key>>;

/** How a row is named and found in its history (the History button and drawer every area has). */
export interface SettingsHistory<Row> {
  entityId: (row: Row) => string;
  /** The row as the History button names it for screen readers. */
  name: (row: Row) => string;
  /** The drawer's title. */
  title: (row: Row) => string;
}

/** A row's edit: the Edit button (named like the row) opens the area's dialog. */
export interface SettingsEdit<Row> {
  name: (row: Row) => string;
  open: (row: Row) => void;
}

/**
 * A row's removal: the Remove button (named like the row), then a confirmation naming it; a refusal (e.g. a carrier
 * the published tariffs name) is said in the confirmation.
 */
export interface SettingsRemoval<Row> {
  name: (row: Row) => string;
  confirmName: (row: Row) => string;
  isRemoving: boolean;
  remove: (row: Row, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * One area of the rate settings (ADR 080): its filters and Add button, the list with each row's actions (Edit, the
 * area's own, Remove, History: those it has), the removal's confirmation and the history drawer. The area's own
 * dialogs come as children.
 */
export function SettingsPanel<Row, Key extends string>({
  area,
  captionId,
  filters,
  list,
  addLabel,
  onAdd,
  query,
  columns,
  rowKey,
  rowHeader,
  emptyText,
  edit,
  actions,
  removal,
  history,
  children,
}: {
  area: RateSettingsArea;
  captionId: string;
  filters: readonly SettingsFilter<Key>[];
  list: SettingsList<Key>;
  addLabel: string;
  onAdd: () => void;
  query: UseQueryResult<{ data: Row[]; meta: { total: number } }>;
  columns: readonly SettingsColumn<Row>[];
  rowKey: (row: Row) => string;
  rowHeader: string;
  emptyText: string;
  edit?: SettingsEdit<Row>;
  actions?: (row: Row) => readonly RowAction[];
  removal?: SettingsRemoval<Row>;
  history: SettingsHistory<Row>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Row | null>(null);
  const [removeError, setRemoveError] = useState<ErrorCode>();
  const closeRemoval = () => {
    setRemoving(null);
    setRemoveError(undefined);
  };
  const [historyOf, setHistoryOf] = useState<Row | null>(null);
  const rowActions = (row: Row): RowAction[] => [
    ...(edit
      ? [
          {
            label: t('rateSettings.common.edit'),
            ariaLabel: t('rateSettings.common.editOf', { name: edit.name(row) }),
            onClick: () => edit.open(row),
            variant: 'outlined' as const,
          },
        ]
      : []),
    ...(actions?.(row) ?? []),
    ...(removal
      ? [
          {
            label: t('rateSettings.common.remove'),
            ariaLabel: t('rateSettings.common.removeOf', { name: removal.name(row) }),
            onClick: () => setRemoving(row),
            color: 'warning' as const,
          },
        ]
      : []),
    {
      label: t('rateSettings.common.history'),
      ariaLabel: t('rateSettings.common.historyOf', { name: history.name(row) }),
      onClick: () => setHistoryOf(row),
    },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {filters.map((filter) =>
          filter.kind === 'select' ? (
            <FilterSelect
              key={filter.id}
              id={filter.id}
              label={filter.label}
              value={list.filters[filter.key]}
              onChange={(value) => list.setFilter(filter.key, value)}
              allLabel={t('rateSettings.common.all')}
              options={filter.options}
            />
          ) : (
            <TextField
              key={filter.id}
              id={filter.id}
              size="small"
              type="search"
              label={filter.label}
              value={list.filters[filter.key]}
              onChange={(event) => list.setFilter(filter.key, event.target.value)}
              {...(filter.htmlInput ? { slotProps: { htmlInput: filter.htmlInput } } : {})}
              sx={filter.width}
            />
          ),
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
      <SettingsTable
        captionId={captionId}
        caption={t(`rateSettings.areas.${area}`)}
        columns={columns}
        rows={query.data?.data}
        rowKey={rowKey}
        rowHeader={rowHeader}
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={emptyText}
        page={list.page}
        pageSize={settingsPageSize}
        total={query.data?.meta.total ?? 0}
        onPageChange={list.setPage}
        actions={rowActions}
      />
      {children}
      {removal && (
        <ConfirmRemoveDialog
          kind={area === 'exchange-rates' ? 'exchangeRate' : area === 'carriers' ? 'carrier' : 'price'}
          name={removing ? removal.confirmName(removing) : null}
          isRemoving={removal.isRemoving}
          errorCode={removeError}
          onCancel={closeRemoval}
          onConfirm={() => {
            if (!removing) return;
            setRemoveError(undefined);
            removal.remove(removing, {
              onSuccess: closeRemoval,
              onError: (error) => {
                const { code } = toApiError(error);
                if (!publishGlobalError(code)) setRemoveError(code);
              },
            });
          }}
        />
      )}
      <HistoryDrawer
        area={area}
        entityId={historyOf ? history.entityId(historyOf) : null}
        title={historyOf ? history.title(historyOf) : ''}
        onClose={() => setHistoryOf(null)}
      />
    </Box>
  );
}
