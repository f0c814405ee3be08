import {
  bookingPaymentParamsSchema,
  bookingPaymentsParamsSchema,
  createPaymentRequestSchema,
  creditLineResponseSchema,
  customerCreditLineParamsSchema,
  idempotencyKeySchema,
  paymentConfirmedResponseSchema,
  paymentCreatedResponseSchema,
  paymentListResponseSchema,
  paymentOptionsPreviewQuerySchema,
  paymentOptionsPreviewResponseSchema,
  paymentOptionsQuerySchema,
  paymentOptionsResponseSchema,
  paypalReturnQuerySchema,
  setCreditLineRequestSchema,
  webhookReceivedResponseSchema,
} from '@freightdesk/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { sessionOf, viewerOf } from '../../http/auth.plugin';
import type { PaymentsService } from './payments.service';

export interface PaymentsRoutesOptions {
  paymentsService: PaymentsService;
}

const tags = ['payments'];
const bookingErrors = ['BOOKING_NOT_FOUND', 'INVALID_PAYLOAD', ...sessionErrorCodes] as const;

/** The `Idempotency-Key` header: 400 IDEMPOTENCY_KEY_REQUIRED without it, 422 unless 1–255 visible characters. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (key === undefined || key === '') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success) {
    throw new AppError('INVALID_PAYLOAD', { fieldErrors: { 'idempotency-key': ['validation.invalid'] } });
  }
  return parsed.data;
}

/**
 * Payments of a booking (docs/product/booking.md#payment-options, docs/decisions/065-payments.md; contracts:
 * packages/domain/src/payments/payment-contracts.ts). The providers' webhooks read their raw bodies: Stripe signs
 * the exact bytes.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, { paymentsService }) => {
  app.get(
    '/api/v2/bookings/:bookingUuid/payment-options',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'getPaymentOptions',
        summary: 'The ways a booking can be paid, each with its fee and total in the booking currency',
        description:
          'Card only when Stripe keys are configured, PayPal only when PayPal keys are; wire when the brand has bank ' +
          "details for the customer's branch; credit when staff gave the customer a credit line that covers the " +
          'amount due. The booking’s customer and staff only (403 ACCESS_FORBIDDEN for anyone else). ' +
          '`insteadOfWire=true`: card and PayPal only, for what is due less what was received — paying them ' +
          'replaces the wire transfer awaited.',
        tags,
        security: bearerAuth,
        params: bookingPaymentsParamsSchema,
        querystring: paymentOptionsQuerySchema,
        response: { 200: paymentOptionsResponseSchema, ...errorResponses(...bookingErrors) },
      },
    },
    async (request) => ({
      data: await paymentsService.options(request.params.bookingUuid, viewerOf(request), request.query),
    }),
  );

  app.get(
    '/api/v2/payment-options',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'previewPaymentOptions',
        summary: 'Before booking: the ways a booking of this total could be paid, each with its fee and total',
        description:
          'The same rule as a booking’s payment options, for the signed-in customer: card and PayPal only with their ' +
          "keys, wire when the brand has bank details for the customer's branch, credit when the customer's " +
          'available credit covers the amount. The booking flow sends the total the booking would freeze.',
        tags,
        security: bearerAuth,
        querystring: paymentOptionsPreviewQuerySchema,
        response: {
          200: paymentOptionsPreviewResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', ...sessionErrorCodes),
        },
      },
    },
    async (request) => {
      const { amountMinor, currency } = request.query;
      return { data: await paymentsService.optionsForAmount({ amountMinor, currency }, viewerOf(request)) };
    },
  );

  app.get(
    '/api/v2/bookings/:bookingUuid/payments',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'listBookingPayments',
        summary: "The booking's payments: date, mode, amount, fee, currency, reference number and receipt",
        tags,
        security: bearerAuth,
        params: bookingPaymentsParamsSchema,
        response: { 200: paymentListResponseSchema, ...errorResponses(...bookingErrors) },
      },
    },
    async (request) => ({ data: await paymentsService.list(request.params.bookingUuid, viewerOf(request)) }),
  );

  app.post(
    '/api/v2/bookings/:bookingUuid/payments',
    {
      onRequest: app.requireSession,
      bodyLimit: 4 * 1024,
      schema: {
        operationId: 'payBooking',
        summary: 'Pays what is due on a booking by card, PayPal, wire transfer or credit',
        description:
          'Requires an `Idempotency-Key` header (400 IDEMPOTENCY_KEY_REQUIRED without): the same key answers the ' +
          'same payment and provider page, the same key with another mode 422 IDEMPOTENCY_KEY_REUSED. Card and ' +
          'PayPal answer `redirectUrl`, the provider page to send the browser to; the payment is recorded when the ' +
          'provider confirms it. Wire answers the bank details and a reference number (pending until staff confirm ' +
          'the money arrived, up to 48 hours). Credit is recorded at once, or 422 INSUFFICIENT_CREDIT. ' +
          '`insteadOfWire: true` (card or PayPal only) pays what is due less what was received in place of an ' +
          'awaited wire transfer, which is `replaced` once the provider confirms the payment.',
        tags,
        security: bearerAuth,
        params: bookingPaymentsParamsSchema,
        body: createPaymentRequestSchema,
        response: {
          201: paymentCreatedResponseSchema,
          ...errorResponses(
            ...bookingErrors,
            'IDEMPOTENCY_KEY_REQUIRED',
            'IDEMPOTENCY_KEY_REUSED',
            'PAYMENT_MODE_NOT_AVAILABLE',
            'INSUFFICIENT_CREDIT',
            'NOTHING_TO_PAY',
            'PAYLOAD_TOO_LARGE',
            'PRODUCT_SERVICE_NOT_AVAILABLE',
          ),
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const data = await paymentsService.create(request.params.bookingUuid, key, request.body, viewerOf(request));
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/api/v2/bookings/:bookingUuid/payments/:paymentId/receipt',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'getPaymentReceipt',
        summary: "A payment's receipt as a PDF, in the booking's language, once the payment succeeded",
        tags,
        security: bearerAuth,
        params: bookingPaymentParamsSchema,
        response: {
          200: { description: 'The receipt (application/pdf)', content: { 'application/pdf': { schema: z.string() } } },
          ...errorResponses(...bookingErrors, 'PAYMENT_NOT_FOUND', 'RECEIPT_NOT_AVAILABLE'),
        },
      },
    },
    async (request, reply) => {
      const receipt = await paymentsService.receiptPdf(
        request.params.bookingUuid,
        request.params.paymentId,
        viewerOf(request),
      );
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
          // A Buffer goes out as it is (the schema above documents the bytes as a string).
          .send(receipt.pdf as unknown as string)
      );
    },
  );

  app.post(
    '/api/v2/staff/bookings/:bookingUuid/payments/:paymentId/confirm',
    {
      onRequest: app.requireStaffTo('shipments'),
      schema: {
        operationId: 'confirmWirePayment',
        summary: 'Staff: a wire transfer arrived — the payment succeeds and the customer is e-mailed',
        description: 'Confirming again changes nothing. Only wire payments: 409 PAYMENT_NOT_CONFIRMABLE otherwise.',
        tags,
        security: bearerAuth,
        params: bookingPaymentParamsSchema,
        response: {
          200: paymentConfirmedResponseSchema,
          ...errorResponses(...bookingErrors, 'PAYMENT_NOT_FOUND', 'PAYMENT_NOT_CONFIRMABLE'),
        },
      },
    },
    async (request) => ({
      data: await paymentsService.confirmWire(request.params.bookingUuid, request.params.paymentId, viewerOf(request)),
    }),
  );

  app.get(
    '/api/v2/staff/customers/:customerId/credit-line',
    {
      onRequest: app.requireStaffTo('customers'),
      schema: {
        operationId: 'getCustomerCreditLine',
        summary: "Staff: a customer's credit line, the open credit payments and what is available",
        tags,
        security: bearerAuth,
        params: customerCreditLineParamsSchema,
        response: {
          200: creditLineResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'USER_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await paymentsService.creditLine(request.params.customerId, sessionOf(request)),
    }),
  );

  app.put(
    '/api/v2/staff/customers/:customerId/credit-line',
    {
      onRequest: app.requireStaffTo('customers'),
      bodyLimit: 4 * 1024,
      schema: {
        operationId: 'setCustomerCreditLine',
        summary: 'Staff: gives a customer a credit line (0 withdraws it); they may then pay using credit up to it',
        tags,
        security: bearerAuth,
        params: customerCreditLineParamsSchema,
        body: setCreditLineRequestSchema,
        response: {
          200: creditLineResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'USER_NOT_FOUND', 'PAYLOAD_TOO_LARGE', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await paymentsService.setCreditLine(
        request.params.customerId,
        request.body,
        sessionOf(request),
        request.ip,
      ),
    }),
  );

  // The buyer's browser, back from PayPal: not an API call (a redirect to the booking page).
  app.get(
    '/api/v2/payments/paypal/return',
    { schema: { hide: true, querystring: paypalReturnQuerySchema } },
    async (request, reply) => reply.redirect(await paymentsService.paypalReturn(request.query.token), 303),
  );

  // The providers' webhooks: their bodies are read raw (only in this scope), as the signatures cover the bytes.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    webhooks.post(
      '/api/v2/payments/webhooks/stripe',
      {
        schema: {
          operationId: 'receiveStripeWebhook',
          summary: 'Stripe’s webhook: `checkout.session.completed` records a card payment, once',
          description:
            'The `Stripe-Signature` header (t=…, v1=HMAC-SHA256 of the raw body with the webhook secret, at most ' +
            '300 s old) must verify, else 400 WEBHOOK_SIGNATURE_INVALID and nothing is recorded. A replayed event ' +
            'answers 200 and records nothing new.',
          tags,
          response: {
            200: webhookReceivedResponseSchema,
            ...errorResponses('WEBHOOK_SIGNATURE_INVALID', 'ROUTE_NOT_FOUND', 'PAYLOAD_TOO_LARGE'),
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await paymentsService.stripeWebhook(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const };
      },
    );

    webhooks.post(
      '/api/v2/payments/webhooks/paypal',
      {
        schema: {
          operationId: 'receivePaypalWebhook',
          summary: 'PayPal’s webhook: PAYMENT.CAPTURE.COMPLETED records a PayPal payment, once',
          description:
            'Verified by PayPal (POST /v1/notifications/verify-webhook-signature with our webhook id): a failure is ' +
            '400 WEBHOOK_SIGNATURE_INVALID and nothing is recorded. A replayed event answers 200.',
          tags,
          response: {
            200: webhookReceivedResponseSchema,
            ...errorResponses(
              'WEBHOOK_SIGNATURE_INVALID',
              'ROUTE_NOT_FOUND',
              'PAYLOAD_TOO_LARGE',
              'PRODUCT_SERVICE_NOT_AVAILABLE',
            ),
          },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const headers = {
          'paypal-auth-algo': header('paypal-auth-algo'),
          'paypal-cert-url': header('paypal-cert-url'),
          'paypal-transmission-id': header('paypal-transmission-id'),
          'paypal-transmission-sig': header('paypal-transmission-sig'),
          'paypal-transmission-time': header('paypal-transmission-time'),
        };
        await paymentsService.paypalWebhook(headers, request.body as Buffer);
        return { received: true as const };
      },
    );
  });
};
