import { apiClient } from '@/lib/api-client';
import { staffBookingPath, useBookingMutation } from './use-booking-mutation';

export interface ShipmentReferences {
  vessel: string | null;
  voyage: string | null;
  mblNumber: string | null;
  containerNumbers: string[];
}

/** Staff: `PUT /api/v2/staff/bookings/{uuid}/references` (vessel, voyage, MBL, containers). */
export const useUpdateReferencesMutation = (bookingUuid: string) =>
  useBookingMutation(bookingUuid, (body: ShipmentReferences) =>
    apiClient.put(`${staffBookingPath(bookingUuid)}/references`, body),
  );
