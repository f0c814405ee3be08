import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingDetailsQueryKey } from './get-booking-details';

export const bookingPath = (bookingUuid: string) => `/api/v2/bookings/${encodeURIComponent(bookingUuid)}`;
export const staffBookingPath = (bookingUuid: string) => `/api/v2/staff/bookings/${encodeURIComponent(bookingUuid)}`;

/**
 * A call that changes the booking (docs/product/booking.md#pending-actions): once done, the details load again so
 * every tab shows the booking as it now is. The form that makes the call shows its errors.
 */
export function useBookingMutation<Variables>(bookingUuid: string, call: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { showsItsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingDetailsQueryKey(bookingUuid) }),
  });
}
