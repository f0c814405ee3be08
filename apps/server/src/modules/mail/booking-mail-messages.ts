// The booking e-mails' data (docs/product/booking.md): plain values the bookings and payments
// modules fill; booking-mails.ts renders them in the recipient's language (ADR 067).

/** A booking as a mail names it. */
export interface BookingMailFacts {
  bookingUuid: string;
  shipmentId: string;
  customerReference: string;
  /** e.g. `FCL · Shanghai (CNSHA) → Los Angeles (USLAX)`. */
  route: string;
  /** The booking page, in the recipient's language. */
  bookingUrl: string;
  /** The recipient's name for the greeting; none: a greeting without a name. */
  contactName?: string | null;
}

export interface BookingConfirmationMessage extends BookingMailFacts {
  kind: 'bookingConfirmation';
  contactName: string;
  /** The total, formatted in the recipient's language (e.g. `USD 4,250.00`). */
  total: string;
  paymentMode: 'card' | 'paypal' | 'wire' | 'credit';
}

/** To the brand's operations address: a booking to look after. */
export interface BookingReceivedStaffMessage extends BookingMailFacts {
  kind: 'bookingReceivedStaff';
  customerName: string;
  customerEmail: string;
  total: string;
}

export interface MilestoneRecordedMessage extends BookingMailFacts {
  kind: 'milestoneRecorded';
  /** A BookingMilestone (bookingReceived … delivered). */
  milestone: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  /** yyyy-mm-dd */
  eventDate: string;
  location: string | null;
}

export interface BookingStatusChangedMessage extends BookingMailFacts {
  kind: 'bookingStatusChanged';
  status: 'R' | 'P' | 'C' | 'D';
  reason: string | null;
}

export interface RevisedQuoteIssuedMessage extends BookingMailFacts {
  kind: 'revisedQuoteIssued';
  totalBefore: string;
  totalAfter: string;
  reason: string;
  /** The charge lines that changed, before and after (amounts formatted); none: the totals only. */
  changedLines?: readonly { label: string; before: string; after: string }[];
}

export interface PaymentReceivedMessage extends BookingMailFacts {
  kind: 'paymentReceived';
  amount: string;
  paymentMode: 'card' | 'paypal' | 'wire' | 'credit';
  referenceNumber: string;
  receiptUrl: string;
}

export interface WireInstructionsMessage extends BookingMailFacts {
  kind: 'wireInstructions';
  amount: string;
  referenceNumber: string;
  bank: {
    beneficiaryName: string;
    beneficiaryAddress: string;
    bankName: string;
    bankAddress: string;
    accountNumber: string;
    iban: string | null;
    abaRouting: string | null;
    bic: string;
    fiscalInformation: string | null;
  };
}

export type BookingMailMessage =
  | BookingConfirmationMessage
  | BookingReceivedStaffMessage
  | MilestoneRecordedMessage
  | BookingStatusChangedMessage
  | RevisedQuoteIssuedMessage
  | PaymentReceivedMessage
  | WireInstructionsMessage;

export const bookingMailKinds = [
  'bookingConfirmation',
  'bookingReceivedStaff',
  'milestoneRecorded',
  'bookingStatusChanged',
  'revisedQuoteIssued',
  'paymentReceived',
  'wireInstructions',
] as const satisfies readonly BookingMailMessage['kind'][];
