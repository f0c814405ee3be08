// Paying a booking (docs/product/booking.md#payment-options, docs/decisions/065-payments.md, 083): POST …/payments
// with an Idempotency-Key records the payment once, then sends the browser to the provider (card, PayPal), gives the
// bank details (wire) or spends the customer's credit line.
import { randomBytes } from 'node:crypto';
import {
  creditCovers,
  modesInsteadOfWire,
  paymentOptionsOf,
  paymentPriceOf,
  paymentReferenceOf,
  wireConfirmationHours,
  type BrandConfiguration,
  type CreatePaymentRequest,
  type Money,
  type PaymentCreatedResponse,
  type PaymentMode,
} from '@freightdesk/domain';
import type { Database } from '../../db/database';
import type { PaymentRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import type { PaymentBooking } from './payment-bookings.repository';
import type { PaymentRecording } from './payment-recording.service';
import { bookingPageOf, viewOf, type PaymentsContext } from './payments-context.service';
import { createPaymentsRepository, type PayingCustomer } from './payments.repository';
import { PaymentProviderError } from './providers/stripe-client';

const providerOfMode: Partial<Record<PaymentMode, 'stripe' | 'paypal'>> = { card: 'stripe', paypal: 'paypal' };

function createdViewOf(row: PaymentRow): PaymentCreatedResponse['data'] {
  return {
    ...viewOf(row),
    redirectUrl: row.redirectUrl,
    bankDetails: row.bankDetails ?? null,
    wireConfirmationHours: row.mode === 'wire' ? wireConfirmationHours : null,
  };
}

/**
 * A new payment row with a fresh reference number (30^8 of them: a clash is refused by the unique index rather
 * than retried). Undefined when the (booking, idempotency key) row exists.
 */
function insertPayment(
  tx: Database,
  row: Omit<Parameters<ReturnType<typeof createPaymentsRepository>['insert']>[0], 'referenceNumber'>,
): Promise<PaymentRow | undefined> {
  return createPaymentsRepository(tx).insert({ ...row, referenceNumber: paymentReferenceOf(randomBytes(8)) });
}

export function paymentCreation(context: PaymentsContext, recording: PaymentRecording) {
  const { db, mailService, providers, logger, now, repository, baseUrlOf } = context;
  const { accessibleBooking, brandOf, customerOf, amountDueOf, availabilityFor, availableCreditFor } = context;
  const { keepWireActionInStep, mailContextOf, recordSuccess } = recording;

  /** Sends the browser to the provider: a Checkout Session (card) or an order to approve (PayPal). */
  async function openProviderPage(
    payment: PaymentRow,
    booking: PaymentBooking,
    brand: BrandConfiguration,
    customer: PayingCustomer,
  ): Promise<PaymentRow> {
    const baseUrl = await baseUrlOf(brand);
    // Back to the booking page in the booking's language (an Arabic customer comes back to the Arabic page).
    const backToBooking = `${baseUrl}${bookingPageOf(booking, brand)}?payment=${payment.id}`;
    const currency = payment.currency as Money['currency'];
    const amount: Money = { amountMinor: payment.amountMinor, currency };
    const fee: Money = { amountMinor: payment.feeMinor, currency };
    const description = `${brand.name} booking ${booking.shipmentId} (${booking.route})`;
    // One provider idempotency key per payment: a retry of our call (same Idempotency-Key) reuses it.
    const providerKey = `freightdesk-payment-${payment.id}`;
    let opened: { provider: 'stripe' | 'paypal'; providerObjectId: string; redirectUrl: string };
    try {
      if (payment.mode === 'card' && providers.stripe) {
        const session = await providers.stripe.createCheckoutSession({
          paymentId: payment.id,
          bookingUuid: booking.uuid,
          referenceNumber: payment.referenceNumber,
          amount,
          fee,
          description,
          customerEmail: customer.email,
          successUrl: backToBooking,
          cancelUrl: `${backToBooking}&cancelled=1`,
          idempotencyKey: providerKey,
        });
        opened = { provider: 'stripe', providerObjectId: session.id, redirectUrl: session.url };
      } else if (payment.mode === 'paypal' && providers.paypal) {
        const order = await providers.paypal.createOrder({
          paymentId: payment.id,
          referenceNumber: payment.referenceNumber,
          total: { amountMinor: amount.amountMinor + fee.amountMinor, currency },
          description,
          brandName: brand.name,
          returnUrl: `${baseUrl}/api/v2/payments/paypal/return`,
          cancelUrl: `${backToBooking}&cancelled=1`,
          requestId: providerKey,
        });
        opened = { provider: 'paypal', providerObjectId: order.id, redirectUrl: order.approveUrl };
      } else {
        throw new AppError('PAYMENT_MODE_NOT_AVAILABLE');
      }
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        logger.warn({ err: error, paymentId: payment.id }, 'payment provider call failed');
        throw new AppError('PRODUCT_SERVICE_NOT_AVAILABLE', { cause: error });
      }
      throw error;
    }
    await repository.attachProviderObject(payment.id, { ...opened, now: new Date(now()) });
    return (await repository.byId(payment.id)) as PaymentRow;
  }

  return {
    /**
     * POST …/payments with an Idempotency-Key: the same key answers the same payment (and the same provider page),
     * the same key with another mode is refused; a new key pays what is due in the mode asked for.
     */
    async create(
      bookingUuid: string,
      idempotencyKey: string,
      body: CreatePaymentRequest,
      viewer: Viewer,
    ): Promise<PaymentCreatedResponse['data']> {
      const booking = await accessibleBooking(bookingUuid, viewer);
      const [brand, customer] = await Promise.all([brandOf(booking.brandId), customerOf(booking.customerId)]);

      const insteadOfWire = body.insteadOfWire === true;
      if (insteadOfWire && !modesInsteadOfWire.includes(body.mode)) throw new AppError('PAYMENT_MODE_NOT_AVAILABLE');
      let payment = await repository.byIdempotencyKey(bookingUuid, idempotencyKey);
      if (!payment) {
        const amountDue = await amountDueOf(booking, { insteadOfWire });
        if (amountDue.amountMinor <= 0) throw new AppError('NOTHING_TO_PAY');
        const availability = await availabilityFor(brand, customer);
        const offered = paymentOptionsOf(amountDue, brand.payments.fees, { ...availability, availableCredit: null });
        const price =
          body.mode === 'credit'
            ? paymentPriceOf(amountDue, null)
            : offered.find((option) => option.mode === body.mode);
        if (!price) throw new AppError('PAYMENT_MODE_NOT_AVAILABLE');
        const row = {
          brandId: booking.brandId,
          bookingUuid,
          customerId: booking.customerId,
          mode: body.mode,
          amountMinor: price.amount.amountMinor,
          feeMinor: price.fee.amountMinor,
          currency: price.amount.currency,
          idempotencyKey,
          provider: providerOfMode[body.mode] ?? null,
          bankDetails: body.mode === 'wire' ? availability.wireBankDetails : null,
          createdAt: new Date(now()),
        };
        if (body.mode === 'credit') {
          const mailContext = await mailContextOf(bookingUuid);
          payment = await db.transaction(async (tx) => {
            // The credit line is locked: two credit payments never both spend the same credit.
            const inTransaction = createPaymentsRepository(tx);
            const line = await inTransaction.creditLineForUpdate(customer.id);
            if (!line || line.amountMinor <= 0) throw new AppError('PAYMENT_MODE_NOT_AVAILABLE');
            const available = await availableCreditFor(customer.id, inTransaction);
            if (!available || !creditCovers(available, amountDue)) throw new AppError('INSUFFICIENT_CREDIT');
            const inserted = await insertPayment(tx, row);
            if (inserted) return (await recordSuccess(tx, inserted.id, {}, mailContext)) ?? inserted;
            return undefined;
          });
        } else {
          payment =
            body.mode === 'wire'
              ? await db.transaction(
                  async (tx) =>
                    (await keepWireActionInStep(tx, bookingUuid, () => insertPayment(tx, row))) as PaymentRow,
                )
              : await insertPayment(db, row);
        }
        // Another request with this key got there first: answer its payment.
        payment ??= await repository.byIdempotencyKey(bookingUuid, idempotencyKey);
        if (!payment) throw new AppError('INTERNAL_SERVER_ERROR');
        if (body.mode === 'credit') mailService.deliverSoon();
      }
      if (payment.mode !== body.mode) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (payment.provider !== null && payment.redirectUrl === null) {
        payment = await openProviderPage(payment, booking, brand, customer);
      }
      return createdViewOf(payment);
    },
  };
}
