import type { QuoteView, Rate } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SearchResults } from '@/features/quote-results';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/**
 * The search-described results addresses (docs/product/shell.md#search-paths: with and without cities, the air
 * variant): the same address prices the same search, so a reload shows the same rates.
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  usePageTitle(t(paths.quoteSearch.titleKey));
  return (
    <SearchResults
      pathname={location.pathname}
      search={location.search}
      onBookRate={(rate: Rate, quote: QuoteView) =>
        navigate(localizedHref(paths.rateBooking.getHref({ quoteId: quote.uuid, rateUuid: rate.uuid })))
      }
    />
  );
}
