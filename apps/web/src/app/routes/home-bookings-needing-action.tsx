import { BookingsNeedingAction } from '@/features/my-bookings';
import { AppQueries } from '@/lib/app-queries';

/**
 * The dashboard's shipments needing action inside the app's query client (ADR 048): a chunk of its own that the home
 * route loads for a signed-in user only, after the first paint (docs/decisions/070-booking-details-web.md).
 */
export default function HomeBookingsNeedingAction() {
  return (
    <AppQueries>
      <BookingsNeedingAction />
    </AppQueries>
  );
}
