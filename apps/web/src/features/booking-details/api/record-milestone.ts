import type { RecordMilestoneRequest } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';
import { staffBookingPath, useBookingMutation } from './use-booking-mutation';

/** Staff: `POST /api/v2/staff/bookings/{uuid}/milestones` (a planned, estimated or actual date). */
export const useRecordMilestoneMutation = (bookingUuid: string) =>
  useBookingMutation(bookingUuid, (body: RecordMilestoneRequest) =>
    apiClient.post(`${staffBookingPath(bookingUuid)}/milestones`, body),
  );
