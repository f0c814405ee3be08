import type { WireTransferCounts } from '@freightdesk/domain';
import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jsonObjectOf, rowOfJson } from '../../db/json-rows';
import {
  customerCreditLines,
  customers,
  payments,
  paymentWebhookEvents,
  type CustomerCreditLineRow,
  type NewPaymentRow,
  type PaymentRow,
} from '../../db/schema';

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** The customer a payment is for: who to mail, in which language, and which branch's account a wire goes to. */
export interface PayingCustomer {
  id: string;
  brandId: string;
  email: string;
  contactName: string;
  contactSurname: string | null;
  legalName: string | null;
  preferredLanguage: string;
  backendBranch: string;
}

/** The `payments`, `customer_credit_lines` and `payment_webhook_events` rows (docs/decisions/065-payments.md). */
/** A booking's payments, newest first: read by every booking details call. */
function preparePaymentsOfBooking(db: Database) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.bookingUuid, sql.placeholder('bookingUuid')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .prepare('payments_of_booking');
}

const paymentColumns = getTableColumns(payments);

export function createPaymentsRepository(db: Database) {
  let paymentsOfBooking: ReturnType<typeof preparePaymentsOfBooking> | undefined;
  return {
    async customer(customerId: string): Promise<PayingCustomer | undefined> {
      const [row] = await db
        .select({
          id: customers.id,
          brandId: customers.brandId,
          email: customers.email,
          contactName: customers.contactName,
          contactSurname: customers.contactSurname,
          legalName: customers.legalName,
          preferredLanguage: customers.preferredLanguage,
          backendBranch: customers.backendBranch,
        })
        .from(customers)
        .where(eq(customers.id, customerId))
        .limit(1);
      return row;
    },

    async byId(paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      return row;
    },

    async byIdempotencyKey(bookingUuid: string, idempotencyKey: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingUuid, bookingUuid), eq(payments.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row;
    },

    async byProviderObject(provider: string, objectId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerObjectId, objectId)))
        .limit(1);
      return row;
    },

    async ofBooking(bookingUuid: string): Promise<PaymentRow[]> {
      paymentsOfBooking ??= preparePaymentsOfBooking(db);
      return paymentsOfBooking.execute({ bookingUuid });
    },

    /**
     * The booking's payments as `ofBooking` reads them, as one JSON value: this module's part of the bookings
     * module's details statement (ADR 085), read back by `ofBookingOfJson`.
     */
    ofBookingJson(bookingUuid: Placeholder): SQLWrapper {
      const newestFirst = sql`${payments.createdAt} desc, ${payments.id} desc`;
      return db
        .select({
          value: sql`coalesce(json_agg(${jsonObjectOf(paymentColumns)} order by ${newestFirst}), '[]'::json)`,
        })
        .from(payments)
        .where(eq(payments.bookingUuid, bookingUuid));
    },

    ofBookingOfJson(value: unknown): PaymentRow[] {
      return ((value ?? []) as Record<string, unknown>[]).map((row) => rowOfJson<PaymentRow>(paymentColumns, row));
    },

    /**
     * What is paid or on its way on a booking, in minor units by currency: succeeded payments and wire transfers
     * awaiting confirmation (a card or PayPal page the customer may abandon holds nothing); without the awaited
     * wires when paying instead of them (ADR 083).
     */
    async committedTotals(
      bookingUuid: string,
      { countAwaitedWires = true } = {},
    ): Promise<{ currency: string; amountMinor: number }[]> {
      const succeeded = eq(payments.status, 'succeeded');
      const rows = await db
        .select({ currency: payments.currency, amountMinor: sql<string>`sum(${payments.amountMinor})` })
        .from(payments)
        .where(
          and(
            eq(payments.bookingUuid, bookingUuid),
            countAwaitedWires
              ? or(succeeded, and(eq(payments.status, 'pending'), eq(payments.mode, 'wire')))
              : succeeded,
          ),
        )
        .groupBy(payments.currency);
      return rows.map((row) => ({ currency: row.currency, amountMinor: Number(row.amountMinor) }));
    },

    /** How many wire transfers of the booking await confirmation, were confirmed, or were paid another way. */
    async wireStates(bookingUuid: string): Promise<WireTransferCounts> {
      const rows = await db
        .select({ status: payments.status, count: sql<string>`count(*)` })
        .from(payments)
        .where(and(eq(payments.bookingUuid, bookingUuid), eq(payments.mode, 'wire')))
        .groupBy(payments.status);
      const countOf = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { pending: countOf('pending'), succeeded: countOf('succeeded'), replaced: countOf('replaced') };
    },

    /** The wire transfers still awaited are no longer needed: what was due was paid another way (ADR 083). */
    async replaceAwaitedWires(bookingUuid: string, now: Date): Promise<number> {
      const replaced = await db
        .update(payments)
        .set({ status: 'replaced', updatedAt: now })
        .where(and(eq(payments.bookingUuid, bookingUuid), eq(payments.mode, 'wire'), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return replaced.length;
    },

    /** Inserts a payment unless its (booking, idempotency key) exists; answers the row inserted, if any. */
    async insert(row: NewPaymentRow): Promise<PaymentRow | undefined> {
      const [inserted] = await db
        .insert(payments)
        .values(row)
        .onConflictDoNothing({ target: [payments.bookingUuid, payments.idempotencyKey] })
        .returning();
      return inserted;
    },

    async attachProviderObject(
      paymentId: string,
      fields: { provider: string; providerObjectId: string; redirectUrl: string; now: Date },
    ): Promise<void> {
      await db
        .update(payments)
        .set({
          provider: fields.provider,
          providerObjectId: fields.providerObjectId,
          redirectUrl: fields.redirectUrl,
          updatedAt: fields.now,
        })
        .where(eq(payments.id, paymentId));
    },

    /**
     * Pending → succeeded, once: answers the row when this call recorded it, undefined when it was not pending (a
     * webhook replay, a second confirmation).
     */
    async markSucceeded(
      paymentId: string,
      fields: { paidAt: Date; providerReference?: string | null; confirmedBy?: string | null },
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({
          status: 'succeeded',
          paidAt: fields.paidAt,
          updatedAt: fields.paidAt,
          ...(fields.providerReference ? { providerReference: fields.providerReference } : {}),
          ...(fields.confirmedBy ? { confirmedBy: fields.confirmedBy } : {}),
        })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
        .returning();
      return row;
    },

    /** The customer's credit line, locked until the transaction ends (credit payments are taken one at a time). */
    async creditLineForUpdate(customerId: string): Promise<CustomerCreditLineRow | undefined> {
      const [row] = await db
        .select()
        .from(customerCreditLines)
        .where(eq(customerCreditLines.customerId, customerId))
        .for('update')
        .limit(1);
      return row;
    },

    async creditLine(customerId: string): Promise<CustomerCreditLineRow | undefined> {
      const [row] = await db
        .select()
        .from(customerCreditLines)
        .where(eq(customerCreditLines.customerId, customerId))
        .limit(1);
      return row;
    },

    async setCreditLine(row: { customerId: string; amountMinor: number; currency: string; setBy: string; now: Date }) {
      const values = { amountMinor: row.amountMinor, currency: row.currency, setBy: row.setBy, updatedAt: row.now };
      await db
        .insert(customerCreditLines)
        .values({ customerId: row.customerId, ...values })
        .onConflictDoUpdate({ target: customerCreditLines.customerId, set: values });
    },

    /** The customer's credit payments not yet settled, in minor units by currency. */
    async openCreditTotals(customerId: string): Promise<{ currency: string; amountMinor: number }[]> {
      const rows = await db
        .select({ currency: payments.currency, amountMinor: sql<string>`sum(${payments.amountMinor})` })
        .from(payments)
        .where(
          and(
            eq(payments.customerId, customerId),
            eq(payments.mode, 'credit'),
            inArray(payments.status, ['pending', 'succeeded']),
            isNull(payments.settledAt),
          ),
        )
        .groupBy(payments.currency);
      return rows.map((row) => ({ currency: row.currency, amountMinor: Number(row.amountMinor) }));
    },

    /** Records a provider's event id; false when it was recorded before (a replay). */
    async recordWebhookEvent(event: {
      provider: string;
      eventId: string;
      eventType: string;
      paymentId: string | null;
      receivedAt: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(paymentWebhookEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return inserted.length > 0;
    },
  };
}
