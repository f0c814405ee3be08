import type { Rate, QuoteView } from '@freightdesk/domain';
import type { ReactNode } from 'react';

/**
 * What other features put into the results (features never import each other; the route fills these):
 * the custom-quote offer when nothing is found, the share/save toolbar, the route map and a per-rate extra
 * (the emissions badge).
 */
export interface QuoteResultsSlots {
  renderNoResults?: (quote: QuoteView) => ReactNode;
  renderQuoteActions?: (quote: QuoteView) => ReactNode;
  /** `selectRate` chooses a rate by its uuid (a nearby-port suggestion on the map picks its cheapest rate). */
  renderRouteMap?: (quote: QuoteView, selectedRate: Rate | null, selectRate: (rateUuid: string) => void) => ReactNode;
  renderRateExtras?: (rate: Rate) => ReactNode;
}
