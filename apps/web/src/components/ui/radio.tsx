import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { createContext, useContext, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { sxList } from './control-props';
import { choiceBoxStyle, choiceInputStyle, type ChoiceSize } from './native/choice-styles';

interface RadioGroupState {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

const RadioGroupContext = createContext<RadioGroupState | undefined>(undefined);

/** The props of MUI's RadioGroup the app uses (ADR 089). */
export interface RadioGroupProps extends RadioGroupState {
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  sx?: SxProps<Theme> | undefined;
  children: ReactNode;
}

/**
 * One answer of a few: its radios share `name`, so the browser moves between them with the arrow
 * keys and tabs to the chosen one (ADR 089).
 */
export function RadioGroup({ name, value, onChange, sx, children, ...aria }: RadioGroupProps) {
  return (
    <RadioGroupContext value={{ name, value, onChange }}>
      <Box role="radiogroup" {...aria} sx={[{ display: 'flex', flexDirection: 'column' }, ...sxList(sx)]}>
        {children}
      </Box>
    </RadioGroupContext>
  );
}

/** The props of MUI's Radio the app uses, and the input's own attributes. */
export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'value'> {
  value: string;
  size?: ChoiceSize | undefined;
  sx?: SxProps<Theme> | undefined;
}

/** One answer of a RadioGroup: a native radio drawn as MUI's; name it with a FormControlLabel. */
export function Radio({ value, size = 'medium', sx, ...inputProps }: RadioProps) {
  const group = useContext(RadioGroupContext);
  const isChosen = group ? group.value === value : inputProps.checked === true;
  return (
    <Box component="span" sx={[(theme) => choiceBoxStyle(theme, { size, isChosen }), ...sxList(sx)]}>
      <Box
        component="input"
        type="radio"
        value={value}
        {...(group && { name: group.name, checked: isChosen, onChange: group.onChange })}
        {...inputProps}
        sx={choiceInputStyle}
      />
      {isChosen ? <RadioButtonChecked aria-hidden /> : <RadioButtonUnchecked aria-hidden />}
    </Box>
  );
}
