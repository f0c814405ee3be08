import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentPropsWithRef } from 'react';
import { sxList } from './control-props';
import { choiceInputStyle, switchStyle } from './native/choice-styles';

/** The props of MUI's Switch the app uses (ADR 089), and the input's own attributes. */
export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'role'> {
  sx?: SxProps<Theme> | undefined;
}

/**
 * An on/off setting that applies at once: a native checkbox with the switch role, drawn as MUI's
 * Switch (ADR 089); name it with a FormControlLabel. The thumb slides towards the line's end,
 * mirrored in right-to-left languages.
 */
export function Switch({ sx, checked, ...inputProps }: SwitchProps) {
  return (
    <Box component="span" sx={[(theme) => switchStyle(theme, checked === true), ...sxList(sx)]}>
      <Box component="input" type="checkbox" role="switch" checked={checked} {...inputProps} sx={choiceInputStyle} />
      <span className="switch-track" />
      <span className="switch-thumb" />
    </Box>
  );
}
