import { loadOnDemandTexts } from '@/lib/i18n/i18n';
import { loadFeaturePageFrame } from '../with-feature-page-frame';

/**
 * Loads the auth slide-out panel in its frame with the feature pages' texts. A chunk of its own between the first
 * page and the panel: the list of the ~30 chunks the panel needs is code of the importing chunk, so it is here, not
 * in `/`'s download (ADR 058, 082).
 */
export async function loadAuthSlideOutPanel() {
  const [module, withFeaturePageFrame] = await Promise.all([
    import('@/features/auth/components/auth-slide-out-panel'),
    loadFeaturePageFrame(),
    loadOnDemandTexts(),
  ]);
  return { default: withFeaturePageFrame(module.AuthSlideOutPanel) };
}
