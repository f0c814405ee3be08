// The booking mails (docs/product/booking.md, issue 14): plain data the bookings, payments and
// tracking code fill in; texts from the `emails` area of the locales (ADR 067). Amounts arrive
// formatted (the caller formats them in the mail's language, e.g. with the domain's formatMoney);
// dates arrive as yyyy-mm-dd and are written out here in the mail's language.
import type { Language } from '@freightdesk/domain';
import { greetingOf } from './custom-request-mail';
import type { MailBlock, MailContent } from './mail-layout';
import { fill, mailTextsOf, type MailTexts } from './mail-texts';

/** How a booking is paid (docs/product/booking.md#payment-options). */
export type MailPaymentMode = keyof MailTexts['common']['paymentModes'];
/** A booking status code: Requested, In progress, Cancelled, Done (docs/product/booking.md#booking-status). */
export type MailBookingStatus = keyof MailTexts['common']['statuses'];
/** A tracking milestone, in the order booking.md lists them. */
export type MailMilestone = keyof MailTexts['common']['milestones'];

/** What every booking mail names: the booking and the link to its page on the brand's host. */
interface BookingMailBase {
  bookingUuid: string;
  /** The shipment id customers and staff quote (the page's title, `#shipmentId`). */
  shipmentId: string;
  /** The booking's page, in the recipient's language. */
  bookingUrl: string;
  /** The recipient's name for the greeting; none: a greeting without a name. */
  contactName: string | null;
}

/** To the customer, once the booking is written (status R). */
export interface BookingConfirmationMessage extends BookingMailBase {
  kind: 'bookingConfirmation';
  customerReference: string;
  /** e.g. `Shanghai (CNSHA) → Los Angeles (USLAX)`. */
  route: string;
  /** FCL, LCL, AIR, LTL. */
  mode: string;
  /** Formatted in the mail's language, e.g. `USD 1,234.00`. */
  total: string;
  paymentMode: MailPaymentMode;
}

/** To the brand's operations address (`contactEmails.operations`): a booking to look at. */
export interface BookingReceivedStaffMessage extends BookingMailBase {
  kind: 'bookingReceivedStaff';
  customerName: string;
  customerEmail: string;
  companyName: string | null;
  customerReference: string;
  route: string;
  mode: string;
  total: string;
  paymentMode: MailPaymentMode;
}

/** A milestone staff recorded, with its actual date, or the date it is planned for. */
export interface MilestoneRecordedMessage extends BookingMailBase {
  kind: 'milestoneRecorded';
  milestone: MailMilestone;
  /** yyyy-mm-dd. */
  date: string;
  dateKind: 'actual' | 'planned';
  route: string | null;
}

export interface BookingStatusChangedMessage extends BookingMailBase {
  kind: 'bookingStatusChanged';
  status: MailBookingStatus;
  /** Staff's reason (a cancellation's, typically), as they typed it. */
  reason: string | null;
}

/** A changed charge line of a revised quote, before and after (amounts formatted). */
export interface RevisedChargeLine {
  label: string;
  before: string;
  after: string;
}

/** A revised quote: it must be accepted before the shipment is processed. */
export interface RevisedQuoteIssuedMessage extends BookingMailBase {
  kind: 'revisedQuoteIssued';
  totalBefore: string;
  totalAfter: string;
  changedLines: readonly RevisedChargeLine[];
}

export interface PaymentReceivedMessage extends BookingMailBase {
  kind: 'paymentReceived';
  amount: string;
  mode: MailPaymentMode;
  /** The payment's reference number. */
  reference: string;
  /** yyyy-mm-dd. */
  paidOn: string;
  receiptUrl: string;
}

/** The brand's bank account for the customer's branch; a field the brand does not give is null. */
export interface MailBankDetails {
  beneficiaryName: string;
  beneficiaryAddress: string | null;
  bankName: string;
  bankAddress: string | null;
  accountNumber: string | null;
  iban: string | null;
  abaRouting: string | null;
  bic: string | null;
  fiscalInformation: string | null;
}

/** The bank details in the order the booking page lists them (docs/product/booking.md#payment-options). */
const bankFields = [
  'beneficiaryName',
  'beneficiaryAddress',
  'bankName',
  'bankAddress',
  'accountNumber',
  'iban',
  'abaRouting',
  'bic',
  'fiscalInformation',
] as const satisfies readonly (keyof MailBankDetails)[];

/** How to pay a booking by wire: the amount, the reference to quote, the bank details. */
export interface WireInstructionsMessage extends BookingMailBase {
  kind: 'wireInstructions';
  amount: string;
  reference: string;
  bank: MailBankDetails;
}

export type BookingMailMessage =
  | BookingConfirmationMessage
  | BookingReceivedStaffMessage
  | MilestoneRecordedMessage
  | BookingStatusChangedMessage
  | RevisedQuoteIssuedMessage
  | PaymentReceivedMessage
  | WireInstructionsMessage;

