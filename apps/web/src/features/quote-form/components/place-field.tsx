import type { PlaceResult, PlaceType } from '@freightdesk/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { TextField } from '@/components/ui/text-field';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control } from 'react-hook-form';
import { fieldErrorText } from '@/lib/forms/field-messages';
import { useLanguage } from '@/lib/i18n/use-language';
import { placeSearchQueryOptions } from '../api/search-places';
import type { QuoteFormValues } from '../lib/form-values';

/** The wait after the last key before the place search is asked (ADR 054). */
export const placeSearchDebounceMs = 250;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A port's name title-cased (docs/product/quoting.md#places); other places as named. */
const displayName = (place: PlaceResult) =>
  place.type === 'PORT' ? place.name.toLowerCase().replace(/(^|[\s(/-])\p{L}/gu, (s) => s.toUpperCase()) : place.name;

export const placeLabel = (place: PlaceResult) => `${displayName(place)} (${place.code}), ${place.countryName}`;

/**
 * A place searched as you type (docs/product/quoting.md#places): a combobox with its list of ports, airports,
 * cities or postal codes, each with its name, code and country; keyboard and screen reader usable (MUI
 * Autocomplete: arrows, Enter, Escape, aria-activedescendant).
 */
export function PlaceField({
  control,
  name,
  id,
  label,
  types,
  country,
}: {
  control: Control<QuoteFormValues, unknown, unknown>;
  name: 'origin' | 'destination';
  id: string;
  label: string;
  types: readonly PlaceType[];
  country: string | null;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { field, fieldState } = useController({ control, name });
  const [input, setInput] = useState('');
  const query = useDebounced(input, placeSearchDebounceMs);
  const places = useQuery(placeSearchQueryOptions({ query, types, country, lang: language }));
  const errorText = fieldErrorText(t, fieldState.error, label);
  const hint = t(
    `quoteForm.places.hint.${types.includes('AIRPORT') ? 'air' : types.includes('PORT') ? 'ocean' : 'door'}`,
  );
  const options = places.data ?? [];

  return (
    <Autocomplete<PlaceResult>
      id={id}
      value={field.value}
      onChange={(_event, place) => field.onChange(place)}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      options={
        field.value && !options.some((place) => place.code === field.value?.code) ? [field.value, ...options] : options
      }
      filterOptions={(all) => all}
      getOptionLabel={placeLabel}
      isOptionEqualToValue={(option, value) => option.code === value.code && option.type === value.type}
      loading={places.isFetching}
      loadingText={t('quoteForm.places.loading')}
      noOptionsText={t(query.trim().length < 2 ? 'quoteForm.places.typeMore' : 'quoteForm.places.none')}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, place) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}
        >
          <Typography component="span">{displayName(place)}</Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {t(`quoteForm.places.type.${place.type}`)} · {place.code} · {place.countryName}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required
          error={fieldState.error !== undefined}
          helperText={errorText ?? hint}
        />
      )}
    />
  );
}
