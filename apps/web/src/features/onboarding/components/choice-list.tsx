import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  title: string;
  description: string;
  icon: ReactNode;
}

/**
 * A step's answers as large buttons: choosing one answers the step. The answer given before
 * (when the user came back) is marked pressed.
 */
export function ChoiceList<Value extends string>({
  choices,
  selected,
  onChoose,
}: {
  choices: readonly Choice<Value>[];
  selected: Value | undefined;
  onChoose: (value: Value) => void;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {choices.map((choice) => {
        const isSelected = choice.value === selected;
        return (
          <li key={choice.value}>
            <ButtonBase
              onClick={() => onChoose(choice.value)}
              aria-pressed={isSelected}
              sx={{
                width: '100%',
                height: '100%',
                display: 'flex',
                alignItems: 'flex-start',
                justifyContent: 'flex-start',
                gap: 2,
                p: 2.5,
                textAlign: 'start',
                borderRadius: 2,
                border: 2,
                borderColor: isSelected ? 'primary.main' : 'divider',
                bgcolor: isSelected ? 'brand.primary.p100' : 'background.paper',
                '&:hover': { borderColor: 'primary.main' },
                '&.Mui-focusVisible': {
                  outline: (theme) => `3px solid ${theme.palette.primary.light}`,
                  outlineOffset: 2,
                },
              }}
            >
              <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 32 } }}>
                {choice.icon}
              </Box>
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {choice.title}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {choice.description}
                </Typography>
              </Box>
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
