// A succeeded payment's receipt as a PDF (docs/decisions/065-payments.md, 066): in the booking's language, with the
// brand's logo and colour.
import { displayNameOf } from '@freightdesk/domain';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import { pdfBrandOf } from '../../pdf/brand-for-pdf';
import { renderPaymentReceiptPdf } from '../../pdf/payment-receipt-pdf';
import { mailLanguageOf, viewOf, type PaymentsContext } from './payments-context.service';

export function paymentReceipts({
  brandAssetsDirOf,
  now,
  repository,
  accessibleBooking,
  brandOf,
  customerOf,
}: PaymentsContext) {
  return {
    /** The receipt of a succeeded payment as a PDF, in the booking's language, with the brand. */
    async receiptPdf(
      bookingUuid: string,
      paymentId: string,
      viewer: Viewer,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const booking = await accessibleBooking(bookingUuid, viewer);
      const row = await repository.byId(paymentId);
      if (!row || row.bookingUuid !== bookingUuid) throw new AppError('PAYMENT_NOT_FOUND');
      if (row.status !== 'succeeded' || !row.paidAt) throw new AppError('RECEIPT_NOT_AVAILABLE');
      const [brand, customer] = await Promise.all([brandOf(booking.brandId), customerOf(booking.customerId)]);
      const payment = viewOf(row);
      const pdf = await renderPaymentReceiptPdf(
        {
          bookingUuid,
          shipmentId: booking.shipmentId,
          receiptNumber: payment.referenceNumber,
          paidAt: row.paidAt.toISOString(),
          mode: payment.mode,
          amount: payment.amount,
          transactionFee: payment.fee.amountMinor > 0 ? payment.fee : null,
          total: payment.total,
          referenceNumber: payment.providerReference,
          customer: {
            name: displayNameOf(customer),
            company: customer.legalName,
            email: customer.email,
          },
          issuedAt: new Date(now()).toISOString(),
        },
        mailLanguageOf(booking.language, brand),
        await pdfBrandOf(brand, brandAssetsDirOf(brand.id)),
      );
      return { pdf, fileName: `receipt-${payment.referenceNumber}.pdf` };
    },
  };
}
