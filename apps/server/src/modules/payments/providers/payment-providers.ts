import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../../config/config';
import type { PaymentProviders } from '../payments-context.service';
import { createPaypalClient } from './paypal-client';
import { createStripeClient } from './stripe-client';

export interface ConfiguredPaymentProviders {
  providers: PaymentProviders;
  close(): Promise<void>;
}

/**
 * The payment providers the configuration enables (docs/decisions/065-payments.md): Stripe with STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET, PayPal with its client id, secret and webhook id; none without keys. PAYMENT_STANDINS=true
 * (development and browser journeys; config.ts refuses it in production) starts the local stand-ins of both and
 * points the real clients at them; their hosted pages post the webhooks back to this server (`webhookBaseUrl`).
 */
export async function createPaymentProviders(
  config: PaymentsConfig,
  {
    webhookBaseUrl,
    logger,
    now,
  }: { webhookBaseUrl: () => string | undefined; logger: FastifyBaseLogger; now: () => number },
): Promise<ConfiguredPaymentProviders> {
  if (!config.standIns) {
    return {
      providers: {
        stripe: config.stripe ? createStripeClient(config.stripe) : null,
        paypal: config.paypal ? createPaypalClient(config.paypal, now) : null,
      },
      close: async () => undefined,
    };
  }
  const { startStripeStandIn } = await import('./testing/stripe-stand-in');
  const { startPaypalStandIn } = await import('./testing/paypal-stand-in');
  const webhookUrl = (provider: string) => () => {
    const base = webhookBaseUrl();
    return base ? `${base}/api/v2/payments/webhooks/${provider}` : undefined;
  };
  const stripe = await startStripeStandIn({ webhookUrl: webhookUrl('stripe'), now });
  const paypal = await startPaypalStandIn({ webhookUrl: webhookUrl('paypal') });
  logger.warn({ stripe: stripe.url, paypal: paypal.url }, 'PAYMENT_STANDINS: paying through local provider stand-ins');
  return {
    providers: {
      stripe: createStripeClient({
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        apiBase: stripe.url,
      }),
      paypal: createPaypalClient(
        {
          clientId: paypal.clientId,
          clientSecret: paypal.clientSecret,
          webhookId: paypal.webhookId,
          apiBase: paypal.url,
        },
        now,
      ),
    },
    async close() {
      await Promise.all([stripe.close(), paypal.close()]);
    },
  };
}
