import type { BookingAddress, LaterPartyRole } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';
import { bookingPath, useBookingMutation } from './use-booking-mutation';

/** `PUT /api/v2/bookings/{bookingUuid}/parties/{role}`: a party or address given after booking. */
export const useUpdatePartyMutation = (bookingUuid: string) =>
  useBookingMutation(bookingUuid, ({ role, address }: { role: LaterPartyRole; address: BookingAddress }) =>
    apiClient.put(`${bookingPath(bookingUuid)}/parties/${role}`, address),
  );
