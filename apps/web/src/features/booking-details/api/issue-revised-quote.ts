import type { IssueRevisedQuoteRequest } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';
import { staffBookingPath, useBookingMutation } from './use-booking-mutation';

/** Staff: `POST /api/v2/staff/bookings/{uuid}/revised-quotes` (the charge lines as they become, and why). */
export const useIssueRevisedQuoteMutation = (bookingUuid: string) =>
  useBookingMutation(bookingUuid, (body: IssueRevisedQuoteRequest) =>
    apiClient.post(`${staffBookingPath(bookingUuid)}/revised-quotes`, body),
  );
