import { createHmac, randomBytes } from 'node:crypto';
import { hostedPage, parseBracketForm, startStandInServer, type StandInAnswer } from './stand-in-http';

/**
 * A local stand-in of the parts of Stripe's API the card payments use (docs/decisions/065-payments.md):
 * `POST /v1/checkout/sessions` (with Idempotency-Key: the same key and parameters answer the same session, other
 * parameters a 400 idempotency_error, as Stripe does), `GET /v1/checkout/sessions/{id}`, a hosted checkout page
 * (`/pay/{id}`, one 'Pay' button) and the signed `checkout.session.completed` webhook a payment sends.
 */

export interface StandInCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
}

export interface SignedWebhook {
  payload: string;
  headers: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StandInCheckoutSession>;
  /** Session creations that made a new session (an idempotent replay makes none). */
  readonly sessionsCreated: number;
  /** What pressing 'Pay' does: the session is paid and its signed webhook made (and sent, with a webhook URL). */
  pay(sessionId: string): Promise<SignedWebhook>;
  close(): Promise<void>;
}

export interface StripeStandInOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where 'Pay' posts the webhook (the server's route); without it, `pay()` only answers it. */
  webhookUrl?: () => string | undefined;
  /** The clock of the signature's timestamp (the server's test clock). */
  now?: () => number;
}

/** `Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" with the webhook secret, hex>`. */
export function stripeSignatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** A webhook delivery as Stripe sends it: the JSON event and its signature header (wrong with `badSignature`). */
export function signedStripeWebhook(
  event: unknown,
  secret: string,
  nowMs: number,
  { badSignature = false } = {},
): SignedWebhook {
  const payload = JSON.stringify(event, null, 2);
  const header = stripeSignatureHeader(payload, badSignature ? `${secret}-not` : secret, Math.floor(nowMs / 1000));
  return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } };
}

export function stripeEventOf(type: string, object: unknown, nowMs: number) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(nowMs / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  };
}

const stripeError = (status: number, type: string, message: string): StandInAnswer => ({
  status,
  json: { error: { type, message } },
});

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? `sk_test_standin_${randomBytes(8).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_standin_${randomBytes(8).toString('hex')}`;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, StandInCheckoutSession>();
  const idempotent = new Map<string, { body: string; session: StandInCheckoutSession }>();
  let sessionsCreated = 0;
  let baseUrl = '';

  async function pay(sessionId: string): Promise<SignedWebhook> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no Checkout Session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= `pi_${randomBytes(12).toString('hex')}`;
    const delivery = signedStripeWebhook(
      stripeEventOf('checkout.session.completed', session, now()),
      webhookSecret,
      now(),
    );
    const target = options.webhookUrl?.();
    if (target) await fetch(target, { method: 'POST', headers: delivery.headers, body: delivery.payload });
    return delivery;
  }

  const server = await startStandInServer(async (request) => {
    const payPage = /^\/pay\/(cs_[a-z0-9_]+)$/.exec(request.path);
    if (payPage) {
      const session = sessions.get(payPage[1] ?? '');
      if (!session) return { status: 404, html: '<p>No such checkout session.</p>' };
      if (request.method === 'POST') {
        await pay(session.id);
        return { status: 303, redirect: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) };
      }
      const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
      return {
        status: 200,
        html: hostedPage({ title: 'Stripe test checkout', amount, action: `/pay/${session.id}`, button: 'Pay' }),
      };
    }
    if (!request.path.startsWith('/v1/')) return { status: 404, json: {} };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (earlier) {
        if (earlier.body !== request.body) {
          return stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        return { status: 200, json: earlier.session, headers: { 'idempotent-replayed': 'true' } };
      }
      const params = parseBracketForm(request.body) as {
        mode?: string;
        line_items?: { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }[];
        client_reference_id?: string;
        metadata?: Record<string, string>;
        customer_email?: string;
        success_url?: string;
        cancel_url?: string;
      };
      const lines = params.line_items ?? [];
      const currency = lines[0]?.price_data?.currency;
      if (!params.success_url || !currency || lines.some((line) => line.price_data?.currency !== currency)) {
        return stripeError(400, 'invalid_request_error', 'Missing required param: success_url or line_items');
      }
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: StandInCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: params.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: lines.reduce(
          (total, line) => total + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1),
          0,
        ),
        currency,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        payment_intent: null,
        customer_email: params.customer_email ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? params.success_url,
        url: `${baseUrl}/pay/${id}`,
      };
      sessions.set(id, session);
      sessionsCreated += 1;
      if (typeof key === 'string') idempotent.set(key, { body: request.body, session });
      return { status: 200, json: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1] ?? '');
      return session ? { status: 200, json: session } : stripeError(404, 'invalid_request_error', 'No such session');
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path})`);
  });
  baseUrl = server.url;

  return {
    url: server.url,
    secretKey,
    webhookSecret,
    sessions,
    get sessionsCreated() {
      return sessionsCreated;
    },
    pay,
    close: () => server.close(),
  };
}
