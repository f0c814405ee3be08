import type { QuoteView, Rate } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CombinedQuoteResults } from '@/features/quote-results';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/** `/combined-quotes/:combinedItemType/…`: one loose cargo priced as LCL and as FCL (docs/decisions/056). */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  usePageTitle(t(paths.combinedQuotes.titleKey));
  return (
    <CombinedQuoteResults
      pathname={location.pathname}
      search={location.search}
      onBookRate={(rate: Rate, quote: QuoteView) =>
        navigate(localizedHref(paths.rateBooking.getHref({ quoteId: quote.uuid, rateUuid: rate.uuid })))
      }
    />
  );
}
