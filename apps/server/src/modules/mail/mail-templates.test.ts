import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brandFileSchema, supportedLanguages, type Language } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/config';
import { mailBrandOf, type MailBrand } from './mail-brand';
import { escapeHtml, renderMail, type MailKind, type MailMessage } from './mail-templates';
import { mailTextsOf } from './mail-texts';

const route = 'FCL · Shanghai (CNSHA) → Los Angeles (USLAX)';
const booking = {
  bookingUuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  shipmentId: 'HL-240117',
  customerReference: 'PO-<7781>',
  route,
  bookingUrl: 'https://harbourline.localhost/booking/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  contactName: 'Lucía <b>Pérez</b> & Co',
};

/** One message of every kind the product sends (the type makes a new kind add its example here). */
const examples: { [Kind in MailKind]: Extract<MailMessage, { kind: Kind }> } = {
  verificationCode: { kind: 'verificationCode', code: '482193', validForMinutes: 15 },
  passwordReset: {
    kind: 'passwordReset',
    resetUrl: 'https://harbourline.localhost/reset-password/0b9e',
    validForMinutes: 60,
    reason: 'requested',
  },
  welcome: { kind: 'welcome', contactName: 'Lucía <b>Pérez</b> & Co', appUrl: 'https://harbourline.localhost' },
  customRequestReceived: {
    kind: 'customRequestReceived',
    request: 'quote',
    contactName: 'Lucía <b>Pérez</b> & Co',
    reference: 'c0ffee00-0000-4000-8000-000000000001',
    shipment: route,
    due: { kind: 'date', isoDate: '2026-11-24' },
  },
  quoteShared: {
    kind: 'quoteShared',
    contactName: 'Lucía <b>Pérez</b> & Co',
    sharedBy: 'Omar <i>',
    shipment: route,
    quoteUrl: 'https://harbourline.localhost/quotes/9b1d',
  },
  requestAnswered: {
    kind: 'requestAnswered',
    contactName: 'Lucía <b>Pérez</b> & Co',
    answeredBy: 'Omar <i>',
    message: 'We found space on a direct sailing.\n\nThe price includes <terminal> charges.',
    reference: '5d0f3c1e-8a5a-4c2b-9f7e-2b1d3c4e5f60',
    shipment: route,
    offer: {
      carrier: 'Maersk',
      total: 'USD 2,480.00',
      validUntil: '2026-12-31',
      transitTimeDays: 32,
      quoteUrl: 'https://harbourline.localhost/quotes/9b1d',
    },
  },
  bookingConfirmation: { kind: 'bookingConfirmation', ...booking, total: 'USD 2,480.00', paymentMode: 'wire' },
  bookingReceivedStaff: {
    kind: 'bookingReceivedStaff',
    ...booking,
    contactName: null,
    customerName: 'Lucía <b>Pérez</b> & Co',
    customerEmail: 'lucia@exporta.example',
    total: 'USD 2,480.00',
  },
  milestoneRecorded: {
    kind: 'milestoneRecorded',
    ...booking,
    milestone: 'departed',
    classifier: 'ACT',
    eventDate: '2026-12-03',
    location: 'Shanghai',
  },
  bookingStatusChanged: {
    kind: 'bookingStatusChanged',
    ...booking,
    status: 'C',
    reason: 'Cargo <not> ready',
  },
  revisedQuoteIssued: {
    kind: 'revisedQuoteIssued',
    ...booking,
    totalBefore: 'USD 2,480.00',
    totalAfter: 'USD 2,655.00',
    reason: 'Peak <season>',
    changedLines: [{ label: 'Peak season surcharge', before: 'USD 0.00', after: 'USD 175.00' }],
  },
  paymentReceived: {
    kind: 'paymentReceived',
    ...booking,
    amount: 'USD 2,655.00',
    paymentMode: 'card',
    referenceNumber: 'pi_3Pq',
    receiptUrl: 'https://harbourline.localhost/api/v2/bookings/3f2b/payments/1/receipt',
  },
  wireInstructions: {
    kind: 'wireInstructions',
    ...booking,
    amount: 'USD 2,655.00',
    referenceNumber: 'HL-240117',
    bank: {
      beneficiaryName: 'Harbourline Logistics Ltd',
      beneficiaryAddress: '1 Dock Road, London',
      bankName: 'Thames Bank',
      bankAddress: '5 Bank Street, London',
      accountNumber: '12345678',
      iban: 'GB29NWBK60161331926819',
      abaRouting: null,
      bic: 'NWBKGB2L',
      fiscalInformation: null,
    },
  },
};

