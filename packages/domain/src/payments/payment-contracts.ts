import { z } from 'zod';
import { moneySchema } from '../money/money';
import { currencies } from '../shipping/shipment-type';
import { bankDetailsSchema } from './bank-details';
import { paymentStatuses } from '../bookings/booking-contracts';
import { paymentModes } from '../bookings/booking-services';
import { paymentReferencePattern } from './payment-reference';

/**
 * The contracts of the payment calls (docs/product/booking.md#payment-options, docs/decisions/065-payments.md).
 * Amounts are integer minor units with their currency (`moneySchema`).
 */

export const bookingPaymentsParamsSchema = z.object({ bookingUuid: z.uuid({ error: 'invalidBookingId' }) });
export const bookingPaymentParamsSchema = bookingPaymentsParamsSchema.extend({
  paymentId: z.uuid({ error: 'invalidPaymentId' }),
});

const paymentOptionSchema = z.object({
  mode: z.enum(paymentModes),
  amount: moneySchema,
  fee: moneySchema,
  total: moneySchema,
});

/**
 * GET /api/v2/bookings/{bookingUuid}/payment-options?insteadOfWire=true: what paying by card or PayPal instead of
 * the wire transfer awaited would cost — the amount due counts only what was received, and only card and PayPal are
 * offered (docs/decisions/083-paying-instead-of-wire.md).
 */
export const paymentOptionsQuerySchema = z.object({
  insteadOfWire: z.stringbool({ error: 'validation.invalid' }).optional(),
});
export type PaymentOptionsQuery = z.infer<typeof paymentOptionsQuerySchema>;

/** GET /api/v2/bookings/{bookingUuid}/payment-options. */
export const paymentOptionsResponseSchema = z
  .object({
    data: z.object({
      /**
       * The booking's total less what is paid or awaiting a wire transfer, in the booking's currency (instead of
       * the wire: less what is paid only).
       */
      amountDue: moneySchema,
      options: z.array(paymentOptionSchema),
      /** The customer's available credit when staff gave them a credit line (credit is offered if it covers). */
      availableCredit: moneySchema.nullable(),
      /** How long a wire transfer may take to be confirmed after it arrives. */
      wireConfirmationHours: z.number().int(),
    }),
  })
  .describe('The ways this booking can be paid, each with its fee and total');
export type PaymentOptionsResponse = z.infer<typeof paymentOptionsResponseSchema>;

/**
 * GET /api/v2/payment-options?amountMinor=&currency=: before booking, the ways the signed-in customer could pay a
 * booking of that total, each with its fee (the same rule as a booking's options, `paymentOptionsOf`). The booking
 * flow sends the total the booking would freeze (`bookingChargeLinesOf`), so the step shows each mode's fee for it.
 */
export const paymentOptionsPreviewQuerySchema = z.object({
  amountMinor: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(1_000_000_000_00, { error: 'validation.invalid' }),
  currency: z.enum(currencies, { error: 'validation.invalid' }),
});
export type PaymentOptionsPreviewQuery = z.infer<typeof paymentOptionsPreviewQuerySchema>;

export const paymentOptionsPreviewResponseSchema = paymentOptionsResponseSchema.describe(
  'The ways a booking of this total could be paid, each with its fee and total',
);

/** POST /api/v2/bookings/{bookingUuid}/payments. */
export const createPaymentRequestSchema = z.object({
  mode: z.enum(paymentModes, { error: 'invalidPaymentMode' }),
  /**
   * Card or PayPal in place of the wire transfer awaited: pays the total less what was received, and once paid the
   * awaited transfer is `replaced` (ADR 083). Other modes: 422 PAYMENT_MODE_NOT_AVAILABLE.
   */
  insteadOfWire: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

export const paymentViewSchema = z.object({
  id: z.uuid(),
  bookingUuid: z.uuid(),
  mode: z.enum(paymentModes),
  status: z.enum(paymentStatuses),
  amount: moneySchema,
  fee: moneySchema,
  total: moneySchema,
  referenceNumber: z.string().regex(paymentReferencePattern),
  createdAt: z.iso.datetime(),
  /** When the money was received (provider confirmation, staff confirmation of a wire, credit at once). */
  paidAt: z.iso.datetime().nullable(),
  /** The provider's id of the charge (Stripe payment intent, PayPal capture); null for wire and credit. */
  providerReference: z.string().nullable(),
  /** An API path to the receipt PDF, once the payment succeeded. */
  receiptPath: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** A payment just asked for: card and PayPal go to the provider's page; a wire shows where to send the money. */
export const paymentCreatedResponseSchema = z
  .object({
    data: paymentViewSchema.extend({
      /** Card and PayPal: the provider's hosted page to send the browser to. */
      redirectUrl: z.string().nullable(),
      /** Wire: the account to pay into (the brand's, for the customer's branch). */
      bankDetails: bankDetailsSchema.nullable(),
      /** Wire: hours the confirmation may take after the money arrives. */
      wireConfirmationHours: z.number().int().nullable(),
    }),
  })
  .describe('The payment: a page to pay on (card, PayPal), bank details (wire) or recorded (credit)');
export type PaymentCreatedResponse = z.infer<typeof paymentCreatedResponseSchema>;

/** GET /api/v2/bookings/{bookingUuid}/payments. */
export const paymentListResponseSchema = z
  .object({ data: z.array(paymentViewSchema) })
  .describe("The booking's payments, newest first");
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** POST /api/v2/staff/bookings/{bookingUuid}/payments/{paymentId}/confirm. */
export const paymentConfirmedResponseSchema = z
  .object({ data: paymentViewSchema })
  .describe('The wire transfer is recorded as received');

/** PUT /api/v2/staff/customers/{customerId}/credit-line. */
export const customerCreditLineParamsSchema = z.object({ customerId: z.uuid({ error: 'invalidCustomerId' }) });
export const setCreditLineRequestSchema = z.object({
  /** 0 withdraws the credit line. */
  amountMinor: z
    .number()
    .int('creditLineInvalid')
    .min(0, 'creditLineInvalid')
    .max(1_000_000_000_00, 'creditLineTooLarge'),
  currency: z.enum(currencies, { error: 'invalidCurrency' }),
});
export type SetCreditLineRequest = z.infer<typeof setCreditLineRequestSchema>;

export const creditLineResponseSchema = z
  .object({
    data: z.object({
      customerId: z.uuid(),
      /** Null: no credit line (pay using credit is not offered). */
      creditLine: moneySchema.nullable(),
      /** Credit payments not yet settled. */
      used: moneySchema.nullable(),
      available: moneySchema.nullable(),
      updatedAt: z.iso.datetime().nullable(),
    }),
  })
  .describe("The customer's credit line and what is left of it");
export type CreditLineResponse = z.infer<typeof creditLineResponseSchema>;

/** GET /api/v2/payments/paypal/return: PayPal sends the buyer back with the order id as `token`. */
export const paypalReturnQuerySchema = z.looseObject({ token: z.string().min(1).max(64) });

/** The webhooks answer 200 `{received: true}` (also for a replay or an event they ignore). */
export const webhookReceivedResponseSchema = z.object({ received: z.literal(true) }).describe('The event was taken');
