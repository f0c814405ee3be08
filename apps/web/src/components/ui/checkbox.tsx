import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentPropsWithRef } from 'react';
import { sxList } from './control-props';
import { choiceBoxStyle, choiceInputStyle, type ChoiceSize } from './native/choice-styles';

/** The props of MUI's Checkbox the app uses (ADR 089), and the input's own attributes. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  size?: ChoiceSize | undefined;
  sx?: SxProps<Theme> | undefined;
}

/** A yes/no choice: a native checkbox drawn as MUI's (ADR 089); name it with a FormControlLabel. */
export function Checkbox({ size = 'medium', sx, checked, ...inputProps }: CheckboxProps) {
  const isChosen = checked === true;
  return (
    <Box component="span" sx={[(theme) => choiceBoxStyle(theme, { size, isChosen }), ...sxList(sx)]}>
      <Box component="input" type="checkbox" checked={checked} {...inputProps} sx={choiceInputStyle} />
      {isChosen ? <CheckBox aria-hidden /> : <CheckBoxOutlineBlank aria-hidden />}
    </Box>
  );
}
