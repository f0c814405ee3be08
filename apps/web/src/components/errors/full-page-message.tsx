import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDismissFirstScreen } from '@/lib/use-dismiss-first-screen';

/** A whole-page message: a heading, a paragraph and actions, centred. */
export function FullPageMessage({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions: ReactNode;
}) {
  // Whatever the server painted first (ADR 093) gives way to the message.
  useDismissFirstScreen(true);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box
        sx={{
          maxWidth: 480,
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {title}
        </Typography>
        <Typography>{description}</Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>
      </Box>
    </Box>
  );
}
