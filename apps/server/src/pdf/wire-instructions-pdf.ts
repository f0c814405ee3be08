import type { Language, Money } from '@freightdesk/domain';
import { renderPdf, type PdfBrand } from './pdf-builder';
import { formatPdfDate, formatPdfMoney } from './pdf-format';
import { pdfTranslator } from './pdf-texts';

/** The brand's bank details for the customer's branch (docs/product/booking.md#payment-options). */
export interface WireBankDetails {
  beneficiaryName: string;
  beneficiaryAddress: string;
  bankName: string;
  bankAddress: string;
  accountNumber: string;
  iban: string | null;
  abaRouting: string | null;
  bic: string;
  fiscalInformation: string | null;
}

export interface WireInstructionsPdfData {
  bookingUuid: string;
  shipmentId: string | null;
  customer: { name: string; company: string | null };
  /** What the customer transfers, fee included. */
  amountDue: Money;
  transactionFee: Money | null;
  /** The reference to quote on the transfer (the booking id). */
  paymentReference: string;
  bank: WireBankDetails;
  issuedAt: string;
}

/** The wire-transfer instructions as a PDF in the customer's language, with the brand. */
export function renderWireInstructionsPdf(
  data: WireInstructionsPdfData,
  language: Language,
  brand: PdfBrand,
): Promise<Buffer> {
  const t = pdfTranslator(language);
  const title = t('bookings.documentType.WireInstructions');
  return renderPdf({ language, brand, documentTitle: title }, (page) => {
    page.title(title, t('documents.pdf.generatedOn', { date: formatPdfDate(data.issuedAt, language) }));
    page.paragraph(t('documents.pdf.wireIntro'));
    page.fields([
      [t('documents.pdf.bookingId'), data.bookingUuid],
      [t('documents.pdf.shipmentId'), data.shipmentId],
      [t('documents.pdf.customer'), data.customer.name],
      [t('documents.pdf.company'), data.customer.company],
      [t('documents.pdf.transactionFee'), data.transactionFee && formatPdfMoney(data.transactionFee, language)],
      [t('documents.pdf.amountDue'), formatPdfMoney(data.amountDue, language)],
      [t('documents.pdf.paymentReference'), data.paymentReference],
    ]);
    page.heading(t('documents.pdf.bankDetails'));
    page.fields([
      [t('documents.pdf.beneficiaryName'), data.bank.beneficiaryName],
      [t('documents.pdf.beneficiaryAddress'), data.bank.beneficiaryAddress],
      [t('documents.pdf.bankName'), data.bank.bankName],
      [t('documents.pdf.bankAddress'), data.bank.bankAddress],
      [t('documents.pdf.accountNumber'), data.bank.accountNumber],
      [t('documents.pdf.iban'), data.bank.iban],
      [t('documents.pdf.abaRouting'), data.bank.abaRouting],
      [t('documents.pdf.bic'), data.bank.bic],
      [t('documents.pdf.fiscalInformation'), data.bank.fiscalInformation],
    ]);
    page.space(6);
    page.paragraph(t('documents.pdf.wireNote'), { muted: true });
  });
}
