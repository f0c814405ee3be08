import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SignedWebhook } from './stripe-stand-in';
import { hostedPage, startStandInServer, type StandInAnswer, type StandInRequest } from './stand-in-http';

/**
 * A local stand-in of the parts of PayPal's REST API the PayPal payments use (docs/decisions/065-payments.md):
 * `POST /v1/oauth2/token`, Orders v2 create / get / capture (with PayPal-Request-Id: the same id answers the same
 * result), the buyer's approval page (`/checkoutnow?token=…`, one 'Pay with PayPal' button that returns to the
 * order's return URL), `POST /v1/notifications/verify-webhook-signature`, and the `PAYMENT.CAPTURE.COMPLETED`
 * webhook a capture sends. PayPal signs webhooks with a certificate; the stand-in signs them with a key of its own
 * (HMAC over transmission id, time, webhook id and the body's SHA-256) and only its verify call checks them.
 */

interface StandInOrder {
  id: string;
  intent: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    invoice_id?: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: PaypalCaptureResource[] };
  }[];
  returnUrl: string;
  cancelUrl: string;
}

interface PaypalCaptureResource {
  id: string;
  status: 'COMPLETED';
  amount: { currency_code: string; value: string };
  custom_id?: string;
  invoice_id?: string;
  supplementary_data: { related_ids: { order_id: string } };
}

export interface PaypalStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, StandInOrder>;
  readonly ordersCreated: number;
  readonly capturesMade: number;
  /** What the buyer's 'Pay with PayPal' does: the order is approved; answers the return URL PayPal sends them to. */
  approve(orderId: string): string;
  /** A webhook for a capture, as PayPal delivers it (with a wrong signature when asked). */
  captureCompletedWebhook(orderId: string, options?: { badSignature?: boolean }): SignedWebhook;
  close(): Promise<void>;
}

export interface PaypalStandInOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Where a capture posts its PAYMENT.CAPTURE.COMPLETED webhook; without it, none is sent. */
  webhookUrl?: () => string | undefined;
}

const paypalError = (status: number, name: string, issue?: string): StandInAnswer => ({
  status,
  json: { name, message: name, ...(issue ? { details: [{ issue }] } : {}) },
});

