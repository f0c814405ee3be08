import type { BookingStatus } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';
import { staffBookingPath, useBookingMutation } from './use-booking-mutation';

/** Staff: `POST /api/v2/staff/bookings/{uuid}/status` (a cancellation carries its reason). */
export const useChangeStatusMutation = (bookingUuid: string) =>
  useBookingMutation(bookingUuid, (body: { status: BookingStatus; reason: string | null }) =>
    apiClient.post(`${staffBookingPath(bookingUuid)}/status`, body),
  );
