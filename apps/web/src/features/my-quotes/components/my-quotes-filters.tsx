import { myQuotesTypeFilters, searchShipmentTypes } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyQuotesRequest } from '../api/my-quotes';
import { placeFilterMaxLength, type FilterName } from '../lib/url-filters';

/** Typing pauses this long before the list asks again. */
const typingPauseMs = 300;

/** A free-text filter that reports its value once typing pauses (and at once when cleared or on Enter). */
function PlaceFilter({
  name,
  value,
  onChange,
}: {
  name: 'origin' | 'destination';
  value: string;
  onChange: (name: FilterName, value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onChange(name, text.trim()), text === '' ? 0 : typingPauseMs);
    return () => clearTimeout(timer);
  }, [text, value, name, onChange]);
  return (
    <TextField
      id={`my-quotes-${name}`}
      label={t(`myQuotes.filters.${name}`)}
      value={text}
      size="small"
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(name, text.trim());
      }}
      slotProps={{ htmlInput: { maxLength: placeFilterMaxLength } }}
      helperText={t('myQuotes.filters.placeHint')}
    />
  );
}

/** The list's filters (docs/product/quoting.md#my-quotes): mode, origin, destination and quote type. */
export function MyQuotesFilters({
  request,
  onChange,
}: {
  request: MyQuotesRequest;
  onChange: (name: FilterName, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="search"
      aria-label={t('myQuotes.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        alignItems: 'start',
      }}
    >
      <TextField
        id="my-quotes-mode"
        label={t('myQuotes.filters.mode')}
        select
        size="small"
        value={request.mode ?? ''}
        onChange={(event) => onChange('mode', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('myQuotes.filters.allModes')}</option>
        {searchShipmentTypes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`myQuotes.modes.${mode}`)}
          </option>
        ))}
      </TextField>
      <PlaceFilter name="origin" value={request.origin ?? ''} onChange={onChange} />
      <PlaceFilter name="destination" value={request.destination ?? ''} onChange={onChange} />
      <TextField
        id="my-quotes-quoteType"
        label={t('myQuotes.filters.quoteType')}
        select
        size="small"
        value={request.quoteType}
        onChange={(event) => onChange('quoteType', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {myQuotesTypeFilters.map((filter) => (
          <option key={filter} value={filter}>
            {t(`myQuotes.typeFilters.${filter}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
