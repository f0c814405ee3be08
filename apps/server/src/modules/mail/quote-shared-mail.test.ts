import { supportedLanguages } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates';
import type { QuoteSharedMessage } from './quote-shared-mail';

const message: QuoteSharedMessage = {
  kind: 'quoteShared',
  contactName: 'Li <Wei>',
  sharedBy: 'Ana García',
  shipment: 'FCL · CNSHA (Shanghai, CN) → USLAX (Los Angeles, US)',
  quoteUrl: 'https://harbourline.example/es/quotes/9b1d?x=1&y=2',
};

describe('the shared-quote mail', () => {
  it.each([
    ['en', 'Ana García shared a freight quote with you – Harbourline', 'View the quote'],
    ['es', 'Ana García ha compartido contigo una cotización de flete – Harbourline', 'Ver la cotización'],
    ['pt', 'Ana García compartilhou uma cotação de frete com você – Harbourline', 'Ver a cotação'],
    ['ar', 'شارك Ana García معك عرض سعر للشحن – Harbourline', 'فتح عرض السعر'],
  ] as const)('in %s: subject, shipment and the link', (language, subject, action) => {
    const mail = renderMail(message, language, 'Harbourline');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${action}: ${message.quoteUrl}`);
    expect(mail.text).toContain(message.shipment);
    expect(mail.html).toContain('href="https://harbourline.example/es/quotes/9b1d?x=1&#38;y=2"');
    expect(mail.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
  });

  it('escapes what people typed (names) in the HTML', () => {
    const { html } = renderMail(message, 'en', 'Harbourline');
    expect(html).toContain('Hello Li &#60;Wei&#62;,');
    expect(html).not.toContain('<Wei>');
  });

  it('has texts in every product language', () => {
    for (const language of supportedLanguages) expect(renderMail(message, language, 'H').subject).not.toBe('');
  });
});
