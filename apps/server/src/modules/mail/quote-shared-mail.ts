// A quote shared with a customer (docs/decisions/059-quote-sharing.md): a link to its results page.
import type { Language } from '@freightdesk/domain';
import type { MailContent } from './mail-layout';
import { fill, mailTextsOf } from './mail-texts';

export interface QuoteSharedMessage {
  kind: 'quoteShared';
  /** The recipient's first name. */
  contactName: string;
  /** Who shared it: their name (a customer's, or staff's). */
  sharedBy: string;
  /** What was searched, e.g. `FCL · CNSHA (Shanghai, CN) → USLAX (Los Angeles, US)`. */
  shipment: string;
  /** The quote's page on the brand's host, in the recipient's language. */
  quoteUrl: string;
}

export function quoteSharedMailContent(message: QuoteSharedMessage, language: Language, brand: string): MailContent {
  const texts = mailTextsOf(language);
  const t = texts.quoteShared;
  return {
    subject: fill(t.subject, { sharedBy: message.sharedBy, brand }),
    blocks: [
      { kind: 'paragraph', text: fill(texts.common.greeting, { name: message.contactName }) },
      { kind: 'paragraph', text: fill(t.intro, { sharedBy: message.sharedBy }) },
      { kind: 'details', rows: [{ label: texts.common.details.shipment, value: message.shipment }] },
      { kind: 'action', label: t.action, url: message.quoteUrl },
      { kind: 'paragraph', text: t.signIn },
    ],
  };
}
