import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DashboardGreeting } from './dashboard-greeting';
import { QuoteQuickLinks } from './quote-quick-links';

/**
 * The home page (docs/product/shell.md#dashboard): the greeting, then quick links to every quote the user can ask for.
 * `recentQuotes`: the signed-in user's latest saved quotes, composed by the home route (another feature's part);
 * `shipmentsNeedingAction` likewise, the bookings that wait for the customer (ADR 070).
 */
export function Dashboard({
  now,
  recentQuotes,
  shipmentsNeedingAction,
}: {
  now?: () => Date;
  recentQuotes?: ReactNode;
  shipmentsNeedingAction?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 1200 }}>
      <DashboardGreeting now={now} />
      {shipmentsNeedingAction}
      {recentQuotes}
      <QuoteQuickLinks />
    </Box>
  );
}