/** A calendar date (yyyy-mm-dd) written out in the language, e.g. `November 24, 2026`. */
export function formatCalendarDateIn(language: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export function bookingMailContent(message: BookingMailMessage, language: Language, brand: string): MailContent {
  const texts = mailTextsOf(language);
  const { details, paymentModes, statuses, milestones } = texts.common;
  const greeting: MailBlock = { kind: 'paragraph', text: greetingOf(language, message.contactName) };
  const shipmentId = message.shipmentId;
  const shipmentRow = { label: details.shipmentId, value: shipmentId };
  switch (message.kind) {
    case 'bookingConfirmation': {
      const t = texts.bookingConfirmation;
      return {
        subject: fill(t.subject, { shipmentId, brand }),
        blocks: [
          greeting,
          { kind: 'paragraph', text: t.intro },
          {
            kind: 'details',
            rows: [
              shipmentRow,
              { label: details.customerReference, value: message.customerReference },
              { label: details.route, value: message.route },
              { label: details.mode, value: message.mode },
              { label: details.total, value: message.total },
              { label: details.paymentMode, value: paymentModes[message.paymentMode] },
            ],
          },
          ...(message.paymentMode === 'wire' ? [{ kind: 'emphasis' as const, text: t.wire }] : []),
          { kind: 'paragraph', text: t.next },
          { kind: 'action', label: t.action, url: message.bookingUrl },
        ],
      };
    }
    case 'bookingReceivedStaff': {
      const t = texts.bookingReceivedStaff;
      return {
        subject: fill(t.subject, { shipmentId, customer: message.customerName }),
        blocks: [
          { kind: 'paragraph', text: t.intro },
          {
            kind: 'details',
            rows: [
              shipmentRow,
              { label: details.customer, value: message.companyName ?? message.customerName },
              { label: details.email, value: message.customerEmail },
              { label: details.customerReference, value: message.customerReference },
              { label: details.route, value: message.route },
              { label: details.mode, value: message.mode },
              { label: details.total, value: message.total },
              { label: details.paymentMode, value: paymentModes[message.paymentMode] },
            ],
          },
          { kind: 'action', label: t.action, url: message.bookingUrl },
        ],
      };
    }
    case 'milestoneRecorded': {
      const t = texts.milestoneRecorded;
      const milestone = milestones[message.milestone];
      const date = formatCalendarDateIn(language, message.date);
      return {
        subject: fill(t.subject, { milestone, shipmentId }),
        blocks: [
          greeting,
          { kind: 'paragraph', text: fill(t.intro, { shipmentId }) },
          { kind: 'emphasis', text: fill(message.dateKind === 'actual' ? t.actual : t.planned, { milestone, date }) },
          { kind: 'details', rows: [shipmentRow, { label: details.route, value: message.route }] },
          { kind: 'action', label: t.action, url: message.bookingUrl },
        ],
      };
    }
    case 'bookingStatusChanged': {
      const t = texts.bookingStatusChanged;
      const status = statuses[message.status];
      return {
        subject: fill(t.subject, { shipmentId, status }),
        blocks: [
          greeting,
          { kind: 'emphasis', text: fill(t.intro, { shipmentId, status }) },
          { kind: 'paragraph', text: t.explanation[message.status] },
          { kind: 'details', rows: [{ label: details.reason, value: message.reason }] },
          { kind: 'action', label: t.action, url: message.bookingUrl },
        ],
      };
    }
    case 'revisedQuoteIssued': {
      const t = texts.revisedQuoteIssued;
      const beforeAndAfter = (before: string, after: string) => `${t.before}: ${before} · ${t.after}: ${after}`;
      return {
        subject: fill(t.subject, { shipmentId, brand }),
        blocks: [
          greeting,
          { kind: 'paragraph', text: fill(t.intro, { shipmentId }) },
          {
            kind: 'details',
            rows: [
              ...message.changedLines.map((line) => ({
                label: line.label,
                value: beforeAndAfter(line.before, line.after),
              })),
              { label: details.total, value: beforeAndAfter(message.totalBefore, message.totalAfter) },
            ],
          },
          { kind: 'emphasis', text: t.acceptNeeded },
          { kind: 'action', label: t.action, url: message.bookingUrl },
        ],
      };
    }
    case 'paymentReceived': {
      const t = texts.paymentReceived;
      return {
        subject: fill(t.subject, { shipmentId, brand }),
        blocks: [
          greeting,
          { kind: 'paragraph', text: fill(t.intro, { shipmentId }) },
          {
            kind: 'details',
            rows: [
              shipmentRow,
              { label: details.amount, value: message.amount },
              { label: details.paymentMode, value: paymentModes[message.mode] },
              { label: details.paymentReference, value: message.reference },
              { label: t.paidOn, value: formatCalendarDateIn(language, message.paidOn) },
            ],
          },
          { kind: 'action', label: t.action, url: message.receiptUrl },
        ],
      };
    }
    case 'wireInstructions': {
      const t = texts.wireInstructions;
      const bank = message.bank;
      return {
        subject: fill(t.subject, { shipmentId, brand }),
        blocks: [
          greeting,
          { kind: 'paragraph', text: fill(t.intro, { shipmentId, amount: message.amount }) },
          {
            kind: 'details',
            rows: [
              { label: details.amount, value: message.amount },
              { label: details.paymentReference, value: message.reference },
              ...bankFields.map((field) => ({ label: t.bank[field], value: bank[field] })),
            ],
          },
          { kind: 'emphasis', text: fill(t.referenceNote, { reference: message.reference }) },
          { kind: 'paragraph', text: t.processing },
          { kind: 'action', label: t.action, url: message.bookingUrl },
        ],
      };
    }
  }
}
