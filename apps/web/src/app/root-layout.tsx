import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { GlobalNotices, pageTopId } from '@/features/global-notices';
import { LanguageSync } from '@/lib/i18n/language-sync';
import { useDismissFirstScreen } from '@/lib/use-dismiss-first-screen';

/** Around every page: language sync, scroll restoration, the focus target at the top, global notices. */
export function RootLayout() {
  // The server's first screen (ADR 093) is the first page's: a move to another address (a redirect too) dismisses it.
  useDismissFirstScreen(useLocation().key !== 'default');
  return (
    <>
      <LanguageSync />
      <ScrollRestoration />
      <Box id={pageTopId} tabIndex={-1} sx={{ outline: 'none' }} />
      <Outlet />
      <GlobalNotices />
    </>
  );
}
