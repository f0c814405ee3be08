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
  const title = t('types.paymentReceipt');
  return renderPdf({ language, brand, documentTitle: title }, (page) => {
    page.title(title, t('pdf.generatedOn', { date: formatPdfDate(data.issuedAt, language) }));
    page.paragraph(t('pdf.receiptIntro'));
    page.fields([
      [t('pdf.receiptNumber'), data.receiptNumber],
      [t('pdf.paidOn'), formatPdfDate(data.paidAt, language)],
      [t('pdf.paymentMode'), t(`pdf.paymentModes.${data.mode}`)],
      [t('pdf.referenceNumber'), data.referenceNumber],
      [t('pdf.bookingId'), data.bookingUuid],
      [t('pdf.shipmentId'), data.shipmentId],
      [t('pdf.customer'), data.customer.name],
      [t('pdf.company'), data.customer.company],
      [t('pdf.email'), data.customer.email],
    ]);
    const rows = [[t('pdf.amount'), formatPdfMoney(data.amount, language)]];
    if (data.transactionFee) rows.push([t('pdf.transactionFee'), formatPdfMoney(data.transactionFee, language)]);
    rows.push([t('pdf.amountPaid'), formatPdfMoney(data.total, language)]);
    page.table([t('pdf.charge'), t('pdf.amount')], rows, { emphasise: true });
  });
}
