import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A titled section of label–value pairs (a description list), two columns where there is room. */
export function FactsSection({
  id,
  title,
  facts,
  children,
}: {
  id: string;
  title: string;
  facts?: Fact[];
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {facts && facts.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 3,
            rowGap: 1.5,
          }}
        >
          {facts.map((fact) => (
            <Box key={fact.label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}
