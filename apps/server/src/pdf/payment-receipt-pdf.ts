import type { Language, Money } from '@freightdesk/domain';
import { renderPdf, type PdfBrand } from './pdf-builder';
import { formatPdfDate, formatPdfMoney } from './pdf-format';
import { pdfTranslator } from './pdf-texts';

/** A recorded payment (docs/product/booking.md#payment-options): date, mode, amount, fee, receipt, reference. */
export interface PaymentReceiptPdfData {
  bookingUuid: string;
  shipmentId: string | null;
  receiptNumber: string;
  /** ISO instant. */
  paidAt: string;
  mode: 'card' | 'paypal' | 'wire' | 'credit';
  /** The amount of the booking paid, without the fee. */
  amount: Money;
  transactionFee: Money | null;
  /** amount + fee: what was charged. */
  total: Money;
  referenceNumber: string | null;
  customer: { name: string; company: string | null; email: string };
  issuedAt: string;
}

/** A payment receipt as a PDF in the customer's language, with the brand (the payments module serves it). */
export function renderPaymentReceiptPdf(
  data: PaymentReceiptPdfData,
  language: Language,
  brand: PdfBrand,
): Promise<Buffer> {
  const t = pdfTranslator(language);
  const title = t('bookings.documentType.PaymentReceipt');
  return renderPdf({ language, brand, documentTitle: title }, (page) => {
    page.title(title, t('documents.pdf.generatedOn', { date: formatPdfDate(data.issuedAt, language) }));
    page.paragraph(t('documents.pdf.receiptIntro'));
    page.fields([
      [t('documents.pdf.receiptNumber'), data.receiptNumber],
      [t('documents.pdf.paidOn'), formatPdfDate(data.paidAt, language)],
      [t('documents.pdf.paymentMode'), t(`bookings.paymentMode.${data.mode}`)],
      [t('documents.pdf.referenceNumber'), data.referenceNumber],
      [t('documents.pdf.bookingId'), data.bookingUuid],
      [t('documents.pdf.shipmentId'), data.shipmentId],
      [t('documents.pdf.customer'), data.customer.name],
      [t('documents.pdf.company'), data.customer.company],
      [t('documents.pdf.email'), data.customer.email],
    ]);
    const rows = [[t('documents.pdf.amount'), formatPdfMoney(data.amount, language)]];
    if (data.transactionFee)
      rows.push([t('documents.pdf.transactionFee'), formatPdfMoney(data.transactionFee, language)]);
    rows.push([t('documents.pdf.amountPaid'), formatPdfMoney(data.total, language)]);
    page.table([t('documents.pdf.charge'), t('documents.pdf.amount')], rows, { emphasise: true });
  });
}
