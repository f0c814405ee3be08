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
  const title = t('types.bookingConfirmation');
  return renderPdf({ language, brand, documentTitle: title }, (page) => {
    page.title(title, t('pdf.generatedOn', { date: formatPdfDate(data.issuedAt, language) }));
    page.paragraph(t('pdf.confirmationIntro'));
    page.fields([
      [t('pdf.bookingId'), data.bookingUuid],
      [t('pdf.shipmentId'), data.shipmentId],
      [t('pdf.customerReference'), data.customerReference],
      [t('pdf.bookedOn'), formatPdfDate(data.bookedAt, language)],
      [t('pdf.status'), t(`pdf.statuses.${data.status}`)],
    ]);
    page.heading(t('pdf.shipment'));
    page.fields([
      [t('pdf.mode'), data.mode],
      [t('pdf.origin'), data.origin],
      [t('pdf.destination'), data.destination],
      [t('pdf.commodity'), data.commodity],
      [t('pdf.cargoReadyDate'), data.cargoReadyDate && formatPdfDate(data.cargoReadyDate, language)],
      [t('pdf.validUntil'), data.validUntil && formatPdfDate(data.validUntil, language)],
      [t('pdf.serviceType'), data.serviceType],
    ]);
    page.heading(t('pdf.customer'));
    page.fields([
      [t('pdf.customer'), data.customer.name],
      [t('pdf.company'), data.customer.company],
      [t('pdf.email'), data.customer.email],
    ]);
    page.heading(t('pdf.charges'));
    page.table(
      [t('pdf.charge'), t('pdf.amount')],
      [
        ...data.charges.map((charge) => [charge.description, formatPdfMoney(charge.amount, language)]),
        [t('pdf.total'), formatPdfMoney(data.total, language)],
      ],
      { emphasise: true },
    );
    if (data.paymentMode) page.fields([[t('pdf.paymentOption'), t(`pdf.paymentModes.${data.paymentMode}`)]]);
    page.space(6);
    page.paragraph(t('pdf.confirmationNote'), { muted: true });
  });
}
