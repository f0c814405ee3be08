import createCache, { type EmotionCache } from '@emotion/cache';

const leftToRightCache: EmotionCache = createCache({ key: 'mui' });
let rightToLeftCache: EmotionCache | undefined;

/**
 * Makes the emotion cache of a direction available. Right-to-left styles pass through the RTL
 * stylis plugin (cssjanus), which mirrors MUI's left/right rules; it is loaded only when a
 * right-to-left language is about to be shown.
 */
export async function prepareEmotionCache(direction: 'ltr' | 'rtl'): Promise<void> {
  if (direction === 'ltr' || rightToLeftCache) return;
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  rightToLeftCache ??= createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
}

/** The cache for a direction (left-to-right until the right-to-left one has been prepared). */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' && rightToLeftCache ? rightToLeftCache : leftToRightCache;
}
