import type { PlaceResult, PlaceType } from '@freightdesk/domain';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useAutocomplete from '@mui/material/useAutocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control } from 'react-hook-form';
import { fieldErrorText } from '@/lib/forms/field-messages';
import { useLanguage } from '@/lib/i18n/use-language';
import { TextField } from '@/components/ui/text-field';
import { placeSearchQueryOptions } from '../api/search-places';
import type { QuoteFormValues } from '../lib/form-values';
import { IconButton } from '@/components/ui/icon-button';

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

const isSamePlace = (option: PlaceResult, value: PlaceResult) =>
  option.code === value.code && option.type === value.type;

/** MUI Autocomplete's list and option look (its listbox styles), without its Popper. */
const listSx: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  m: 0,
  px: 0,
  py: 1,
  maxHeight: '40vh',
  overflow: 'auto',
  '& [role="option"]': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    minHeight: { xs: 48, sm: 'auto' },
    py: '6px',
    px: 2,
    cursor: 'pointer',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    '&.Mui-focused': { backgroundColor: theme.palette.action.hover },
    '&.Mui-focusVisible': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
    '&[aria-selected="true"]': {
      backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    },
  },
});

/**
 * A place searched as you type (docs/product/quoting.md#places): a combobox with its list of ports, airports,
 * cities or postal codes, each with its name, code and country; keyboard and screen reader usable (MUI's
 * useAutocomplete, the hook of its Autocomplete: arrows, Enter, Escape, aria-activedescendant). The list is drawn
 * here under the field, without Autocomplete's Popper, Chip and group parts (~15 kB gzip, ADR 082 amendment 3).
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
  const found = places.data ?? [];
  const loading = places.isFetching;
  const {
    getRootProps,
    getInputProps,
    getInputLabelProps,
    getListboxProps,
    getClearProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    dirty,
    focused,
  } = useAutocomplete<PlaceResult>({
    id,
    componentName: 'PlaceField',
    value: field.value,
    onChange: (_event, place) => field.onChange(place),
    inputValue: input,
    onInputChange: (_event, value) => setInput(value),
    options: field.value && !found.some((place) => place.code === field.value?.code) ? [field.value, ...found] : found,
    filterOptions: (all) => all,
    getOptionLabel: placeLabel,
    isOptionEqualToValue: isSamePlace,
  });
  const { onMouseDown: openOnMouseDown, ...inputProps } = getInputProps();
  const { tabIndex: clearTabIndex, onClick: clear } = getClearProps();
  const status = loading && groupedOptions.length === 0 ? t('quoteForm.places.loading') : undefined;
  const noOptions =
    groupedOptions.length === 0 && !loading
      ? t(query.trim().length < 2 ? 'quoteForm.places.typeMore' : 'quoteForm.places.none')
      : undefined;

  return (
    <Box
      {...getRootProps()}
      sx={{ position: 'relative', '@media (pointer: fine)': { '&:hover .place-clear': { visibility: 'visible' } } }}
    >
      <TextField
        id={id}
        fullWidth
        inputRef={field.ref}
        label={label}
        required
        error={fieldState.error !== undefined}
        helperText={errorText ?? hint}
        slotProps={{
          inputLabel: getInputLabelProps(),
          input: {
            onMouseDown: (event) => {
              if (event.target === event.currentTarget) openOnMouseDown?.(event as React.MouseEvent<HTMLInputElement>);
            },
            endAdornment: (
              <InputAdornment position="end">
                {dirty && (
                  // As Autocomplete's: shown while the field has the focus or the pointer, out of the tab order.
                  <IconButton
                    tabIndex={clearTabIndex}
                    onClick={clear}
                    aria-label={t('quoteForm.places.clear')}
                    title={t('quoteForm.places.clear')}
                    className="place-clear"
                    sx={{ p: '5px', visibility: focused ? 'visible' : 'hidden' }}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                )}
                <ArrowDropDown
                  aria-hidden
                  sx={{
                    color: 'action.active',
                    pointerEvents: 'none',
                    transform: popupOpen ? 'rotate(180deg)' : undefined,
                  }}
                />
              </InputAdornment>
            ),
          },
          htmlInput: {
            ...inputProps,
            onMouseDown: openOnMouseDown,
            onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
              inputProps.onBlur?.(event);
              field.onBlur();
            },
          },
        }}
      />
      {popupOpen && (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            top: 56,
            insetInlineStart: 0,
            insetInlineEnd: 0,
            zIndex: 'modal',
            typography: 'body1',
            overflow: 'auto',
          }}
        >
          <div role="status" aria-live="polite" aria-atomic="true">
            {(status ?? noOptions) && (
              <Box sx={{ color: 'text.secondary', py: '14px', px: 2 }} onMouseDown={(event) => event.preventDefault()}>
                {status ?? noOptions}
              </Box>
            )}
          </div>
          {groupedOptions.length > 0 && (
            <Box component="ul" {...getListboxProps()} sx={listSx}>
              {groupedOptions.map((place, index) => {
                const { key, ...optionProps } = getOptionProps({ option: place, index });
                return (
                  <li key={key} {...optionProps}>
                    <Typography component="span">{displayName(place)}</Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t(`quoteForm.places.type.${place.type}`)} · {place.code} · {place.countryName}
                    </Typography>
                  </li>
                );
              })}
            </Box>
          )}
        </Paper>
      )}
    </Box>
  );
}
