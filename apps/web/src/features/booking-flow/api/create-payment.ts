import type { Money, PaymentMode } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const bookingPaymentsPath = (bookingUuid: string) =>
  `/api/v2/bookings/${encodeURIComponent(bookingUuid)}/payments`;

/** The bank account a wire transfer goes to (the brand's, for the customer's branch). */
export interface WireBankDetails {
  beneficiaryName: string;
  beneficiaryAddress: string;
  bankName: string;
  bankAddress: string;
  accountNumber: string;
  iban: string | null;
  abaRouting: string | null;
  bic: string;
  fiscalInformation: string | null;
}

/** What 'booking received' reads of the payment call's answer (the payments module's contract, ADR 065). */
export interface CreatedPayment {
  mode: PaymentMode;
  total: Money;
  referenceNumber: string;
  /** Card and PayPal: the provider's hosted page. */
  redirectUrl: string | null;
  /** Wire: where to send the money. */
  bankDetails: WireBankDetails | null;
  wireConfirmationHours: number | null;
}

export interface CreatePaymentInput {
  bookingUuid: string;
  mode: PaymentMode;
  /** One key per attempt: a double click or a retry answers the same payment. */
  idempotencyKey: string;
}

/**
 * `POST /api/v2/bookings/{bookingUuid}/payments` {mode} with `Idempotency-Key` → `{data: {redirectUrl, bankDetails,
 * referenceNumber, …}}` (docs/product/booking.md#payment-options).
 */
export async function createPayment({ bookingUuid, mode, idempotencyKey }: CreatePaymentInput) {
  const answer = await apiClient.post<{ data: CreatedPayment }>(
    bookingPaymentsPath(bookingUuid),
    { mode },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return answer.data;
}

export function useCreatePaymentMutation() {
  return useMutation({ mutationFn: createPayment });
}
