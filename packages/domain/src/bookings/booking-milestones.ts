/**
 * The seven tracking milestones of a booking (docs/product/booking.md#booking-status), each stored
 * with the DCSA Track & Trace event codes it stands for (docs/decisions/063-booking-lifecycle.md):
 * transport events DEPA/ARRI, equipment events GTIN/GTOT/LOAD/DISC/STUF/PICK/DROP, shipment
 * events RECE/CONF; customs clearance has no DCSA code of its own and is kept as ours (`CUS*`).
 */
export const bookingMilestones = [
  'bookingReceived',
  'goodsReceived',
  'exportCustomsCleared',
  'departed',
  'arrived',
  'importCustomsCleared',
  'delivered',
] as const;
export type BookingMilestone = (typeof bookingMilestones)[number];

export const milestoneDcsaEventCodes: Readonly<Record<BookingMilestone, readonly string[]>> = {
  bookingReceived: ['RECE', 'CONF'],
  goodsReceived: ['GTIN', 'STUF'],
  exportCustomsCleared: ['CUSE'],
  departed: ['LOAD', 'DEPA'],
  arrived: ['ARRI', 'DISC'],
  importCustomsCleared: ['CUSI'],
  delivered: ['GTOT', 'DROP'],
};

/** DCSA event classifiers: planned, estimated, actual. */
export const milestoneClassifiers = ['PLN', 'EST', 'ACT'] as const;
export type MilestoneClassifier = (typeof milestoneClassifiers)[number];

export const bookingMilestoneNameKeys: Readonly<Record<BookingMilestone, string>> = {
  bookingReceived: 'bookings.milestone.bookingReceived',
  goodsReceived: 'bookings.milestone.goodsReceived',
  exportCustomsCleared: 'bookings.milestone.exportCustomsCleared',
  departed: 'bookings.milestone.departed',
  arrived: 'bookings.milestone.arrived',
  importCustomsCleared: 'bookings.milestone.importCustomsCleared',
  delivered: 'bookings.milestone.delivered',
};

export interface MilestoneDates {
  milestone: BookingMilestone;
  /** yyyy-mm-dd, or null when not known. */
  planned: string | null;
  actual: string | null;
}

/**
 * The tracking list in route order, one entry per milestone, from what was recorded (the latest
 * planned/estimated and actual date of each).
 */
export function milestoneTimeline(
  recorded: readonly { milestone: BookingMilestone; classifier: MilestoneClassifier; eventDate: string }[],
): MilestoneDates[] {
  return bookingMilestones.map((milestone) => {
    const own = recorded.filter((event) => event.milestone === milestone);
    const latest = (classifiers: readonly MilestoneClassifier[]) =>
      own
        .filter((event) => classifiers.includes(event.classifier))
        .map((event) => event.eventDate)
        .at(-1) ?? null;
    return { milestone, planned: latest(['PLN', 'EST']), actual: latest(['ACT']) };
  });
}

/** The last milestone that has happened, or null before any. */
export function currentMilestone(timeline: readonly MilestoneDates[]): BookingMilestone | null {
  return timeline.filter((entry) => entry.actual !== null).at(-1)?.milestone ?? null;
}
