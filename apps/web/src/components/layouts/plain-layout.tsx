import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** A bare page: the content in a `<main>` landmark, for hand-over screens outside the shell. */
export function PlainLayout() {
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
      <Outlet />
    </Box>
  );
}
