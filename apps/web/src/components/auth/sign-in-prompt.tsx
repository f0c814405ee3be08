import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { authPanelQueryParam } from '@/config/paths';

/**
 * A page that is a customer's own (their lists, a booking) asks a visitor to sign in: the auth panel opens over this
 * page, which shows once they have.
 */
export function SignInPrompt({ description, action }: { description: string; action: string }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(authPanelQueryParam, 'signIn');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography>{description}</Typography>
      <Button to={{ search: search.toString() }} variant="contained" preventScrollReset>
        {action}
      </Button>
    </Box>
  );
}
