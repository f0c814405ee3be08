import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BookingDetails } from '@/features/booking-details';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/booking/:bookingUuid`: a booking's tabs (docs/product/booking.md#booking-details). */
export function Component() {
  const { t } = useTranslation();
  const { bookingUuid = '' } = useParams();
  usePageTitle(t(paths.booking.titleKey));
  return <BookingDetails key={bookingUuid} bookingUuid={bookingUuid} />;
}
