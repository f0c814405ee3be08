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
  const title = t('types.wireInstructions');
  return renderPdf({ language, brand, documentTitle: title }, (page) => {
    page.title(title, t('pdf.generatedOn', { date: formatPdfDate(data.issuedAt, language) }));
    page.paragraph(t('pdf.wireIntro'));
    page.fields([
      [t('pdf.bookingId'), data.bookingUuid],
      [t('pdf.shipmentId'), data.shipmentId],
      [t('pdf.customer'), data.customer.name],
      [t('pdf.company'), data.customer.company],
      [t('pdf.transactionFee'), data.transactionFee && formatPdfMoney(data.transactionFee, language)],
      [t('pdf.amountDue'), formatPdfMoney(data.amountDue, language)],
      [t('pdf.paymentReference'), data.paymentReference],
    ]);
    page.heading(t('pdf.bankDetails'));
    page.fields([
      [t('pdf.beneficiaryName'), data.bank.beneficiaryName],
      [t('pdf.beneficiaryAddress'), data.bank.beneficiaryAddress],
      [t('pdf.bankName'), data.bank.bankName],
      [t('pdf.bankAddress'), data.bank.bankAddress],
      [t('pdf.accountNumber'), data.bank.accountNumber],
      [t('pdf.iban'), data.bank.iban],
      [t('pdf.abaRouting'), data.bank.abaRouting],
      [t('pdf.bic'), data.bank.bic],
      [t('pdf.fiscalInformation'), data.bank.fiscalInformation],
    ]);
    page.space(6);
    page.paragraph(t('pdf.wireNote'), { muted: true });
  });
}
