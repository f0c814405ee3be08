import { permissionsOfStaffRole } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BookingDetails } from '@/features/booking-details';
import { RequoteButton } from '@/features/staff-shipments';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useSession } from '@/lib/session';

/**
 * `/booking/:bookingUuid`: a booking's tabs (docs/product/booking.md#booking-details); staff with the shipments
 * permission may re-quote it from its staff mode (ADR 077).
 */
export function Component() {
  const { t } = useTranslation();
  const { bookingUuid = '' } = useParams();
  const { user } = useSession();
  usePageTitle(t(paths.booking.titleKey));
  return (
    <BookingDetails
      key={bookingUuid}
      bookingUuid={bookingUuid}
      staffActions={(booking) =>
        user?.staffRole && permissionsOfStaffRole(user.staffRole).includes('shipments') ? (
          <RequoteButton bookingUuid={booking.bookingUuid} shipmentId={booking.shipmentId} status={booking.status} />
        ) : null
      }
    />
  );
}
