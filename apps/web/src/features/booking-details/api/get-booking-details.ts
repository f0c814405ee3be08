import type { BookingDetails, BookingDetailsResponse } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const bookingDetailsPath = (bookingUuid: string) =>
  `/api/v2/bookings/${encodeURIComponent(bookingUuid)}/details`;

/** `GET /api/v2/bookings/{bookingUuid}/details` (docs/product/booking.md#booking-details). */
export async function getBookingDetails(bookingUuid: string): Promise<BookingDetails> {
  return (await apiClient.get<BookingDetailsResponse>(bookingDetailsPath(bookingUuid))).data;
}

export const bookingDetailsQueryKey = (bookingUuid: string) => ['bookings', 'details', bookingUuid] as const;

/**
 * The page shows BOOKING_NOT_FOUND, PRODUCT_SERVICE_NOT_AVAILABLE and UNKNOWN_ERROR in place; only ACCESS_FORBIDDEN
 * (and the session's codes) go to the global handling (ADR 070).
 */
export const bookingDetailsQueryOptions = (bookingUuid: string) =>
  queryOptions({
    queryKey: bookingDetailsQueryKey(bookingUuid),
    queryFn: () => getBookingDetails(bookingUuid),
    meta: { showsItsOwnError: true },
  });
