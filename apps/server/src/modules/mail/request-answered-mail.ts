// Staff's answer to a request, written by them, with a priced offer's link (ADR 078).
import type { Language } from '@freightdesk/domain';
import { formatMailDate, greetingOf } from './custom-request-mail';
import type { MailContent, MailDetail } from './mail-layout';
import { fill, mailTextsOf } from './mail-texts';

export interface RequestAnsweredMessage {
  kind: 'requestAnswered';
  contactName: string | null;
  /** The staff member who wrote (their name). */
  answeredBy: string;
  /** What staff wrote, as typed; blank lines separate paragraphs. */
  message: string;
  reference: string;
  /** What was searched, e.g. `AIR · PVG (Shanghai, CN) → LAX (Los Angeles, US)`; none for call-backs. */
  shipment: string | null;
  /** A priced offer: the quote it became; amounts come formatted in the mail's language. */
  offer: {
    carrier: string;
    total: string;
    /** yyyy-mm-dd */
    validUntil: string;
    transitTimeDays: number | null;
    quoteUrl: string;
  } | null;
}

export function requestAnsweredMailContent(
  message: RequestAnsweredMessage,
  language: Language,
  brand: string,
): MailContent {
  const texts = mailTextsOf(language);
  const t = texts.requestAnswered;
  const paragraphs = message.message
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '');
  const rows: MailDetail[] = [
    { label: texts.common.details.shipment, value: message.shipment },
    { label: texts.common.details.reference, value: message.reference },
  ];
  const offer = message.offer;
  if (offer) {
    rows.push(
      { label: t.carrier, value: offer.carrier },
      { label: texts.common.details.total, value: offer.total },
      { label: t.validUntil, value: formatMailDate(language, { kind: 'date', isoDate: offer.validUntil }) },
      {
        label: t.transitTime,
        value: offer.transitTimeDays === null ? null : fill(t.transitDays, { count: offer.transitTimeDays }),
      },
    );
  }
  return {
    subject: fill(offer ? t.subjectWithOffer : t.subject, { brand }),
    blocks: [
      { kind: 'paragraph', text: greetingOf(language, message.contactName) },
      { kind: 'paragraph', text: offer ? t.introWithOffer : t.intro },
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'details', rows },
      ...(offer
        ? [
            { kind: 'action' as const, label: t.action, url: offer.quoteUrl },
            { kind: 'paragraph' as const, text: t.bookHint },
          ]
        : []),
      { kind: 'paragraph', text: fill(t.signature, { name: message.answeredBy, brand }) },
    ],
  };
}
