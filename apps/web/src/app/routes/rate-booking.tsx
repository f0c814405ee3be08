import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { RateBookingPage } from '@/features/booking-flow';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/** `/quote/:quoteId/rate/:rateUuid`: the chosen rate and 'Book', which opens a new draft (ADR 069). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.rateBooking.titleKey));
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const { quoteId = '', rateUuid = '' } = useParams();
  return (
    <RateBookingPage
      key={`${quoteId}/${rateUuid}`}
      quoteId={quoteId}
      rateUuid={rateUuid}
      onBook={(draftId) =>
        void navigate(localizedHref(paths.quoteBooking.getHref({ quoteId, bookingId: draftId }, { rate: rateUuid })))
      }
    />
  );
}
