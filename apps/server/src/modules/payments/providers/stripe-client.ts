import type { Money } from '@freightdesk/domain';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/config';

/**
 * Card payments through Stripe Checkout (docs/decisions/065-payments.md), with the official SDK (stripe-node):
 * a Checkout Session per payment, created with an idempotency key, the customer pays on Stripe's hosted page, and
 * Stripe's signed `checkout.session.completed` webhook records the payment. STRIPE_API_BASE points the SDK at
 * another host through its `host`/`port`/`protocol` options (the tests' stand-in).
 */

export interface CheckoutSessionRequest {
  paymentId: string;
  bookingUuid: string;
  referenceNumber: string;
  /** What the booking costs and the card fee: two lines on Stripe's page. */
  amount: Money;
  fee: Money;
  /** The line's name, e.g. "Booking 1f0c… (FCL Shanghai → Los Angeles)". */
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Stripe keeps it 24 h: the same key answers the same session, never a second one. */
  idempotencyKey: string;
}

export interface CheckoutSessionSummary {
  id: string;
  url: string;
}

/** A Checkout Session that says the money was taken. */
export interface PaidCheckoutSession {
  sessionId: string;
  paymentIntentId: string | null;
  amountTotalMinor: number | null;
  currency: string | null;
}

export type StripeWebhookOutcome =
  | { kind: 'paid'; eventId: string; eventType: string; session: PaidCheckoutSession }
  | { kind: 'ignored'; eventId: string; eventType: string };

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** How long a webhook signature stays valid (Stripe's default tolerance). */
export const stripeSignatureToleranceSeconds = 300;

export type StripeClient = ReturnType<typeof createStripeClient>;

export function createStripeClient(config: StripeConfig) {
  const base = new URL(config.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
    protocol,
    // The SDK retries network failures with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  const paidSessionOf = (session: Stripe.Checkout.Session): PaidCheckoutSession => ({
    sessionId: session.id,
    paymentIntentId:
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    amountTotalMinor: session.amount_total,
    currency: session.currency,
  });

  return {
    async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSessionSummary> {
      const line = (name: string, money: Money) => ({
        quantity: 1,
        price_data: { currency: money.currency.toLowerCase(), unit_amount: money.amountMinor, product_data: { name } },
      });
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              line(request.description, request.amount),
              ...(request.fee.amountMinor > 0 ? [line('Card transaction fee', request.fee)] : []),
            ],
            client_reference_id: request.paymentId,
            metadata: {
              paymentId: request.paymentId,
              bookingUuid: request.bookingUuid,
              referenceNumber: request.referenceNumber,
            },
            payment_intent_data: { description: request.referenceNumber },
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new PaymentProviderError('Stripe answered a Checkout Session without a URL');
        return { id: session.id, url: session.url };
      } catch (error) {
        throw error instanceof PaymentProviderError
          ? error
          : new PaymentProviderError(`Stripe refused the Checkout Session: ${(error as Error).message}`);
      }
    },

    /**
     * Checks `Stripe-Signature` (t=…, v1=HMAC-SHA256 over `t.rawBody`) against the webhook secret, within 300 s of
     * `nowMs`, and reads the event. Throws WebhookSignatureError when it does not verify.
     */
    verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, nowMs: number): StripeWebhookOutcome {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader ?? '',
          config.webhookSecret,
          stripeSignatureToleranceSeconds,
          undefined,
          nowMs,
        );
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const session = event.data.object as Stripe.Checkout.Session;
      // A session paid by card is `paid` on completion; delayed methods complete later with their own event.
      const paid =
        (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
        event.type === 'checkout.session.async_payment_succeeded';
      return paid
        ? { kind: 'paid', eventId: event.id, eventType: event.type, session: paidSessionOf(session) }
        : { kind: 'ignored', eventId: event.id, eventType: event.type };
    },
  };
}
