import type { BankDetails } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { bookings } from './bookings';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A booking's payments (docs/product/booking.md#payment-options, docs/decisions/065-payments.md): one row per
 * payment asked for, with its mode, amount, fee and currency (minor units), the reference number a customer quotes
 * and a receipt shows. Card and PayPal rows start `pending` with the provider's checkout session or order
 * (`provider_object_id`, unique per provider) and succeed once, on the provider's signed confirmation; a wire row is
 * `pending` until staff confirm the money arrived; a credit row succeeds at once and stays open (`settled_at` null)
 * against the customer's credit line. `(booking_uuid, idempotency_key)` is unique: the same key answers the same row.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id').notNull(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** card · paypal · wire · credit */
    mode: text('mode').notNull(),
    /** pending · succeeded · failed */
    status: text('status').notNull().default('pending'),
    amountMinor: money('amount_minor').notNull(),
    feeMinor: money('fee_minor').notNull(),
    currency: text('currency').notNull(),
    referenceNumber: text('reference_number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** stripe · paypal; null for wire and credit. */
    provider: text('provider'),
    /** The Stripe Checkout Session id or the PayPal order id. */
    providerObjectId: text('provider_object_id'),
    /** The provider's id of the money taken: Stripe payment intent, PayPal capture. */
    providerReference: text('provider_reference'),
    /** The provider's hosted page the customer pays on. */
    redirectUrl: text('redirect_url'),
    /** Wire: the account the customer was told to pay into (kept as shown). */
    bankDetails: jsonb('bank_details').$type<BankDetails>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Wire: the staff member who confirmed the money arrived. */
    confirmedBy: uuid('confirmed_by'),
    /** Credit: when the customer settled it (until then it uses their credit line). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_booking_idempotency_key_idx').on(table.bookingUuid, table.idempotencyKey),
    uniqueIndex('payments_reference_number_idx').on(table.referenceNumber),
    uniqueIndex('payments_provider_object_idx')
      .on(table.provider, table.providerObjectId)
      .where(sql`${table.providerObjectId} is not null`),
    index('payments_booking_created_idx').on(table.bookingUuid, table.createdAt),
    index('payments_customer_open_credit_idx')
      .on(table.customerId)
      .where(sql`${table.mode} = 'credit' and ${table.settledAt} is null`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/** The credit line staff gave a customer (docs/decisions/065-payments.md): pay using credit up to it. */
export const customerCreditLines = pgTable('customer_credit_lines', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  amountMinor: money('amount_minor').notNull(),
  currency: text('currency').notNull(),
  setBy: uuid('set_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CustomerCreditLineRow = typeof customerCreditLines.$inferSelect;

/**
 * Every provider webhook event taken, by the provider's event id: a replay finds its row and records nothing new
 * (docs/decisions/065-payments.md).
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
