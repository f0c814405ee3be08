// The booking mails (docs/product/booking.md, issue 14): the plain data of booking-mail-messages.ts,
// which the bookings, payments and tracking code fill in, written with the locales' texts (ADR 067).
// Amounts arrive formatted in the mail's language (the caller has the currency; the domain's
// formatMoney does it); dates arrive as yyyy-mm-dd and are written out here in the mail's language.
import { bookingMilestones, type BookingMilestone, type Language } from '@freightdesk/domain';
import type { BookingMailMessage } from './booking-mail-messages';
import { greetingOf } from './custom-request-mail';
import type { MailBlock, MailContent } from './mail-layout';
import { fill, mailTextsOf } from './mail-texts';

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
] as const;

/** A calendar date (yyyy-mm-dd) written out in the language, e.g. `November 24, 2026`. */
export function formatCalendarDateIn(language: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

const isMilestone = (value: string): value is BookingMilestone =>
  (bookingMilestones as readonly string[]).includes(value);

export function bookingMailContent(message: BookingMailMessage, language: Language, brand: string): MailContent {
  const texts = mailTextsOf(language);
  const { details } = texts.common;
  const names = texts.bookings;
  const greeting: MailBlock = { kind: 'paragraph', text: greetingOf(language, message.contactName ?? null) };
  const shipmentId = message.shipmentId;
  const facts = [
    { label: details.shipmentId, value: shipmentId },
    { label: details.customerReference, value: message.customerReference },
    { label: details.route, value: message.route },
  ];
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
              ...facts,
              { label: details.total, value: message.total },
              { label: details.paymentMode, value: names.paymentMode[message.paymentMode] },
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
              ...facts,
              { label: details.customer, value: message.customerName },
              { label: details.email, value: message.customerEmail },
              { label: details.total, value: message.total },
            ],
          },
          { kind: 'action', label: t.action, url: message.bookingUrl },
        ],
      };
    }
    case 'milestoneRecorded': {
      const t = texts.milestoneRecorded;
      // The domain's milestone names; a key it does not know (none today) is shown as it is.
      const milestone = isMilestone(message.milestone) ? names.milestone[message.milestone] : message.milestone;
      const date = formatCalendarDateIn(language, message.eventDate);
      const sentence = { ACT: t.actual, EST: t.estimated, PLN: t.planned }[message.classifier];
      return {
        subject: fill(t.subject, { milestone, shipmentId }),
        blocks: [
          greeting,
          { kind: 'paragraph', text: fill(t.intro, { shipmentId }) },
          { kind: 'emphasis', text: fill(sentence, { milestone, date }) },
          { kind: 'details', rows: [...facts, { label: details.location, value: message.location }] },
          { kind: 'action', label: t.action, url: message.bookingUrl },
        ],
      };
    }
    case 'bookingStatusChanged': {
      const t = texts.bookingStatusChanged;
      const status = names.status[message.status];
      return {
        subject: fill(t.subject, { shipmentId, status }),
        blocks: [
          greeting,
          { kind: 'emphasis', text: fill(t.intro, { shipmentId, status }) },
          { kind: 'paragraph', text: t.explanation[message.status] },
          { kind: 'details', rows: [...facts, { label: details.reason, value: message.reason }] },
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
              ...(message.changedLines ?? []).map((line) => ({
                label: line.label,
                value: beforeAndAfter(line.before, line.after),
              })),
              { label: details.total, value: beforeAndAfter(message.totalBefore, message.totalAfter) },
              { label: details.reason, value: message.reason },
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
              ...facts,
              { label: details.amount, value: message.amount },
              { label: details.paymentMode, value: names.paymentMode[message.paymentMode] },
              { label: details.paymentReference, value: message.referenceNumber },
            ],
          },
          { kind: 'action', label: t.action, url: message.receiptUrl },
        ],
      };
    }
    case 'wireInstructions': {
      const t = texts.wireInstructions;
      const { amount, referenceNumber: reference, bank } = message;
      return {
        subject: fill(t.subject, { shipmentId, brand }),
        blocks: [
          greeting,
          { kind: 'paragraph', text: fill(t.intro, { shipmentId, amount }) },
          {
            kind: 'details',
            rows: [
              { label: details.amount, value: amount },
              { label: details.paymentReference, value: reference },
              ...bankFields.map((field) => ({ label: t.bank[field], value: bank[field] })),
            ],
          },
          { kind: 'emphasis', text: fill(t.referenceNote, { reference }) },
          { kind: 'paragraph', text: t.processing },
          { kind: 'action', label: t.action, url: message.bookingUrl },
        ],
      };
    }
  }
}
