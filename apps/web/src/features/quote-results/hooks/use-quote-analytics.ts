import { quoteResultsEventNames, type QuoteView } from '@freightdesk/domain';
import { useCallback, useEffect, useRef } from 'react';
import { sendAnalyticsEvent } from '@/lib/analytics-events';
import { useSession } from '@/lib/session';

/**
 * The results' analytics events (docs/product/quoting.md#results-screen), for signed-in users (the events call is
 * theirs): quote displayed once when its rates show, no quote shown once when it ends without any, quote selected.
 */
export function useQuoteAnalytics(quote: QuoteView | undefined) {
  const { user } = useSession();
  const signedIn = user !== undefined;
  const sentFor = useRef<string | null>(null);
  const quoteId = quote?.uuid;
  const track = useCallback(
    (name: string, properties: Record<string, unknown> = {}) => {
      if (signedIn && quoteId) void sendAnalyticsEvent(name, { quoteId, ...properties });
    },
    [signedIn, quoteId],
  );
  const rateCount = quote?.rates.length ?? 0;
  const ended = quote !== undefined && (quote.isCompleted || quote.isExpired);
  const shipmentType = quote?.shipmentType;
  useEffect(() => {
    if (!quoteId || sentFor.current === quoteId || (rateCount === 0 && !ended)) return;
    sentFor.current = quoteId;
    track(rateCount > 0 ? quoteResultsEventNames.quoteDisplayed : quoteResultsEventNames.noQuoteShown, {
      shipmentType,
      rateCount,
    });
  }, [quoteId, shipmentType, rateCount, ended, track]);
  return { track };
}
