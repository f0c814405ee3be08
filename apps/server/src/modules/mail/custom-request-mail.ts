// The acknowledgement of a request staff answer by hand (custom-requests module, ADR 040).
import type { Language } from '@freightdesk/domain';
import type { MailContent } from './mail-layout';
import { fill, mailTextsOf } from './mail-texts';

export interface CustomRequestReceivedMessage {
  kind: 'customRequestReceived';
  request: 'airQuote' | 'quote' | 'eCommerceCallback' | 'salesRequest';
  contactName: string | null;
  reference: string;
  /** What was searched, e.g. `AIR · PVG (Shanghai, CN) → LAX (Los Angeles, US)`; none for call-backs. */
  shipment: string | null;
  /** The promise: an answer by a date (yyyy-mm-dd), or a reply within some hours (ISO instant). */
  due: { kind: 'date'; isoDate: string } | { kind: 'instant'; iso: string; withinHours: number };
}

/** A calendar date (yyyy-mm-dd) or an instant written out in the mail's language; instants in UTC. */
export function formatMailDate(language: Language, due: CustomRequestReceivedMessage['due']): string {
  if (due.kind === 'date') {
    return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${due.isoDate}T00:00:00Z`),
    );
  }
  const dateAndTime = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  return `${dateAndTime.format(new Date(due.iso))} UTC`;
}

/** A greeting with the name, or without when none was given. */
export function greetingOf(language: Language, name: string | null): string {
  const t = mailTextsOf(language).common;
  return name ? fill(t.greeting, { name }) : t.greetingWithoutName;
}

export function customRequestMailContent(
  message: CustomRequestReceivedMessage,
  language: Language,
  brand: string,
): MailContent {
  const texts = mailTextsOf(language);
  const t = texts.customRequestReceived;
  const when = formatMailDate(language, message.due);
  const promise =
    message.due.kind === 'date'
      ? fill(t.answerBy, { date: when })
      : fill(t.replyWithin, { hours: message.due.withinHours, dateTime: when });
  return {
    subject: fill(t.subject[message.request], { brand }),
    blocks: [
      { kind: 'paragraph', text: greetingOf(language, message.contactName) },
      { kind: 'paragraph', text: t.intro[message.request] },
      { kind: 'emphasis', text: promise },
      {
        kind: 'details',
        rows: [
          { label: texts.common.details.shipment, value: message.shipment },
          { label: texts.common.details.reference, value: message.reference },
        ],
      },
    ],
  };
}
