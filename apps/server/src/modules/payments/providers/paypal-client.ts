import { minorUnitDigitsByCurrency, type Money } from '@freightdesk/domain';
import type { PaypalConfig } from '../../../config/config';
import { PaymentProviderError } from './stripe-client';

/**
 * PayPal payments over the REST API (docs/decisions/065-payments.md): Orders v2 (create with intent CAPTURE → the
 * buyer approves on PayPal → capture), each call with a `PayPal-Request-Id` for idempotency, an OAuth token from
 * `/v1/oauth2/token` (kept until shortly before it expires), and webhooks verified by PayPal itself through
 * `/v1/notifications/verify-webhook-signature`. PAYPAL_API_BASE points it at the sandbox or the tests' stand-in.
 */

export interface PaypalOrderRequest {
  paymentId: string;
  referenceNumber: string;
  /** What the buyer pays: the amount due and the PayPal fee. */
  total: Money;
  description: string;
  brandName: string;
  returnUrl: string;
  cancelUrl: string;
  /** PayPal-Request-Id: the same id answers the same order. */
  requestId: string;
}

export interface PaypalOrderSummary {
  id: string;
  /** Where the buyer approves the payment (the `payer-action`, formerly `approve`, link). */
  approveUrl: string;
}

export interface PaypalCapture {
  orderId: string;
  /** COMPLETED when the money was taken; PENDING (e.g. under review) records nothing yet. */
  status: string;
  captureId: string | null;
  /** The payment this order was created for (`custom_id`). */
  paymentId: string | null;
}

/** The PayPal headers a webhook arrives with (lower-case, as Node gives them). */
export interface PaypalWebhookHeaders {
  'paypal-auth-algo'?: string | undefined;
  'paypal-cert-url'?: string | undefined;
  'paypal-transmission-id'?: string | undefined;
  'paypal-transmission-sig'?: string | undefined;
  'paypal-transmission-time'?: string | undefined;
}

export interface PaypalWebhookEvent {
  id: string;
  event_type: string;
  resource: {
    id?: string;
    status?: string;
    custom_id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

/** "1234.50" for 123450 minor units of a two-digit currency. */
export function paypalAmountValue(money: Money): string {
  const digits = minorUnitDigitsByCurrency[money.currency];
  const text = String(money.amountMinor).padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

interface OrderBody {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    custom_id?: string;
    payments?: { captures?: { id: string; status: string; custom_id?: string }[] };
  }[];
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;

export function createPaypalClient(config: PaypalConfig, now: () => number = Date.now) {
  const base = config.apiBase.replace(/\/$/, '');
  let token: { value: string; expiresAtMs: number } | undefined;

  async function call<T>(
    path: string,
    init: RequestInit & { expect?: number[] },
  ): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new PaymentProviderError(`PayPal did not answer ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    const body = (text === '' ? {} : JSON.parse(text)) as T;
    if (!(init.expect ?? [200, 201]).includes(response.status)) {
      throw new PaymentProviderError(`PayPal answered ${response.status} to ${path}: ${text.slice(0, 300)}`);
    }
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAtMs > now()) return token.value;
    const { body } = await call<{ access_token: string; expires_in: number }>('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    // Renewed a minute early, so a call never goes out with a token about to lapse.
    token = { value: body.access_token, expiresAtMs: now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function authorised(extra: Record<string, string> = {}): Promise<Record<string, string>> {
    return { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', ...extra };
  }

  function captureOf(order: OrderBody): PaypalCapture {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    return {
      orderId: order.id,
      status: capture?.status ?? order.status,
      captureId: capture?.id ?? null,
      paymentId: unit?.custom_id ?? capture?.custom_id ?? null,
    };
  }

  return {
    async createOrder(request: PaypalOrderRequest): Promise<PaypalOrderSummary> {
      const { body } = await call<OrderBody>('/v2/checkout/orders', {
        method: 'POST',
        headers: await authorised({ 'paypal-request-id': request.requestId, prefer: 'return=representation' }),
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.paymentId,
              custom_id: request.paymentId,
              invoice_id: request.referenceNumber,
              description: request.description.slice(0, 127),
              amount: { currency_code: request.total.currency, value: paypalAmountValue(request.total) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: request.brandName.slice(0, 127),
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
              },
            },
          },
        }),
      });
      const approveUrl = body.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
      if (!approveUrl) throw new PaymentProviderError('PayPal answered an order without an approval link');
      return { id: body.id, approveUrl };
    },

    /** Captures an approved order; an order captured before (a retry) is read instead. */
    async captureOrder(orderId: string, requestId: string): Promise<PaypalCapture> {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const captured = await call<OrderBody & { details?: { issue?: string }[] }>(`${path}/capture`, {
        method: 'POST',
        headers: await authorised({ 'paypal-request-id': requestId, prefer: 'return=representation' }),
        body: '{}',
        expect: [200, 201, 422],
      });
      if (captured.status !== 422) return captureOf(captured.body);
      if (!captured.body.details?.some((detail) => detail.issue === 'ORDER_ALREADY_CAPTURED')) {
        throw new PaymentProviderError(`PayPal refused to capture order ${orderId}`);
      }
      return captureOf((await call<OrderBody>(path, { method: 'GET', headers: await authorised() })).body);
    },

    /** PayPal's own check of a webhook: its headers, our webhook id and the event as received. */
    async verifyWebhook(headers: PaypalWebhookHeaders, event: unknown): Promise<boolean> {
      const names = [
        'paypal-auth-algo',
        'paypal-cert-url',
        'paypal-transmission-id',
        'paypal-transmission-sig',
        'paypal-transmission-time',
      ] as const;
      if (names.some((name) => !headers[name])) return false;
      const { body } = await call<{ verification_status?: string }>('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        headers: await authorised(),
        body: JSON.stringify({
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: config.webhookId,
          webhook_event: event,
        }),
      });
      return body.verification_status === 'SUCCESS';
    },
  };
}
