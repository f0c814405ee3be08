import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { memo } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControlLabel } from '@/components/ui/form-control-label';

/** MUI's FormGroup's layout (a column of checkboxes), without its module (ADR 082). */
export const checkboxColumn = { display: 'flex', flexDirection: 'column', flexWrap: 'wrap' } as const;

export interface FilterChecklistProps<Value extends string> {
  legend: string;
  options: readonly Value[];
  checked: readonly Value[];
  onChange: (checked: Value[]) => void;
  labelOf?: (value: Value) => string;
}

/** One filter as a group of checkboxes (nothing checked: not filtering). */
function FilterChecklistOf<Value extends string>({
  legend,
  options,
  checked,
  onChange,
  labelOf = (value) => value,
}: FilterChecklistProps<Value>) {
  if (options.length === 0) return null;
  const toggle = (value: Value, on: boolean) =>
    onChange(on ? [...checked, value] : checked.filter((existing) => existing !== value));
  return (
    <FormControl component="fieldset" variant="standard" sx={{ display: 'block', mb: 2 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      <Box sx={checkboxColumn}>
        {options.map((value) => (
          <FormControlLabel
            key={value}
            control={
              <Checkbox
                size="small"
                checked={checked.includes(value)}
                onChange={(event) => toggle(value, event.target.checked)}
              />
            }
            label={labelOf(value)}
          />
        ))}
      </Box>
    </FormControl>
  );
}

/** Memoised: give it stable `onChange` and `labelOf`, and it re-renders only when its own filter changes (ADR 071). */
export const FilterChecklist = memo(FilterChecklistOf) as typeof FilterChecklistOf;
