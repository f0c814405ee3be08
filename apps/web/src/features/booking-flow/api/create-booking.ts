import type { BookingCreatedResponse, CreateBookingRequestBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const bookingsPath = (quoteId: string, rateUuid: string) =>
  `/api/v2/quotes/${encodeURIComponent(quoteId)}/rates/${encodeURIComponent(rateUuid)}/bookings`;

export interface CreateBookingInput {
  quoteId: string;
  rateUuid: string;
  /** The draft's id: the same draft sent twice (a retry, a double click) makes one booking (ADR 063). */
  idempotencyKey: string;
  body: CreateBookingRequestBody;
}

/**
 * `POST /api/v2/quotes/{quoteId}/rates/{rateUuid}/bookings` with `Idempotency-Key` → 201 `{data: {bookingUuid,
 * shipmentId}}`; 422 errors by field, 409 ACCOUNT_SETUP_INCOMPLETE, 410 RATE_EXPIRED (docs/product/booking.md).
 */
export async function createBooking({ quoteId, rateUuid, idempotencyKey, body }: CreateBookingInput) {
  const answer = await apiClient.post<BookingCreatedResponse>(bookingsPath(quoteId, rateUuid), body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.data;
}

export function useCreateBookingMutation() {
  return useMutation({ mutationFn: createBooking });
}