/** The URL the mail's button leads to, per kind (the text part writes `label: url`). */
const actionUrlOf = (message: MailMessage): string | null => {
  switch (message.kind) {
    case 'verificationCode':
      return null;
    case 'passwordReset':
      return message.resetUrl;
    case 'welcome':
      return message.appUrl;
    case 'customRequestReceived':
      return null;
    case 'quoteShared':
      return message.quoteUrl;
    case 'requestAnswered':
      return message.offer?.quoteUrl ?? null;
    case 'paymentReceived':
      return message.receiptUrl;
    default:
      return message.bookingUrl;
  }
};

const harbourlineFile = brandFileSchema.parse(
  JSON.parse(await readFile(path.join(repoRoot, 'brands', 'harbourline', 'brand.json'), 'utf8')),
);
const harbourlineIn = (language: Language): MailBrand =>
  mailBrandOf(harbourlineFile.configuration, harbourlineFile.hostnames, 'https://app.freightdesk.test', language);

const kinds = Object.keys(examples) as MailKind[];
const everyKindInEveryLanguage = kinds.flatMap((kind) =>
  supportedLanguages.map((language) => [kind, language] as const),
);

describe('every e-mail, in every product language', () => {
  it.each(everyKindInEveryLanguage)(
    '%s in %s: a subject, an HTML part and a text part, every text filled',
    (kind, language) => {
      const mail = renderMail(examples[kind], language, harbourlineIn(language));
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.html).toMatch(/^<!doctype html><html lang="\w\w" dir="(ltr|rtl)">/);
      expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
      for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toContain('{{');
      const actionUrl = actionUrlOf(examples[kind]);
      if (actionUrl) {
        expect(mail.text).toContain(`: ${actionUrl}`);
        expect(mail.html).toContain(`href="${actionUrl}"`);
      }
      // The brand's footer, in both parts.
      expect(mail.text).toContain(mailTextsOf(language).common.footer.terms);
      expect(mail.text).toContain('help@harbourline.example');
    },
  );

  it.each(kinds)('%s is written in each language’s own words', (kind) => {
    const texts = supportedLanguages.map((language) => renderMail(examples[kind], language, 'Harbourline').text);
    expect(new Set(texts).size).toBe(supportedLanguages.length);
  });
});

describe('the layout', () => {
  it('is right to left in Arabic: lang and dir on the page, every cell aligned to the right', () => {
    for (const kind of kinds) {
      const { html } = renderMail(examples[kind], 'ar', harbourlineIn('ar'));
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<body dir="rtl"');
      expect(html).toContain('text-align:right');
      expect(html).not.toContain('text-align:left');
      expect(html).not.toContain('align="left"');
    }
    const english = renderMail(examples.bookingConfirmation, 'en', harbourlineIn('en')).html;
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).not.toContain('text-align:right');
  });

  it('shows the brand: its logo on its own host, its colour, its name, its support address and legal links', () => {
    const { html, text } = renderMail(examples.bookingConfirmation, 'es', harbourlineIn('es'));
    expect(html).toContain(
      '<img src="https://harbourline.localhost/brand-assets/harbourline/logo.svg" alt="Harbourline Logistics"',
    );
    expect(html).toContain('border-top:4px solid #0B7A6B');
    expect(html).toContain('background:#0B7A6B;color:#ffffff');
    expect(html).toContain('href="mailto:help@harbourline.example"');
    expect(html).toContain('href="https://harbourline.example/es/legal/terminos"');
    expect(html).toContain('href="https://harbourline.example/es/privacidad"');
    expect(text).toContain('Este correo lo ha enviado Harbourline Logistics.');
    expect(text).toContain('Política de privacidad: https://harbourline.example/es/privacidad');
  });

  it('writes the brand name in its colour when there is no logo, and dark text on a light brand colour', () => {
    const light: MailBrand = { ...harbourlineIn('en'), logoUrl: null, primaryColor: '#F2D94E' };
    const { html } = renderMail(examples.paymentReceived, 'en', light);
    expect(html).not.toContain('<img');
    expect(html).toContain('<span style="font-size:20px;font-weight:600;color:#F2D94E">Harbourline Logistics</span>');
    expect(html).toContain('background:#F2D94E;color:#1d1d1f');
  });

  it('escapes what people typed (names, references, reasons) in the HTML, and keeps it as typed in the text', () => {
    for (const kind of kinds) {
      const { html } = renderMail(examples[kind], 'en', harbourlineIn('en'));
      expect(html).not.toMatch(/<b>|<i>|<not>|<7781>/);
    }
    const confirmation = renderMail(examples.bookingConfirmation, 'en', harbourlineIn('en'));
    expect(confirmation.html).toContain('Hello Lucía &#60;b&#62;Pérez&#60;/b&#62; &#38; Co,');
    expect(confirmation.html).toContain('PO-&#60;7781&#62;');
    expect(confirmation.text).toContain('Hello Lucía <b>Pérez</b> & Co,');
    const cancelled = renderMail(examples.bookingStatusChanged, 'en', harbourlineIn('en'));
    expect(cancelled.html).toContain('Cargo &#60;not&#62; ready');
    const brand = renderMail(examples.welcome, 'en', { ...harbourlineIn('en'), name: 'A&B "Freight"' });
    expect(brand.html).toContain('alt="A&#38;B &#34;Freight&#34;"');
  });

  it('links only to http(s) and mailto addresses', () => {
    const sneaky = { ...examples.bookingConfirmation, bookingUrl: 'javascript:alert(1)' };
    const { html, text } = renderMail(sneaky, 'en', harbourlineIn('en'));
    expect(html).not.toContain('javascript:');
    expect(html).toContain('View the booking');
    expect(text).toContain('View the booking: javascript:alert(1)');
  });
});

