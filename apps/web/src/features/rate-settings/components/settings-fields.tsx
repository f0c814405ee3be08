import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { HTMLAttributes, ReactNode } from 'react';
import type { Control, FieldError, FieldErrors, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { DateField } from '@/components/ui/form/date-field';
import { SelectField, type SelectOption } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { fieldErrorText } from '@/lib/forms/field-messages';

interface FieldBase<Values extends FieldValues> {
  name: FieldPath<Values>;
  id: string;
  label: string;
  required?: boolean;
  autoFocus?: boolean;
}

/** What the input itself takes: codes and amounts are written left to right, whatever the page's direction. */
type HtmlInput = Pick<HTMLAttributes<HTMLInputElement>, 'dir' | 'inputMode' | 'autoCapitalize'> & {
  maxLength?: number;
};

/** One field of a rate settings form, as data (the form dialog draws it with the form layer's field). */
export type SettingsField<Values extends FieldValues> =
  | (FieldBase<Values> & {
      kind: 'text';
      hint?: string;
      disabled?: boolean;
      type?: 'url';
      htmlInput?: HtmlInput;
    })
  | (FieldBase<Values> & { kind: 'select'; options: readonly SelectOption[]; placeholder?: string })
  | (FieldBase<Values> & { kind: 'date'; hint?: string })
  | (FieldBase<Values> & { kind: 'checkbox' })
  /** Several yes/no fields under one legend; `errorOf` names the schema's field whose message the group shows. */
  | {
      kind: 'checkboxGroup';
      id: string;
      label: string;
      required?: boolean;
      errorOf: string;
      options: readonly { name: FieldPath<Values>; id: string; label: string }[];
    };

/** A form's layout: each entry a row; a list of fields shares its row on a wide dialog. */
export type SettingsFieldLayout<Values extends FieldValues> = readonly (
  SettingsField<Values> | readonly SettingsField<Values>[]
)[];

/** The names of the layout's fields, for a refused save's field messages (ADR 046). */
export const fieldNamesOf = <Values extends FieldValues>(layout: SettingsFieldLayout<Values>) =>
  layout.flat().flatMap((field) => (field.kind === 'checkboxGroup' ? [] : [field.name]));

/** A grid of two fields a row on a wide dialog, one on a phone. */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
      {children}
    </Stack>
  );
}

/** Draws a form's layout (rows of fields) bound to its control. */
export function SettingsFields<Values extends FieldValues, Output>({
  layout,
  control,
  errors,
}: {
  layout: SettingsFieldLayout<Values>;
  control: Control<Values, unknown, Output>;
  errors: FieldErrors<Values>;
}) {
  const field = (spec: SettingsField<Values>) => (
    <SettingsFieldControl key={spec.id} spec={spec} control={control} errors={errors} />
  );
  return layout.map((row) =>
    isRow(row) ? <FieldPair key={row.map((each) => each.id).join(' ')}>{row.map(field)}</FieldPair> : field(row),
  );
}

const isRow = <Values extends FieldValues>(
  entry: SettingsField<Values> | readonly SettingsField<Values>[],
): entry is readonly SettingsField<Values>[] => Array.isArray(entry);

function SettingsFieldControl<Values extends FieldValues, Output>({
  spec,
  control,
  errors,
}: {
  spec: SettingsField<Values>;
  control: Control<Values, unknown, Output>;
  errors: FieldErrors<Values>;
}) {
  const { t } = useTranslation();
  switch (spec.kind) {
    case 'text': {
      const { kind: _kind, htmlInput, ...props } = spec;
      return <TextFormField control={control} {...props} {...(htmlInput ? { slotProps: { htmlInput } } : {})} />;
    }
    case 'select': {
      const { kind: _kind, ...props } = spec;
      return <SelectField control={control} {...props} />;
    }
    case 'date': {
      const { kind: _kind, ...props } = spec;
      return <DateField control={control} {...props} />;
    }
    case 'checkbox':
      return <CheckboxField control={control} name={spec.name} id={spec.id} label={spec.label} />;
    case 'checkboxGroup': {
      const errorId = `${spec.id}-error`;
      const error = fieldErrorText(t, errors[spec.errorOf] as FieldError | undefined, spec.label);
      return (
        <FormControl component="fieldset" error={error !== undefined} required={spec.required}>
          <FormLabel component="legend">{spec.label}</FormLabel>
          <FormGroup row aria-describedby={error ? errorId : undefined}>
            {spec.options.map((option) => (
              <CheckboxField key={option.id} control={control} name={option.name} id={option.id} label={option.label} />
            ))}
          </FormGroup>
          {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
        </FormControl>
      );
    }
  }
}
