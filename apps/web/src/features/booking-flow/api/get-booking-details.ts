import type { BookingDetailsResponse } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function bookingDetailsPath(bookingUuid: string): string {
  return `/api/v2/bookings/${encodeURIComponent(bookingUuid)}/details`;
}

/** `GET /api/v2/bookings/{bookingUuid}/details`: what 'booking received' shows after a reload. */
export async function getBookingDetails(bookingUuid: string) {
  const answer = await apiClient.get<BookingDetailsResponse>(bookingDetailsPath(bookingUuid));
  return answer.data;
}

export const bookingDetailsQueryOptions = (bookingUuid: string) =>
  queryOptions({ queryKey: ['bookings', bookingUuid, 'details'], queryFn: () => getBookingDetails(bookingUuid) });
