import { loadOnDemandTexts } from '@/lib/i18n/i18n';

/**
 * Loads the dashboard's latest saved quotes with the feature pages' texts. A chunk of its own between the home route
 * and the part: the list of chunks the part needs is code of the importing chunk, so it is here, not in `/`'s
 * download (ADR 058).
 */
export async function loadHomeRecentQuotes() {
  const [part] = await Promise.all([import('./home-recent-quotes'), loadOnDemandTexts()]);
  return part;
}
