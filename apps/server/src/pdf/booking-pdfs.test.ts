import { readFileSync } from 'node:fs';
import { brandFileSchema, type Language } from '@freightdesk/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config';
import { visualRuns } from './bidi-layout';
import { renderBookingConfirmationPdf, type BookingConfirmationPdfData } from './booking-confirmation-pdf';
import { pdfBrandOf } from './brand-for-pdf';
import { renderPaymentReceiptPdf } from './payment-receipt-pdf';
import { pdfFaces } from './pdf-fonts';
import { renderWireInstructionsPdf } from './wire-instructions-pdf';

const brandFile = brandFileSchema.parse(
  JSON.parse(readFileSync(`${repoRoot}brands/harbourline/brand.json`, 'utf8')),
).configuration;
const brand = await pdfBrandOf(brandFile, `${repoRoot}brands/harbourline/assets`);

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

const confirmation: BookingConfirmationPdfData = {
  bookingUuid: '0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
  shipmentId: 'SHP-240117',
  customerReference: 'PO-7781',
  bookedAt: '2026-11-25T02:40:00Z',
  status: 'R',
  mode: 'FCL',
  origin: 'Shanghai, CN',
  destination: 'Los Angeles, US',
  commodity: 'Furniture',
  cargoReadyDate: '2026-12-03',
  validUntil: '2026-12-15',
  serviceType: null,
  customer: { name: 'Layla Haddad', company: 'Haddad Trading LLC', email: 'layla@haddad.example' },
  charges: [
    { description: 'Ocean freight 40HC', amount: usd(245_000) },
    { description: 'Origin THC', amount: usd(18_500) },
  ],
  total: usd(263_500),
  paymentMode: 'wire',
  issuedAt: '2026-11-25T02:40:00Z',
};

interface PdfContent {
  text: string;
  fonts: string[];
}

/** The text a reader's copy-paste would give (pdf.js) and the names of the embedded fonts. */
async function contentOf(pdf: Buffer): Promise<PdfContent> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((match) => match[1]!);
  await document.destroy();
  return { text, fonts };
}

describe('system-generated PDFs', () => {
  it.each<Language>(['en', 'es', 'pt'])(
    'booking confirmation in %s: a PDF with the brand and the booking',
    async (language) => {
      const pdf = await renderBookingConfirmationPdf(confirmation, language, brand);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, fonts } = await contentOf(pdf);
      expect(text).toContain('Harbourline Logistics');
      expect(text).toContain(confirmation.bookingUuid);
      expect(text).toContain('Shanghai, CN');
      expect(text).toMatch(/2[.,]?635[.,]00/);
      expect(fonts.some((font) => font.includes('Inter'))).toBe(true);
    },
  );

  it('booking confirmation in English: the texts of the English resources', async () => {
    const { text } = await contentOf(await renderBookingConfirmationPdf(confirmation, 'en', brand));
    expect(text).toContain('Booking confirmation');
    expect(text).toContain('Booking Requested');
    expect(text).toContain('Wire transfer');
  });

  it('booking confirmation in Arabic: Arabic text in the embedded Arabic face, Latin names beside it', async () => {
    const pdf = await renderBookingConfirmationPdf(confirmation, 'ar', brand);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, fonts } = await contentOf(pdf);
    expect(fonts.some((font) => font.includes('NotoSansArabic'))).toBe(true);
    expect(text).toMatch(/\p{Script=Arabic}/u);
    expect(text).toContain('Harbourline Logistics');
    expect(text).toContain('Layla Haddad');
    expect(text).toContain(confirmation.bookingUuid);
  });

  it('shapes Arabic: the joined forms differ from the letters drawn alone', () => {
    const { arabic } = pdfFaces().regular;
    const word = 'الحجز';
    const shaped = arabic.font.layout(word).glyphs.map((glyph) => glyph.id);
    const isolated = [...word].map((letter) => arabic.font.glyphForCodePoint(letter.codePointAt(0)!).id);
    // Laid out right to left: the last letter's glyph comes first, and joined letters take other glyphs.
    expect(shaped).not.toEqual(isolated);
    expect(shaped).not.toEqual([...isolated].reverse());
  });

  it('orders a mixed line right to left: an Arabic label, then a Latin name and a number as written', () => {
    const runs = visualRuns('رقم الحجز SHP-240117 للعميل Layla', 'rtl', pdfFaces().regular);
    const texts = runs.map((run) => run.text.trim()).filter((text) => text !== '');
    // Visual order, left to right: the last logical word first.
    expect(texts).toEqual(['Layla', 'للعميل', 'SHP-240117', 'رقم الحجز']);
    expect(runs.find((run) => run.text.includes('رقم'))?.face.name).toContain('NotoSansArabic');
  });

  it('wire instructions carry the bank details', async () => {
    const pdf = await renderWireInstructionsPdf(
      {
        bookingUuid: confirmation.bookingUuid,
        shipmentId: 'SHP-240117',
        customer: { name: 'Layla Haddad', company: null },
        amountDue: usd(266_135),
        transactionFee: usd(2_635),
        paymentReference: confirmation.bookingUuid,
        bank: {
          beneficiaryName: 'Harbourline Logistics Inc.',
          beneficiaryAddress: '100 Harbor Way, Miami FL',
          bankName: 'First Example Bank',
          bankAddress: '1 Bank Plaza, Miami FL',
          accountNumber: '000123456789',
          iban: null,
          abaRouting: '021000021',
          bic: 'FEXBUS33',
          fiscalInformation: null,
        },
        issuedAt: '2026-11-25T02:40:00Z',
      },
      'ar',
      brand,
    );
    const { text } = await contentOf(pdf);
    expect(text).toContain('FEXBUS33');
    expect(text).toContain('021000021');
  });

  it('a payment receipt names the receipt and the amount paid', async () => {
    const pdf = await renderPaymentReceiptPdf(
      {
        bookingUuid: confirmation.bookingUuid,
        shipmentId: null,
        receiptNumber: 'RC-2026-0042',
        paidAt: '2026-11-26T10:00:00Z',
        mode: 'card',
        amount: usd(263_500),
        transactionFee: usd(7_905),
        total: usd(271_405),
        referenceNumber: 'pi_3Qx',
        customer: { name: 'Layla Haddad', company: null, email: 'layla@haddad.example' },
        issuedAt: '2026-11-26T10:00:00Z',
      },
      'en',
      brand,
    );
    const { text } = await contentOf(pdf);
    expect(text).toContain('Payment receipt');
    expect(text).toContain('RC-2026-0042');
    expect(text).toContain('2,714.05');
  });
});
