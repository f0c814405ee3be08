import {
  bookingModes,
  bookingStatuses,
  staffPendingActionFilters,
  staffShipmentSorts,
  type StaffShipmentsQuery,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { dateFilterNames, type FilterName } from '../lib/url-filters';

/** Typing pauses this long before the list asks again. */
const typingPauseMs = 300;

/** A text filter reported once typing pauses, and only from `minLength` characters (fewer: dropped). */
function TextFilter({
  name,
  value,
  minLength,
  label,
  hint,
  onChange,
}: {
  name: FilterName;
  value: string;
  minLength: number;
  label: string;
  hint: string;
  onChange: (name: FilterName, value: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const wanted = text.trim().length >= minLength ? text.trim() : '';
    if (wanted === value) return undefined;
    const timer = setTimeout(() => onChange(name, wanted), wanted === '' ? 0 : typingPauseMs);
    return () => clearTimeout(timer);
  }, [text, value, minLength, name, onChange]);
  return (
    <TextField
      id={`staff-shipments-${name}`}
      type="search"
      label={label}
      value={text}
      size="small"
      onChange={(event) => setText(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 60 } }}
      helperText={hint}
    />
  );
}

function SelectFilter({
  name,
  value,
  label,
  options,
  onChange,
}: {
  name: FilterName;
  value: string;
  label: string;
  options: readonly { value: string; label: string }[];
  onChange: (name: FilterName, value: string) => void;
}) {
  return (
    <TextField
      id={`staff-shipments-${name}`}
      label={label}
      select
      size="small"
      value={value}
      onChange={(event) => onChange(name, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The console list's filters (ADR 077): the search by shipment or booking id, status, mode, customer, origin,
 * destination, pending actions and the sort; the date ranges behind "More filters".
 */
export function StaffShipmentsFilters({
  query,
  texts,
  onChange,
  onClear,
}: {
  query: StaffShipmentsQuery;
  /** The text filters as typed in the address (shown even while too short to send). */
  texts: Record<'search' | 'customer' | 'origin' | 'destination', string>;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const anyDate = dateFilterNames.some((name) => query[name] !== undefined);
  const [showDates, setShowDates] = useState(anyDate);
  const any = { value: '', label: t('staffShipments.filters.any') };
  return (
    <Box role="search" aria-label={t('staffShipments.filters.title')} sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TextFilter
          name="search"
          value={texts.search}
          minLength={3}
          label={t('staffShipments.search.label')}
          hint={t('staffShipments.search.hint')}
          onChange={onChange}
        />
        <TextFilter
          name="customer"
          value={texts.customer}
          minLength={3}
          label={t('staffShipments.filters.customer')}
          hint={t('staffShipments.filters.customerHint')}
          onChange={onChange}
        />
        <TextFilter
          name="origin"
          value={texts.origin}
          minLength={2}
          label={t('staffShipments.filters.origin')}
          hint={t('staffShipments.filters.placeHint')}
          onChange={onChange}
        />
        <TextFilter
          name="destination"
          value={texts.destination}
          minLength={2}
          label={t('staffShipments.filters.destination')}
          hint={t('staffShipments.filters.placeHint')}
          onChange={onChange}
        />
        <SelectFilter
          name="status"
          value={query.status ?? ''}
          label={t('staffShipments.filters.status')}
          options={[any, ...bookingStatuses.map((value) => ({ value, label: t(`bookings.status.${value}`) }))]}
          onChange={onChange}
        />
        <SelectFilter
          name="mode"
          value={query.mode ?? ''}
          label={t('staffShipments.filters.mode')}
          options={[any, ...bookingModes.map((value) => ({ value, label: value }))]}
          onChange={onChange}
        />
        <SelectFilter
          name="pendingAction"
          value={query.pendingAction ?? ''}
          label={t('staffShipments.filters.pendingAction')}
          options={[
            any,
            ...staffPendingActionFilters.map((value) => ({
              value,
              label:
                value === 'any'
                  ? t('staffShipments.filters.pendingAny')
                  : value === 'none'
                    ? t('staffShipments.filters.pendingNone')
                    : t(`bookings.pendingAction.${value}`),
            })),
          ]}
          onChange={onChange}
        />
        <SelectFilter
          name="sort"
          value={query.sort}
          label={t('staffShipments.filters.sort')}
          options={staffShipmentSorts.map((value) => ({ value, label: t(`staffShipments.sort.${value}`) }))}
          onChange={onChange}
        />
      </Box>
      {showDates && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {dateFilterNames.map((name) => (
            <TextField
              key={name}
              id={`staff-shipments-${name}`}
              type="date"
              size="small"
              label={t(`staffShipments.filters.${name}`)}
              value={query[name] ?? ''}
              onChange={(event) => onChange(name, event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="text" aria-expanded={showDates} onClick={() => setShowDates((shown) => !shown)}>
          {t(showDates ? 'staffShipments.filters.less' : 'staffShipments.filters.more')}
        </Button>
        <Button variant="text" onClick={onClear}>
          {t('staffShipments.filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}
