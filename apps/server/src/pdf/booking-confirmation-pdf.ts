import type { Language, Money } from '@freightdesk/domain';
import { renderPdf, type PdfBrand } from './pdf-builder';
import { formatPdfDate, formatPdfMoney } from './pdf-format';
import { pdfTranslator } from './pdf-texts';

/** What the booking confirmation shows (docs/product/booking.md#documents): plain data, no database. */
export interface BookingConfirmationPdfData {
  bookingUuid: string;
  shipmentId: string | null;
  customerReference: string | null;
  /** ISO instant. */
  bookedAt: string;
  status: 'R' | 'P' | 'C' | 'D';
  /** FCL, LCL, AIR, LTL. */
  mode: string;
  /** Place names as the customer reads them, e.g. `Shanghai, CN`. */
  origin: string;
  destination: string;
  commodity: string | null;
  /** yyyy-mm-dd. */
  cargoReadyDate: string | null;
  validUntil: string | null;
  serviceType: string | null;
  customer: { name: string; company: string | null; email: string };
  charges: readonly { description: string; amount: Money }[];
  total: Money;
  paymentMode: 'card' | 'paypal' | 'wire' | 'credit' | null;
  /** ISO instant the document is issued at (passed in: the renderer reads no clock). */
  issuedAt: string;
}

/** The booking confirmation as a PDF in the customer's language (Arabic right to left), with the brand. */
export function renderBookingConfirmationPdf(
  data: BookingConfirmationPdfData,
  language: Language,
  brand: PdfBrand,
): Promise<Buffer> {
  const t = pdfTranslator(language);
  const title = t('bookings.documentType.BookingConfirmation');
  return renderPdf({ language, brand, documentTitle: title }, (page) => {
    page.title(title, t('documents.pdf.generatedOn', { date: formatPdfDate(data.issuedAt, language) }));
    page.paragraph(t('documents.pdf.confirmationIntro'));
    page.fields([
      [t('documents.pdf.bookingId'), data.bookingUuid],
      [t('documents.pdf.shipmentId'), data.shipmentId],
      [t('documents.pdf.customerReference'), data.customerReference],
      [t('documents.pdf.bookedOn'), formatPdfDate(data.bookedAt, language)],
      [t('documents.pdf.status'), t(`bookings.status.${data.status}`)],
    ]);
    page.heading(t('documents.pdf.shipment'));
    page.fields([
      [t('documents.pdf.mode'), data.mode],
      [t('documents.pdf.origin'), data.origin],
      [t('documents.pdf.destination'), data.destination],
      [t('documents.pdf.commodity'), data.commodity],
      [t('documents.pdf.cargoReadyDate'), data.cargoReadyDate && formatPdfDate(data.cargoReadyDate, language)],
      [t('documents.pdf.validUntil'), data.validUntil && formatPdfDate(data.validUntil, language)],
      [t('documents.pdf.serviceType'), data.serviceType],
    ]);
    page.heading(t('documents.pdf.customer'));
    page.fields([
      [t('documents.pdf.customer'), data.customer.name],
      [t('documents.pdf.company'), data.customer.company],
      [t('documents.pdf.email'), data.customer.email],
    ]);
    page.heading(t('documents.pdf.charges'));
    page.table(
      [t('documents.pdf.charge'), t('documents.pdf.amount')],
      [
        ...data.charges.map((charge) => [charge.description, formatPdfMoney(charge.amount, language)]),
        [t('documents.pdf.total'), formatPdfMoney(data.total, language)],
      ],
      { emphasise: true },
    );
    if (data.paymentMode)
      page.fields([[t('documents.pdf.paymentOption'), t(`bookings.paymentMode.${data.paymentMode}`)]]);
    page.space(6);
    page.paragraph(t('documents.pdf.confirmationNote'), { muted: true });
  });
}
