import Box from '@mui/material/Box';
import { DashboardGreeting } from './dashboard-greeting';
import { QuoteQuickLinks } from './quote-quick-links';

/**
 * The home page (docs/product/shell.md#dashboard): the greeting, then quick links to every quote the user can ask for.
 */
export function Dashboard({ now }: { now?: () => Date }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 1200 }}>
      <DashboardGreeting now={now} />
      <QuoteQuickLinks />
    </Box>
  );
}
