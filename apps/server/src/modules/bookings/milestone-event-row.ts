import type { MilestoneClassifier } from '@freightdesk/domain';

/** A milestone recorded on a booking (by staff, or the first one a new booking carries). */
export interface NewMilestoneEvent {
  bookingUuid: string;
  milestone: string;
  classifier: MilestoneClassifier;
  dcsaEventCodes: string[];
  eventDate: string;
  location: string | null;
  recordedById: string;
  recordedAt: Date;
}
