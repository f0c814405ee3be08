import { lazy, Suspense } from 'react';
import { useBrand } from '@/lib/brand/brand-context';
import { useSession } from '@/lib/session/session-context';

// The button itself (and the phone number rules it needs) load only for users who see it.
const WhatsappFab = lazy(() => import('./whatsapp-fab'));

/** Whether the shell shows the WhatsApp button: the brand's flags allow it and the user has a phone number. */
export function useIsWhatsappButtonOn(): boolean {
  const { user } = useSession();
  const { featureFlags } = useBrand();
  return (featureFlags.alwaysShowWhatsapp || featureFlags.whatsappDisplay) && !!user?.phoneNumber;
}

/**
 * The WhatsApp contact button of the app shell (docs/product/shell.md#whatsapp-button): shown only to a user with a
 * phone number, when the brand's always-show flag or its WhatsApp display flag is on.
 */
export function WhatsappButton() {
  const { user } = useSession();
  if (!useIsWhatsappButtonOn() || !user) return null;
  return (
    <Suspense fallback={null}>
      <WhatsappFab user={user} />
    </Suspense>
  );
}
