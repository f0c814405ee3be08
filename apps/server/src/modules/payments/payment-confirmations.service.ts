// A payment confirmed (docs/decisions/065-payments.md): by the providers' webhooks (verified, each event id stored
// once), by the buyer's return from PayPal (the order captured) or by staff for a wire transfer that arrived.
import type { PaymentView } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import type { PaymentRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import type { SessionToken } from '../accounts/session-tokens';
import type { PaymentRecording } from './payment-recording.service';
import { bookingPageOf, bookingPagePath, viewOf, type PaymentsContext } from './payments-context.service';
import { createPaymentsRepository } from './payments.repository';
import type { PaypalWebhookEvent, PaypalWebhookHeaders } from './providers/paypal-client';
import { PaymentProviderError, WebhookSignatureError } from './providers/stripe-client';

export function paymentConfirmations(context: PaymentsContext, { recordSuccessOf }: PaymentRecording) {
  const { db, providers, logger, now, repository, bookings, brandOf, accessibleBooking } = context;

  /**
   * A verified webhook event: its id is stored once (a replay stops here); when it confirms one of our payments,
   * that payment is recorded in the same transaction.
   */
  async function recordWebhook(
    event: { provider: 'stripe' | 'paypal'; eventId: string; eventType: string },
    payment: PaymentRow | undefined,
    providerReference: string | null,
  ): Promise<void> {
    const storeEvent = (tx: Database) =>
      createPaymentsRepository(tx).recordWebhookEvent({
        ...event,
        paymentId: payment?.id ?? null,
        receivedAt: new Date(now()),
      });
    if (!payment) {
      await storeEvent(db);
      return;
    }
    await recordSuccessOf(payment.bookingUuid, payment.id, { providerReference }, storeEvent);
  }

  return {
    /** Stripe's webhook: the signature checked on the raw body, then `checkout.session.completed` records once. */
    async stripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!providers.stripe) throw new AppError('ROUTE_NOT_FOUND');
      let outcome;
      try {
        outcome = providers.stripe.verifyWebhook(rawBody, signature, now());
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('WEBHOOK_SIGNATURE_INVALID', { cause: error });
        throw error;
      }
      const payment =
        outcome.kind === 'paid' ? await repository.byProviderObject('stripe', outcome.session.sessionId) : undefined;
      await recordWebhook(
        { provider: 'stripe', eventId: outcome.eventId, eventType: outcome.eventType },
        payment,
        outcome.kind === 'paid' ? outcome.session.paymentIntentId : null,
      );
    },

    /** PayPal's webhook: PayPal verifies it; PAYMENT.CAPTURE.COMPLETED records the order's payment once. */
    async paypalWebhook(headers: PaypalWebhookHeaders, rawBody: Buffer): Promise<void> {
      if (!providers.paypal) throw new AppError('ROUTE_NOT_FOUND');
      let event: PaypalWebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as PaypalWebhookEvent;
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      let verified: boolean;
      try {
        verified = typeof event.id === 'string' && (await providers.paypal.verifyWebhook(headers, event));
      } catch (error) {
        if (error instanceof PaymentProviderError)
          throw new AppError('PRODUCT_SERVICE_NOT_AVAILABLE', { cause: error });
        throw error;
      }
      if (!verified) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const orderId = event.resource.supplementary_data?.related_ids?.order_id;
      const completed = event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && event.resource.status === 'COMPLETED';
      const payment = completed && orderId ? await repository.byProviderObject('paypal', orderId) : undefined;
      await recordWebhook(
        { provider: 'paypal', eventId: event.id, eventType: event.event_type },
        payment,
        event.resource.id ?? null,
      );
    },

    /**
     * The buyer is back from PayPal (`?token=<order id>`): the order is captured (PayPal-Request-Id: a reload
     * captures nothing twice) and the booking page's path answered.
     */
    async paypalReturn(orderId: string): Promise<string> {
      const payment = providers.paypal ? await repository.byProviderObject('paypal', orderId) : undefined;
      if (!payment || !providers.paypal) throw new AppError('PAYMENT_NOT_FOUND');
      const booking = await bookings.byUuid(payment.bookingUuid);
      const page = booking
        ? bookingPageOf(booking, await brandOf(booking.brandId))
        : bookingPagePath(payment.bookingUuid);
      const backToBooking = `${page}?payment=${payment.id}`;
      if (payment.status !== 'pending') return backToBooking;
      try {
        const capture = await providers.paypal.captureOrder(orderId, `freightdesk-capture-${payment.id}`);
        if (capture.status === 'COMPLETED') {
          await recordSuccessOf(payment.bookingUuid, payment.id, { providerReference: capture.captureId });
        }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // The booking page shows the payment still pending; PayPal's webhook may yet confirm it.
        logger.warn({ err: error, paymentId: payment.id }, 'PayPal capture failed');
        return `${backToBooking}&failed=1`;
      }
      return backToBooking;
    },

    /** Staff: the wire transfer arrived (pending → succeeded; confirming again changes nothing). */
    async confirmWire(bookingUuid: string, paymentId: string, viewer: Viewer): Promise<PaymentView> {
      await accessibleBooking(bookingUuid, viewer);
      const payment = await repository.byId(paymentId);
      if (!payment || payment.bookingUuid !== bookingUuid) throw new AppError('PAYMENT_NOT_FOUND');
      // A failed transfer, or one the customer paid by card or PayPal instead (ADR 083), is not awaited.
      if (payment.mode !== 'wire' || payment.status === 'failed' || payment.status === 'replaced') {
        throw new AppError('PAYMENT_NOT_CONFIRMABLE');
      }
      const staffId = (viewer.session as SessionToken).customerId;
      const recorded = await recordSuccessOf(bookingUuid, payment.id, { confirmedBy: staffId });
      return viewOf(recorded ?? ((await repository.byId(paymentId)) as PaymentRow));
    },
  };
}