export async function startPaypalStandIn(options: PaypalStandInOptions = {}): Promise<PaypalStandIn> {
  const clientId = options.clientId ?? `standin-client-${randomBytes(6).toString('hex')}`;
  const clientSecret = options.clientSecret ?? `standin-secret-${randomBytes(8).toString('hex')}`;
  const webhookId = options.webhookId ?? `WH-STANDIN-${randomBytes(6).toString('hex').toUpperCase()}`;
  const signingKey = randomBytes(32);
  const accessTokens = new Set<string>();
  const orders = new Map<string, StandInOrder>();
  const byRequestId = new Map<string, { body: string; answer: StandInAnswer }>();
  let ordersCreated = 0;
  let capturesMade = 0;
  let baseUrl = '';

  const signatureOf = (transmissionId: string, time: string, forWebhookId: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${forWebhookId}|${createHash('sha256').update(body).digest('hex')}`)
      .digest('base64');

  function orderView(order: StandInOrder) {
    const { returnUrl: _returnUrl, cancelUrl: _cancelUrl, ...view } = order;
    return {
      ...view,
      links: [
        { rel: 'self', href: `${baseUrl}/v2/checkout/orders/${order.id}`, method: 'GET' },
        ...(order.status === 'PAYER_ACTION_REQUIRED'
          ? [{ rel: 'payer-action', href: `${baseUrl}/checkoutnow?token=${order.id}`, method: 'GET' }]
          : []),
      ],
    };
  }

  function captureCompletedWebhook(orderId: string, { badSignature = false } = {}): SignedWebhook {
    const capture = orders.get(orderId)?.purchase_units[0]?.payments?.captures[0];
    if (!capture) throw new Error(`order ${orderId} has no capture`);
    const payload = JSON.stringify({
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: `Payment completed for ${capture.amount.value} ${capture.amount.currency_code}`,
      resource: capture,
    });
    const transmissionId = randomBytes(16).toString('hex');
    const time = new Date().toISOString();
    const signature = signatureOf(transmissionId, time, webhookId, badSignature ? `${payload} ` : payload);
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${baseUrl}/v1/notifications/certs/CERT-STANDIN`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': time,
      },
    };
  }

  /** PayPal-Request-Id: the same id and body answer what the first request got. */
  async function once(request: StandInRequest, run: () => StandInAnswer): Promise<StandInAnswer> {
    const requestId = request.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${request.path}|${requestId}` : undefined;
    const earlier = key ? byRequestId.get(key) : undefined;
    if (earlier && earlier.body === request.body) return earlier.answer;
    const answer = run();
    if (key) byRequestId.set(key, { body: request.body, answer });
    return answer;
  }

  const server = await startStandInServer(async (request) => {
    if (request.path === '/checkoutnow') {
      const order = orders.get(request.query.get('token') ?? '');
      if (!order) return { status: 404, html: '<p>No such order.</p>' };
      if (request.method === 'POST') return { status: 303, redirect: approve(order.id) };
      const amount = `${order.purchase_units[0]?.amount.value} ${order.purchase_units[0]?.amount.currency_code}`;
      return {
        status: 200,
        html: hostedPage({
          title: 'PayPal test checkout',
          amount,
          action: `/checkoutnow?token=${order.id}`,
          button: 'Pay with PayPal',
        }),
      };
    }
    if (request.method === 'POST' && request.path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected || !request.body.includes('grant_type=client_credentials')) {
        return { status: 401, json: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      accessTokens.add(token);
      return { status: 200, json: { scope: 'openid', access_token: token, token_type: 'Bearer', expires_in: 32_400 } };
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!accessTokens.has(bearer)) return paypalError(401, 'AUTHENTICATION_FAILURE');

    if (request.method === 'POST' && request.path === '/v2/checkout/orders') {
      return once(request, () => {
        const body = JSON.parse(request.body) as {
          intent?: string;
          purchase_units?: StandInOrder['purchase_units'];
          payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
        };
        const context = body.payment_source?.paypal?.experience_context;
        if (body.intent !== 'CAPTURE' || !body.purchase_units?.length || !context?.return_url) {
          return paypalError(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
        }
        const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
        const order: StandInOrder = {
          id,
          intent: body.intent,
          status: 'PAYER_ACTION_REQUIRED',
          purchase_units: body.purchase_units,
          returnUrl: context.return_url,
          cancelUrl: context.cancel_url ?? context.return_url,
        };
        orders.set(id, order);
        ordersCreated += 1;
        return { status: 200, json: orderView(order) };
      });
    }
    const orderPath = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(request.path);
    if (orderPath) {
      const order = orders.get(orderPath[1] ?? '');
      if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (request.method === 'GET' && !orderPath[2]) return { status: 200, json: orderView(order) };
      if (request.method === 'POST' && orderPath[2]) {
        return once(request, () => {
          if (order.status === 'COMPLETED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
          if (order.status !== 'APPROVED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
          const unit = order.purchase_units[0];
          if (!unit) return paypalError(422, 'UNPROCESSABLE_ENTITY');
          const capture: PaypalCaptureResource = {
            id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
            status: 'COMPLETED',
            amount: unit.amount,
            ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
            ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
            supplementary_data: { related_ids: { order_id: order.id } },
          };
          unit.payments = { captures: [capture] };
          order.status = 'COMPLETED';
          capturesMade += 1;
          const target = options.webhookUrl?.();
          if (target) {
            // PayPal notifies shortly after the capture answers.
            const delivery = captureCompletedWebhook(order.id);
            setTimeout(() => {
              fetch(target, { method: 'POST', headers: delivery.headers, body: delivery.payload }).catch(
                () => undefined,
              );
            }, 50);
          }
          return { status: 201, json: orderView(order) };
        });
      }
    }
    if (request.method === 'POST' && request.path === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(request.body) as Record<string, unknown>;
      const expected = signatureOf(
        String(body['transmission_id']),
        String(body['transmission_time']),
        String(body['webhook_id']),
        JSON.stringify(body['webhook_event']),
      );
      const given = Buffer.from(String(body['transmission_sig']));
      const matches =
        body['webhook_id'] === webhookId &&
        given.length === Buffer.byteLength(expected) &&
        timingSafeEqual(given, Buffer.from(expected));
      return { status: 200, json: { verification_status: matches ? 'SUCCESS' : 'FAILURE' } };
    }
    return paypalError(404, 'NOT_FOUND');
  });
  baseUrl = server.url;

  function approve(orderId: string): string {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    const url = new URL(order.returnUrl);
    url.searchParams.set('token', order.id);
    url.searchParams.set('PayerID', 'STANDINPAYER1');
    return url.toString();
  }

  return {
    url: server.url,
    clientId,
    clientSecret,
    webhookId,
    orders,
    get ordersCreated() {
      return ordersCreated;
    },
    get capturesMade() {
      return capturesMade;
    },
    approve,
    captureCompletedWebhook,
    close: () => server.close(),
  };
}
