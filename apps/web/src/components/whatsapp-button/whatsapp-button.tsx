import { lazy, Suspense } from 'react';
import { useBrand } from '@/lib/brand/brand-context';
import { useSession } from '@/lib/session/session-context';

// The button itself (and the phone number rules it needs) load only for users who see it.
const WhatsappFab = lazy(() => import('./whatsapp-fab'));

/**
 * The WhatsApp contact button of the app shell (docs/product/shell.md#whatsapp-button): shown only to a user with a
 * phone number, when the brand's always-show flag or its WhatsApp display flag is on.
 */
export function WhatsappButton() {
  const { user } = useSession();
  const { featureFlags } = useBrand();
  const isOn = featureFlags.alwaysShowWhatsapp || featureFlags.whatsappDisplay;
  if (!isOn || !user?.phoneNumber) return null;
  return (
    <Suspense fallback={null}>
      <WhatsappFab user={user} />
    </Suspense>
  );
}
