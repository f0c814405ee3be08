import type { Currency } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';
import { useBookingMutation } from './use-booking-mutation';

/** Staff: `PUT /api/v2/staff/customers/{customerId}/credit-line` `{ amountMinor, currency }` (0 withdraws it). */
export const useSetCreditLineMutation = (bookingUuid: string) =>
  useBookingMutation(
    bookingUuid,
    ({ customerId, ...body }: { customerId: string; amountMinor: number; currency: Currency }) =>
      apiClient.put(`/api/v2/staff/customers/${encodeURIComponent(customerId)}/credit-line`, body),
  );
