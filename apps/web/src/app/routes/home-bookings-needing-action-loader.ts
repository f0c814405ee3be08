import { loadOnDemandTexts } from '@/lib/i18n/i18n';

/**
 * Loads the dashboard's shipments needing action with the feature pages' texts: a chunk of its own between the home
 * route and the part, as the recent quotes' (ADR 058, 070), so nothing of it is in `/`'s download.
 */
export async function loadHomeBookingsNeedingAction() {
  const [part] = await Promise.all([import('./home-bookings-needing-action'), loadOnDemandTexts()]);
  return part;
}
