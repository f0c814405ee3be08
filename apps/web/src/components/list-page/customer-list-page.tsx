import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session';

/**
 * A customer's own list (My quotes, My bookings): the page's title, then the list for a signed-in customer, or the
 * way to sign in for a visitor.
 */
export function CustomerListPage({
  title,
  signIn,
  children,
}: {
  title: string;
  signIn: { description: string; action: string };
  children: ReactNode;
}) {
  const { isLoggedIn } = useSession();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1280 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {title}
      </Typography>
      {isLoggedIn ? children : <SignInPrompt {...signIn} />}
    </Box>
  );
}

/** Nothing in a customer's list (or nothing the filters keep): the way to a new quote, or back to the whole list. */
export function CustomerListEmpty({
  title,
  description,
  newQuote,
  clearFilters,
}: {
  title: string;
  description: string;
  newQuote: string;
  /** Given while filters narrow the list. */
  clearFilters?: { label: string; onClick: () => void };
}) {
  const localizedHref = useLocalizedHref();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'flex-start',
        p: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button to={localizedHref(paths.getQuote.getHref({ serviceType: 'ocean' }))} variant="contained">
          {newQuote}
        </Button>
        {clearFilters && (
          <Button variant="outlined" onClick={clearFilters.onClick}>
            {clearFilters.label}
          </Button>
        )}
      </Box>
    </Box>
  );
}
