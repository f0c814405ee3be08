import { apiClient } from '@/lib/api-client';
import { staffBookingPath, useBookingMutation } from './use-booking-mutation';

/** Staff: `POST /api/v2/staff/bookings/{uuid}/payments/{paymentId}/confirm` (the wire transfer arrived). */
export const useConfirmPaymentMutation = (bookingUuid: string) =>
  useBookingMutation(bookingUuid, (paymentId: string) =>
    apiClient.post(`${staffBookingPath(bookingUuid)}/payments/${encodeURIComponent(paymentId)}/confirm`),
  );
