import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { MyBookings } from '@/features/my-bookings';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/shipments`: the customer's bookings with filters, search and pages (docs/product/booking.md#my-bookings). */
export function Component() {
  const { t } = useTranslation();
  const title = t(paths.shipments.titleKey);
  usePageTitle(title);
  return <MyBookings title={title} />;
}
