import type { PaymentCreatedResponse } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingPath } from './use-booking-mutation';

export type WirePayment = PaymentCreatedResponse['data'];
export type WireBankDetails = NonNullable<WirePayment['bankDetails']>;

/**
 * `POST /api/v2/bookings/{bookingUuid}/payments` `{ mode: 'wire' }`: the bank details and the reference to quote.
 * One key per booking: asking again answers the same payment, never a second (the payments API's idempotency).
 */
export const useRequestWirePaymentMutation = (bookingUuid: string) =>
  useMutation({
    meta: { showsItsOwnError: true },
    mutationFn: async () =>
      (
        await apiClient.post<PaymentCreatedResponse>(
          `${bookingPath(bookingUuid)}/payments`,
          { mode: 'wire' },
          { headers: { 'idempotency-key': `wire-${bookingUuid}` } },
        )
      ).data,
  });
