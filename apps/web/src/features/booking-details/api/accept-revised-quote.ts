import { apiClient } from '@/lib/api-client';
import { bookingPath, useBookingMutation } from './use-booking-mutation';

/** `POST /api/v2/bookings/{bookingUuid}/revised-quotes/{uuid}/accept`. */
export const useAcceptRevisedQuoteMutation = (bookingUuid: string) =>
  useBookingMutation(bookingUuid, (revisedQuoteUuid: string) =>
    apiClient.post(`${bookingPath(bookingUuid)}/revised-quotes/${encodeURIComponent(revisedQuoteUuid)}/accept`),
  );
