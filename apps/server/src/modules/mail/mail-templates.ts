// Every e-mail the product sends, in the four product languages, through one layout (ADR 067):
// a kind's template turns its data into a subject and blocks with the texts of the locales'
// `emails` area; mail-layout.ts writes the HTML and text parts with the brand's look.
import type { Language } from '@freightdesk/domain';
import { accountMailContent, type AccountMailMessage } from './account-mails';
import type { BookingMailMessage } from './booking-mail-messages';
import { bookingMailContent } from './booking-mails';
import { customRequestMailContent, type CustomRequestReceivedMessage } from './custom-request-mail';
import { plainMailBrand, type MailBrand } from './mail-brand';
import { layOutMail, type MailContent, type RenderedMail } from './mail-layout';
import { quoteSharedMailContent, type QuoteSharedMessage } from './quote-shared-mail';
import { requestAnsweredMailContent, type RequestAnsweredMessage } from './request-answered-mail';

export type { AccountMailMessage } from './account-mails';
export type * from './booking-mail-messages';
export { formatMailDate, type CustomRequestReceivedMessage } from './custom-request-mail';
export { escapeHtml, type RenderedMail } from './mail-layout';
export type { MailBrand } from './mail-brand';
export type { QuoteSharedMessage } from './quote-shared-mail';
export type { RequestAnsweredMessage } from './request-answered-mail';

/** Every mail the product sends: its kind and the plain data it shows. */
export type MailMessage =
  AccountMailMessage | CustomRequestReceivedMessage | RequestAnsweredMessage | QuoteSharedMessage | BookingMailMessage;

export type MailKind = MailMessage['kind'];

function contentOf(message: MailMessage, language: Language, brandName: string): MailContent {
  switch (message.kind) {
    case 'verificationCode':
    case 'passwordReset':
    case 'welcome':
      return accountMailContent(message, language, brandName);
    case 'customRequestReceived':
      return customRequestMailContent(message, language, brandName);
    case 'quoteShared':
      return quoteSharedMailContent(message, language, brandName);
    case 'requestAnswered':
      return requestAnsweredMailContent(message, language, brandName);
    case 'bookingConfirmation':
    case 'bookingReceivedStaff':
    case 'milestoneRecorded':
    case 'bookingStatusChanged':
    case 'revisedQuoteIssued':
    case 'paymentReceived':
    case 'wireInstructions':
      return bookingMailContent(message, language, brandName);
  }
}

/**
 * The mail's subject, HTML and text in `language`, with the brand's logo, colour and footer. A
 * brand given by name only gets the plain house look (tests; mail-brand.ts `plainMailBrand`).
 * Synchronous and string-only (~tens of microseconds): it runs inside the caller's transaction.
 */
export function renderMail(message: MailMessage, language: Language, brand: MailBrand | string): RenderedMail {
  const mailBrand = typeof brand === 'string' ? plainMailBrand(brand) : brand;
  return layOutMail(contentOf(message, language, mailBrand.name), language, mailBrand);
}
