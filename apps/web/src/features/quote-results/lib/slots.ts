import type { Rate, QuoteView } from '@freightdesk/domain';
import type { ReactNode } from 'react';

/**
 * What other features put into the results (features never import each other; the route fills these):
 * the custom-quote offer when nothing is found, the share/save toolbar, the route map and a per-rate extra
 * (the emissions badge) and staff's tools on the chosen rate.
 */
export interface QuoteResultsSlots {
  renderNoResults?: (quote: QuoteView) => ReactNode;
  renderQuoteActions?: (quote: QuoteView) => ReactNode;
  /** `selectRate` chooses a rate by its uuid (a nearby-port suggestion on the map picks its cheapest rate). */
  renderRouteMap?: (quote: QuoteView, selectedRate: Rate | null, selectRate: (rateUuid: string) => void) => ReactNode;
  renderRateExtras?: (rate: Rate) => ReactNode;
  /** Staff's actions on the chosen rate, under its internal data (docs/decisions/081-staff-quote-tools.md). */
  renderRateStaffTools?: (quote: QuoteView, rate: Rate) => ReactNode;
}
