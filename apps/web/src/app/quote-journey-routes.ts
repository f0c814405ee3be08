import type { LoadRouteModule } from './feature-routes';

/**
 * The quote form's and the results' chunks, in a module apart from feature-routes.ts: the preload lists of every other
 * page's chunk are not part of the quote journey's bytes (ADR 090).
 */
export const quoteJourneyRouteModules = {
  getQuote: () => import('./routes/get-quote'),
  // Every results page: by id, by search address, combined (one chunk).
  quoteResults: () => import('./routes/quote-results'),
} satisfies Record<string, LoadRouteModule>;
