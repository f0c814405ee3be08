import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { localizeHref, paths } from '@/config/paths';
import { existingAppQueryClient } from '@/lib/app-query-client';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSession } from '@/lib/session';
import { claimsOfToken } from '@/lib/session/claims-of-token';
import { startImpersonation } from '../api/staff-customers';

/**
 * Impersonate (docs/product/staff.md#impersonation): the customer's token becomes the session, the language follows
 * the customer's, and the home page opens as they see it (the warning banner shows while it lasts).
 */
export function useImpersonate() {
  const { logIn } = useSession();
  const { changeLanguage } = useLanguage();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startImpersonation,
    onSuccess: async (jwt) => {
      const claims = claimsOfToken(jwt);
      // Nothing the staff member loaded stays cached for the customer's view.
      existingAppQueryClient()?.removeQueries();
      logIn(jwt, claims);
      await changeLanguage(claims.preferred_language);
      void navigate(localizeHref(paths.home.getHref(), claims.preferred_language));
    },
  });
}
