import type { Money, PaymentOptionsResponse } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const paymentOptionsPreviewPath = ({ amountMinor, currency }: Money) =>
  `/api/v2/payment-options?${new URLSearchParams({ amountMinor: String(amountMinor), currency })}`;

/**
 * `GET /api/v2/payment-options?amountMinor=&currency=`: before booking, the modes the customer can pay a booking of
 * this total with, each with its fee and total, and their available credit (docs/decisions/065-payments.md).
 */
export async function getPaymentOptionsPreview(amount: Money) {
  const answer = await apiClient.get<PaymentOptionsResponse>(paymentOptionsPreviewPath(amount));
  return answer.data;
}

export const paymentOptionsPreviewQueryOptions = (amount: Money) =>
  queryOptions({
    queryKey: ['payment-options', amount.currency, amount.amountMinor],
    queryFn: () => getPaymentOptionsPreview(amount),
    // The fees only inform the choice: when they fail, the step lists the modes without them at once.
    retry: false,
  });
