import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router';
import { GlobalNotices, pageTopId } from '@/features/global-notices';
import { LanguageSync } from '@/lib/i18n/language-sync';

/** Around every page: language sync, scroll restoration, the focus target at the top, global notices. */
export function RootLayout() {
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
