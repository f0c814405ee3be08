import type { PaymentCreatedResponse, PaymentMode, PaymentOptionsResponse } from '@freightdesk/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingPath } from './use-booking-mutation';

/**
 * `GET /api/v2/bookings/{bookingUuid}/payment-options?insteadOfWire=true`: what paying by card or PayPal in place of
 * the awaited wire transfer costs (ADR 083). No card or PayPal keys: no options, and nothing is offered.
 */
export const paymentOptionsInsteadOfWireQueryOptions = (bookingUuid: string) =>
  queryOptions({
    queryKey: ['bookings', 'payment-options', bookingUuid, 'instead-of-wire'] as const,
    queryFn: async () =>
      (await apiClient.get<PaymentOptionsResponse>(`${bookingPath(bookingUuid)}/payment-options?insteadOfWire=true`))
        .data,
    meta: { showsItsOwnError: true },
  });

/**
 * `POST /api/v2/bookings/{bookingUuid}/payments` `{mode, insteadOfWire: true}`: the provider's page to pay on. One key
 * per mode for as long as the page is open: a second click answers the same payment and page, never a second.
 */
export const usePayInsteadOfWireMutation = (bookingUuid: string) =>
  useMutation({
    meta: { showsItsOwnError: true },
    mutationFn: async ({ mode, idempotencyKey }: { mode: PaymentMode; idempotencyKey: string }) =>
      (
        await apiClient.post<PaymentCreatedResponse>(
          `${bookingPath(bookingUuid)}/payments`,
          { mode, insteadOfWire: true },
          { headers: { 'idempotency-key': idempotencyKey } },
        )
      ).data,
  });
