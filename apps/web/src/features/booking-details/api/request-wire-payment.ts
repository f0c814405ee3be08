import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingPath } from './use-booking-mutation';

/** The account a wire is paid into (the payments API's bank details, docs/product/booking.md#payment-options). */
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

export interface WirePayment {
  id: string;
  referenceNumber: string;
  total: { amountMinor: number; currency: 'USD' | 'EUR' | 'INR' };
  bankDetails: WireBankDetails | null;
  wireConfirmationHours: number | null;
}

/**
 * `POST /api/v2/bookings/{bookingUuid}/payments` `{ mode: 'wire' }`: the bank details and the reference to quote.
 * One key per booking: asking again answers the same payment, never a second (the payments API's idempotency).
 */
export const useRequestWirePaymentMutation = (bookingUuid: string) =>
  useMutation({
    meta: { showsItsOwnError: true },
    mutationFn: async () =>
      (
        await apiClient.post<{ data: WirePayment }>(
          `${bookingPath(bookingUuid)}/payments`,
          { mode: 'wire' },
          { headers: { 'idempotency-key': `wire-${bookingUuid}` } },
        )
      ).data,
  });
