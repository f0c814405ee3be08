import type { Rate } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { QuoteResults } from '@/features/quote-results';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/**
 * A quote's results by id (docs/product/quoting.md#results-screen): `/quotes/:quoteId`, `/progressive-quotes/:quoteId`,
 * `/anonymous-quote/:quoteId` and its rate route `/anonymous-quote/:quoteId/rate/:rateId`, and
 * `/quote/:quoteId/rate/:rateUuid` (until booking exists: the results with that rate chosen and its details open).
 * The slots of other features (no-results offer, share and save, map, emissions) are filled here when they exist.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const { quoteId = '', rateId, rateUuid } = useParams();
  usePageTitle(t(paths.quote.titleKey));
  const onRateBookingPage = rateUuid !== undefined;
  const book = (rate: Rate) => navigate(localizedHref(paths.rateBooking.getHref({ quoteId, rateUuid: rate.uuid })));
  return (
    <QuoteResults
      key={quoteId}
      quoteId={quoteId}
      initialRateId={rateUuid ?? rateId}
      onBookRate={onRateBookingPage ? undefined : book}
    />
  );
}
