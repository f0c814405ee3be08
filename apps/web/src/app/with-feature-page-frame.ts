import { loadAppQueryClient } from '@/lib/app-query-client';
import { withReloadOnChunkFailure } from '@/lib/chunk-reload';

/**
 * Loads the feature-page frame (the app's query client) and resolves to
 * `withFeaturePageFrame`: pages other than `/` and the auth panel come wrapped in it, their
 * queries ready at the first render (ADR 048).
 */
export const loadFeaturePageFrame = withReloadOnChunkFailure('feature-page-frame', async () => {
  const [frame] = await Promise.all([import('./feature-page-frame'), loadAppQueryClient()]);
  return frame.withFeaturePageFrame;
});
