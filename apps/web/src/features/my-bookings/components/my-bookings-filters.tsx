import { bookingModes, bookingSearchMinLength, bookingStatuses } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMaxLength, type FilterName } from '../lib/url-filters';

/** Typing pauses this long before the list asks again. */
const typingPauseMs = 300;

/**
 * The search by booking id: reported once typing pauses, and only from 3 characters (fewer: the search is dropped).
 */
function SearchFilter({ value, onChange }: { value: string; onChange: (name: FilterName, value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const wanted = text.trim().length >= bookingSearchMinLength ? text.trim() : '';
    if (wanted === value) return undefined;
    const timer = setTimeout(() => onChange('search', wanted), wanted === '' ? 0 : typingPauseMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      id="my-bookings-search"
      type="search"
      label={t('myBookings.filters.search')}
      value={text}
      size="small"
      onChange={(event) => setText(event.target.value)}
      slotProps={{ htmlInput: { maxLength: searchMaxLength } }}
      helperText={t('myBookings.filters.searchHint')}
    />
  );
}

/** The list's filters (docs/product/booking.md#my-bookings): status, mode and the search by booking id. */
export function MyBookingsFilters({
  status,
  mode,
  search,
  onChange,
}: {
  status: string;
  mode: string;
  search: string;
  onChange: (name: FilterName, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="search"
      aria-label={t('myBookings.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        alignItems: 'start',
      }}
    >
      <TextField
        id="my-bookings-status"
        label={t('myBookings.filters.status')}
        select
        size="small"
        value={status}
        onChange={(event) => onChange('status', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('myBookings.filters.allStatuses')}</option>
        {bookingStatuses.map((value) => (
          <option key={value} value={value}>
            {t(`bookings.status.${value}`)}
          </option>
        ))}
      </TextField>
      <TextField
        id="my-bookings-mode"
        label={t('myBookings.filters.mode')}
        select
        size="small"
        value={mode}
        onChange={(event) => onChange('mode', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('myBookings.filters.allModes')}</option>
        {bookingModes.map((value) => (
          <option key={value} value={value}>
            {t(`myBookings.modes.${value}`)}
          </option>
        ))}
      </TextField>
      <SearchFilter value={search} onChange={onChange} />
    </Box>
  );
}