describe('the booking mails', () => {
  it('confirm a booking with its reference, route, mode, total and payment, and the wire note', () => {
    const { subject, text } = renderMail(examples.bookingConfirmation, 'en', harbourlineIn('en'));
    expect(subject).toBe('Booking HL-240117 received – Harbourline Logistics');
    expect(text).toContain(
      [
        'Shipment id: HL-240117',
        'Your reference: PO-<7781>',
        `Route: ${route}`,
        'Total: USD 2,480.00',
        'Payment: Wire transfer',
      ].join('\n'),
    );
    expect(text).toContain('You chose to pay by wire transfer');
    const byCard = renderMail({ ...examples.bookingConfirmation, paymentMode: 'card' }, 'en', 'H');
    expect(byCard.text).not.toContain('wire transfer');
  });

  it('tell staff who booked what', () => {
    const { subject, text } = renderMail(examples.bookingReceivedStaff, 'en', harbourlineIn('en'));
    expect(subject).toBe('New booking HL-240117 from Lucía <b>Pérez</b> & Co');
    expect(text).toMatch(/^Hello,|A customer has booked a shipment/);
    expect(text).toContain('Customer: Lucía <b>Pérez</b> & Co\nE-mail: lucia@exporta.example');
  });

  it('write a milestone (the booking pages’ name) and its date: actual, estimated or planned', () => {
    const actual = renderMail(examples.milestoneRecorded, 'en', 'H');
    expect(actual.subject).toBe('Shipment departed – shipment HL-240117');
    expect(actual.text).toContain('Shipment departed on December 3, 2026.');
    expect(actual.text).toContain('Place: Shanghai');
    const planned = renderMail({ ...examples.milestoneRecorded, classifier: 'PLN' }, 'es', 'H');
    expect(planned.text).toContain('Envío salido: previsto para el 3 de diciembre de 2026.');
    const estimated = renderMail({ ...examples.milestoneRecorded, classifier: 'EST', location: null }, 'en', 'H');
    expect(estimated.text).toContain('Shipment departed is expected on December 3, 2026.');
    expect(estimated.text).not.toContain('Place:');
    expect(renderMail(examples.milestoneRecorded, 'ar', 'H').text).toContain('غادرت الشحنة: ');
  });

  it('name the new status and staff’s reason; no reason, no reason row', () => {
    const { subject, text } = renderMail(examples.bookingStatusChanged, 'pt', 'H');
    expect(subject).toBe('Reserva HL-240117: Reserva cancelada');
    expect(text).toContain('Motivo: Cargo <not> ready');
    const withoutReason = renderMail({ ...examples.bookingStatusChanged, status: 'P', reason: null }, 'pt', 'H');
    expect(withoutReason.text).toContain('Reserva em andamento');
    expect(withoutReason.text).not.toContain('Motivo');
  });

  it('show a revised quote before and after, and say it must be accepted', () => {
    const { text } = renderMail(examples.revisedQuoteIssued, 'en', 'H');
    expect(text).toContain('Peak season surcharge: Before: USD 0.00 · Now: USD 175.00');
    expect(text).toContain('Total: Before: USD 2,480.00 · Now: USD 2,655.00\nReason: Peak <season>');
    expect(text).toContain('we process the shipment only once you have accepted it');
  });

  it('acknowledge a payment with its amount, mode, reference and receipt', () => {
    const { text } = renderMail(examples.paymentReceived, 'en', 'H');
    expect(text).toContain('Amount: USD 2,655.00\nPayment: Card\nPayment reference: pi_3Pq');
    expect(text).toContain(`Download the receipt: ${examples.paymentReceived.receiptUrl}`);
  });

  it('give the bank details the brand has, leaving out those it has not', () => {
    const { text } = renderMail(examples.wireInstructions, 'en', 'H');
    expect(text).toContain('send USD 2,655.00 to the account below');
    expect(text).toContain('IBAN: GB29NWBK60161331926819\nBIC / SWIFT: NWBKGB2L');
    expect(text).not.toContain('ABA routing number');
    expect(text).toContain('can take up to 48 hours');
  });
});
