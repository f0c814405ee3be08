import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';

/** What the slots take here: the input root, the `<input>` (or `<select>`), the label and the helper text. */
interface TextFieldSlotProps {
  input?: Partial<OutlinedInputProps> | undefined;
  htmlInput?: InputBaseComponentProps | undefined;
  inputLabel?: Partial<InputLabelProps> | undefined;
  formHelperText?: Partial<FormHelperTextProps> | undefined;
  /** Accepted for MUI's TextField's sake; a select here is always native. */
  select?: { native?: boolean } | undefined;
}

export type TextFieldProps = Omit<
  MuiTextFieldProps,
  | 'slotProps'
  | 'slots'
  | 'variant'
  | 'SelectProps'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
> & {
  slotProps?: TextFieldSlotProps | undefined;
};

/**
 * MUI's outlined TextField drawn from its parts (FormControl, InputLabel, OutlinedInput, FormHelperText), with the
 * same look, ids and aria-describedby. A `select` is always the platform's own `<select>` (children are
 * `<option>`s). MUI's TextField imports its Select, and with it Menu, Popover and Modal (~15 kB gzip) for every page
 * with a text field; the quote journey's pages have no room for them (ADR 082).
 */
export function TextField({
  autoComplete,
  autoFocus,
  children,
  defaultValue,
  helperText,
  id: idProp,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  select = false,
  slotProps = {},
  type,
  value,
  ...rootProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { select: _native, input: inputSlot, htmlInput, inputLabel, formHelperText } = slotProps;
  // A select always shows a choice: its label sits on the border from the first render (the server's first screen's
  // too, ADR 093) rather than once the field has told its FormControl that it is filled.
  const shrink = inputLabel?.shrink ?? (select ? true : undefined);
  const inputProps: OutlinedInputProps = {
    'aria-describedby': helperTextId,
    autoComplete,
    autoFocus,
    defaultValue,
    fullWidth: rootProps.fullWidth,
    multiline,
    name,
    rows,
    maxRows,
    minRows,
    type,
    value,
    id,
    inputRef,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    inputProps: htmlInput,
    label,
    ...(shrink !== undefined && { notched: shrink }),
    ...inputSlot,
  };
  return (
    <FormControl variant="outlined" {...rootProps}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel} {...(shrink !== undefined && { shrink })}>
          {label}
        </InputLabel>
      )}
      {select ? (
        // OutlinedInput hands the id, name, value and handlers to the `<select>` NativeSelect gives it.
        <NativeSelect
          inputProps={htmlInput as NativeSelectProps['inputProps']}
          input={<OutlinedInput {...inputProps} inputProps={undefined} />}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput {...inputProps} />
      )}
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
