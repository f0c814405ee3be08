import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { sxList } from './control-props';
import { controlLabelStyle } from './native/choice-styles';

/** The props of MUI's FormControlLabel the app uses (ADR 089). */
export interface FormControlLabelProps {
  /** A Checkbox, Radio or Switch of this folder. */
  control: ReactElement;
  label: ReactNode;
  disabled?: boolean | undefined;
  sx?: SxProps<Theme> | undefined;
}

/** A choice control and its label, one `<label>`: a click on the words chooses too. */
export function FormControlLabel({ control, label, disabled = false, sx }: FormControlLabelProps) {
  return (
    <Box component="label" sx={[(theme) => controlLabelStyle(theme, disabled), ...sxList(sx)]}>
      {control}
      <span className="control-label-text">{label}</span>
    </Box>
  );
}
