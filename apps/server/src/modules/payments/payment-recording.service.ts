// Recording a payment as received, once (docs/decisions/065-payments.md, 083): pending → succeeded in one
// conditional update, and in the same transaction what follows from it — the wire action kept in step, awaited
// wires replaced, the 'payment received' mail. Used by the creation (credit, wire) and confirmation jobs.
import { formatMoney, modesInsteadOfWire, wirePaymentFactsOf, type Money, type PaymentMode } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import type { PaymentRow } from '../../db/schema';
import { createPaymentBookingsRepository } from './payment-bookings.repository';
import { bookingPathInLanguage, mailLanguageOf, type PaymentsContext } from './payments-context.service';
import { createPaymentsRepository } from './payments.repository';

export function paymentRecording({ db, mailService, now, repository, bookings, brandOf, baseUrlOf }: PaymentsContext) {
  /**
   * The booking's 'complete payment (wire transfer)' action is pending while a wire transfer is awaited and none was
   * received or paid another way instead (wirePaymentFactsOf, the bookings module's rule): payments keep the
   * booking's count and list of pending actions in step with it.
   */
  async function keepWireActionInStep(tx: Database, bookingUuid: string, change: () => Promise<unknown>) {
    const inTransaction = createPaymentsRepository(tx);
    const isPending = async () =>
      wirePaymentFactsOf(await inTransaction.wireStates(bookingUuid)).hasUnconfirmedWirePayment;
    const pendingBefore = await isPending();
    const result = await change();
    const pendingAfter = await isPending();
    if (pendingAfter !== pendingBefore) {
      await createPaymentBookingsRepository(tx).setWireActionPending(bookingUuid, pendingAfter, new Date(now()));
    }
    return result;
  }

  /**
   * A card or PayPal payment that leaves nothing due replaces the wire transfers still awaited (ADR 083): the
   * customer paid what was due instead of wiring it.
   */
  async function replaceAwaitedWiresOnceSettled(tx: Database, recorded: PaymentRow): Promise<void> {
    if (!modesInsteadOfWire.includes(recorded.mode as PaymentMode)) return;
    const booking = await createPaymentBookingsRepository(tx).byUuid(recorded.bookingUuid);
    if (!booking) return;
    const paid = (await createPaymentsRepository(tx).committedTotals(booking.uuid, { countAwaitedWires: false }))
      .filter((total) => total.currency === booking.total.currency)
      .reduce((sum, total) => sum + total.amountMinor, 0);
    if (paid >= booking.total.amountMinor) {
      await createPaymentsRepository(tx).replaceAwaitedWires(booking.uuid, new Date(now()));
    }
  }

  /** What the 'payment received' mail needs, read before a transaction (brands are read outside it). */
  async function mailContextOf(bookingUuid: string) {
    const booking = await bookings.byUuid(bookingUuid);
    if (!booking) return undefined;
    const customer = await repository.customer(booking.customerId);
    if (!customer) return undefined;
    const brand = await brandOf(booking.brandId);
    const language = mailLanguageOf(booking.language, brand);
    const bookingUrl = `${await baseUrlOf(brand)}${bookingPathInLanguage(booking.uuid, language)}`;
    return { booking, customer, brand, language, bookingUrl };
  }
  type MailContext = NonNullable<Awaited<ReturnType<typeof mailContextOf>>>;

  /**
   * Records a payment as received, once (pending → succeeded), and in the same transaction what follows: the wire
   * action completed and the 'payment received' mail to the customer, in the booking's language.
   */
  async function recordSuccess(
    tx: Database,
    paymentId: string,
    fields: { providerReference?: string | null; confirmedBy?: string | null },
    context: MailContext | undefined,
  ): Promise<PaymentRow | undefined> {
    const inTransaction = createPaymentsRepository(tx);
    const existing = await inTransaction.byId(paymentId);
    if (!existing) return undefined;
    const recorded = (await keepWireActionInStep(tx, existing.bookingUuid, async () => {
      const succeeded = await inTransaction.markSucceeded(paymentId, { paidAt: new Date(now()), ...fields });
      if (succeeded) await replaceAwaitedWiresOnceSettled(tx, succeeded);
      return succeeded;
    })) as PaymentRow | undefined;
    if (!recorded || !context) return recorded;
    const { booking, customer, brand, language, bookingUrl } = context;
    const currency = recorded.currency as Money['currency'];
    await mailService.writeWithin(tx, [
      {
        to: customer.email,
        language,
        brandId: brand.id,
        message: {
          kind: 'paymentReceived',
          bookingUuid: booking.uuid,
          shipmentId: booking.shipmentId,
          customerReference: booking.customerReference,
          route: booking.route,
          bookingUrl,
          amount: formatMoney({ amountMinor: recorded.amountMinor + recorded.feeMinor, currency }, language),
          paymentMode: recorded.mode as PaymentMode,
          referenceNumber: recorded.referenceNumber,
          // The receipt is downloaded from the booking page (the API needs the customer's session).
          receiptUrl: bookingUrl,
        },
      },
    ]);
    return recorded;
  }

  /** Records a payment of `bookingUuid` in a transaction of its own (webhooks, PayPal return, staff). */
  async function recordSuccessOf(
    bookingUuid: string,
    paymentId: string,
    fields: { providerReference?: string | null; confirmedBy?: string | null },
    beforeRecording?: (tx: Database) => Promise<boolean>,
  ): Promise<PaymentRow | undefined> {
    const context = await mailContextOf(bookingUuid);
    const recorded = await db.transaction(async (tx) => {
      if (beforeRecording && !(await beforeRecording(tx))) return undefined;
      return recordSuccess(tx, paymentId, fields, context);
    });
    if (recorded) mailService.deliverSoon();
    return recorded;
  }

  return { keepWireActionInStep, mailContextOf, recordSuccess, recordSuccessOf };
}

export type PaymentRecording = ReturnType<typeof paymentRecording>;
