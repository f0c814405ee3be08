// A booking's milestones (docs/decisions/063-booking-lifecycle.md): staff record dated events with the DCSA
// Track & Trace codes they map to; the estimated departure and arrival follow the planned dates.
import {
  estimatedArrivalOf,
  milestoneDcsaEventCodes,
  milestoneTimeline,
  type BookingMilestone,
  type MilestoneClassifier,
  type RecordMilestoneRequest,
} from '@freightdesk/domain';
import type { BookingRow } from '../../db/schema';
import type { SessionToken } from '../accounts/session-tokens';
import type { BookingsContext } from './bookings-context.service';
import { createBookingsRepository, type MilestoneEventRow } from './bookings.repository';
import { staffChange } from './staff-booking-change.service';

/**
 * Estimated departure and arrival: the latest planned or estimated date staff recorded for departure
 * (arrival), else the rate's schedule (its departure plus the transit time).
 */
export function estimatedDatesOf(
  rate: BookingRow['rate'],
  events: readonly Pick<MilestoneEventRow, 'milestone' | 'classifier' | 'eventDate'>[],
): { etd: string | null; eta: string | null } {
  const timeline = milestoneTimeline(
    events.map((event) => ({
      milestone: event.milestone as BookingMilestone,
      classifier: event.classifier as MilestoneClassifier,
      eventDate: event.eventDate,
    })),
  );
  const plannedOf = (milestone: BookingMilestone) =>
    timeline.find((entry) => entry.milestone === milestone)?.planned ?? null;
  const etd = plannedOf('departed') ?? rate.schedule.departureDate;
  const eta = plannedOf('arrived') ?? estimatedArrivalOf(etd, rate.transitTimeDays);
  return { etd, eta };
}

export function bookingMilestones(context: BookingsContext) {
  return {
    /** POST /api/v2/staff/bookings/{bookingUuid}/milestones: a dated event with its DCSA codes, mailed. */
    async recordMilestone(bookingUuid: string, request: RecordMilestoneRequest, session: SessionToken) {
      return staffChange(context, bookingUuid, session, async (tx, row, at) => {
        const within = createBookingsRepository(tx);
        await within.insertMilestoneEvent({
          bookingUuid: row.uuid,
          milestone: request.milestone,
          classifier: request.classifier,
          dcsaEventCodes: [...milestoneDcsaEventCodes[request.milestone]],
          eventDate: request.eventDate,
          location: request.location,
          recordedById: session.customerId,
          recordedAt: at,
        });
        // The console lists and filters by the estimated dates (ADR 077): kept in step with the planned ones.
        const estimated = estimatedDatesOf(
          row.rate,
          (await within.milestoneEventsOf([row.uuid])) as MilestoneEventRow[],
        );
        if (estimated.etd !== row.etd || estimated.eta !== row.eta) await within.update(row.uuid, estimated, at);
        return (facts) => ({
          kind: 'milestoneRecorded',
          ...facts,
          milestone: request.milestone,
          classifier: request.classifier,
          eventDate: request.eventDate,
          location: request.location,
        });
      });
    },
  };
}
