import { randomBytes } from 'node:crypto';
import {
  availableCreditOf,
  bankDetailsForBranch,
  backendBranches,
  creditCovers,
  displayNameOf,
  fallbackLanguage,
  formatMoney,
  isCurrency,
  modesInsteadOfWire,
  resolveLanguage,
  paymentOptionsOf,
  paymentPriceOf,
  paymentReferenceOf,
  wireConfirmationHours,
  wirePaymentFactsOf,
  type BackendBranch,
  type BookingPayment,
  type BrandConfiguration,
  type CreatePaymentRequest,
  type CreditLineResponse,
  type Language,
  type Money,
  type PaymentAvailability,
  type PaymentCreatedResponse,
  type PaymentMode,
  type PaymentOptionsQuery,
  type PaymentOptionsResponse,
  type PaymentView,
  type SetCreditLineRequest,
} from '@freightdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { PaymentRow } from '../../db/schema';
import type { AuditService } from '../audit/audit.service';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import type { SessionToken } from '../accounts/session-tokens';
import type { BrandsService } from '../brands/brands.service';
import { brandBaseUrl } from '../quotes/quote-shares.service';
import { createPaymentsRepository, type PayingCustomer } from './payments.repository';
import type { PaymentBooking } from './payment-bookings.repository';
import { createPaymentBookingsRepository } from './payment-bookings.repository';
import type { MailService } from '../mail/mail.service';
import { pdfBrandOf } from '../../pdf/brand-for-pdf';
import { renderPaymentReceiptPdf } from '../../pdf/payment-receipt-pdf';
import type { PaypalClient, PaypalWebhookEvent, PaypalWebhookHeaders } from './providers/paypal-client';
import { PaymentProviderError, WebhookSignatureError, type StripeClient } from './providers/stripe-client';

export interface PaymentProviders {
  /** Null: no Stripe keys, no card option (docs/decisions/065-payments.md). */
  stripe: StripeClient | null;
  /** Null: no PayPal keys, no PayPal option. */
  paypal: PaypalClient | null;
}

export interface PaymentsServiceOptions {
  db: Database;
  brandsService: Pick<BrandsService, 'configurationForId' | 'hostnamesForId'>;
  mailService: Pick<MailService, 'writeWithin' | 'deliverSoon'>;
  providers: PaymentProviders;
  /** The app's public address (with the brand's host name: the provider pages' return addresses). */
  publicUrl: string;
  /** The folder of a brand's assets (its logo on receipts). */
  brandAssetsDirOf?: (brandId: string) => string | undefined;
  logger: FastifyBaseLogger;
  now?: () => number;
  /** Where credit-line changes are recorded (the customer's audit trail, ADR 075). */
  audit?: Pick<AuditService, 'record'>;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

const providerOfMode: Partial<Record<PaymentMode, 'stripe' | 'paypal'>> = { card: 'stripe', paypal: 'paypal' };

/** The path of a booking's page, where the providers send the customer back (docs/product/booking.md). */
export const bookingPagePath = (bookingUuid: string) => `/booking/${bookingUuid}`;

/** The booking's page in a language: under `/<language>` except in English (as the quote pages). */
export const bookingPathInLanguage = (bookingUuid: string, language: Language) =>
  language === fallbackLanguage ? bookingPagePath(bookingUuid) : `/${language}${bookingPagePath(bookingUuid)}`;

/** The booking's language where the brand shows it, else the brand's own. */
const mailLanguageOf = (language: string, brand: BrandConfiguration): Language =>
  resolveLanguage({ pathname: `/${language}`, enabledLanguages: brand.supportedLanguages });

/**
 * Payments of a booking (docs/product/booking.md#payment-options, docs/decisions/065-payments.md): the options and
 * their fees, paying by card (Stripe Checkout), PayPal (Orders v2), wire transfer or credit, the providers'
 * webhooks, staff confirming wires and setting credit lines. Every payment is recorded once: a payment row goes
 * pending → succeeded in one conditional update, and each webhook event id is stored once.
 */
export function createPaymentsService({
  db,
  brandsService,
  mailService,
  providers,
  publicUrl,
  brandAssetsDirOf = () => undefined,
  logger,
  now = Date.now,
  audit,
}: PaymentsServiceOptions) {
  const repository = createPaymentsRepository(db);
  const bookings = createPaymentBookingsRepository(db);

  /** The booking, when the viewer may see and pay it: its customer or staff of its brand (else 403). */
  async function accessibleBooking(bookingUuid: string, viewer: Viewer): Promise<PaymentBooking> {
    const session = viewer.session as SessionToken;
    const booking = await bookings.byUuid(bookingUuid);
    if (!booking) throw new AppError('BOOKING_NOT_FOUND');
    // Another brand's booking is someone else's, as the bookings module answers it (ADR 074): 403.
    const mayPay = viewer.isStaff ? booking.brandId === session.brandId : booking.customerId === session.customerId;
    if (!mayPay) throw new AppError('ACCESS_FORBIDDEN');
    return booking;
  }

  async function brandOf(brandId: string): Promise<BrandConfiguration> {
    const brand = await brandsService.configurationForId(brandId);
    if (!brand) throw new AppError('INTERNAL_SERVER_ERROR');
    return brand;
  }

  async function customerOf(customerId: string): Promise<PayingCustomer> {
    const customer = await repository.customer(customerId);
    if (!customer) throw new AppError('BOOKING_NOT_FOUND');
    return customer;
  }

  /**
   * A verified webhook event: its id is stored once (a replay stops here); when it confirms one of our payments,
   * that payment is recorded in the same transaction.
   */
  async function recordWebhook(
    event: { provider: 'stripe' | 'paypal'; eventId: string; eventType: string },
    payment: PaymentRow | undefined,
    providerReference: string | null,
  ): Promise<void> {
    const storeEvent = (tx: Database) =>
      createPaymentsRepository(tx).recordWebhookEvent({
        ...event,
        paymentId: payment?.id ?? null,
        receivedAt: new Date(now()),
      });
    if (!payment) {
      await storeEvent(db);
      return;
    }
    await recordSuccessOf(payment.bookingUuid, payment.id, { providerReference }, storeEvent);
  }

  const branchOf = (customer: PayingCustomer): BackendBranch =>
    (backendBranches as readonly string[]).includes(customer.backendBranch)
      ? (customer.backendBranch as BackendBranch)
      : 'US';

  /** The total less what is paid or on its way; instead of the wire (ADR 083), less what is paid only. */
  async function amountDueOf(booking: PaymentBooking, { insteadOfWire = false } = {}): Promise<Money> {
    const committed = (await repository.committedTotals(booking.uuid, { countAwaitedWires: !insteadOfWire }))
      .filter((total) => total.currency === booking.total.currency)
      .reduce((sum, total) => sum + total.amountMinor, 0);
    return { amountMinor: Math.max(0, booking.total.amountMinor - committed), currency: booking.total.currency };
  }

  async function availableCreditFor(customerId: string, from = repository): Promise<Money | null> {
    const line = await from.creditLine(customerId);
    if (!line || line.amountMinor <= 0 || !isCurrency(line.currency)) return null;
    const open = (await from.openCreditTotals(customerId)).flatMap((total) =>
      isCurrency(total.currency) ? [{ amountMinor: total.amountMinor, currency: total.currency }] : [],
    );
    return availableCreditOf({ amountMinor: line.amountMinor, currency: line.currency }, open);
  }

  async function availabilityFor(brand: BrandConfiguration, customer: PayingCustomer): Promise<PaymentAvailability> {
    return {
      card: providers.stripe !== null,
      paypal: providers.paypal !== null,
      wireBankDetails: bankDetailsForBranch(brand.payments, branchOf(customer)),
      availableCredit: await availableCreditFor(customer.id),
    };
  }

  function viewOf(row: PaymentRow): PaymentView {
    const currency = isCurrency(row.currency) ? row.currency : 'USD';
    const money = (amountMinor: number): Money => ({ amountMinor, currency });
    return {
      id: row.id,
      bookingUuid: row.bookingUuid,
      mode: row.mode as PaymentMode,
      status: row.status as PaymentView['status'],
      amount: money(row.amountMinor),
      fee: money(row.feeMinor),
      total: money(row.amountMinor + row.feeMinor),
      referenceNumber: row.referenceNumber,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      providerReference: row.providerReference,
      receiptPath: row.status === 'succeeded' ? `/api/v2/bookings/${row.bookingUuid}/payments/${row.id}/receipt` : null,
    };
  }

  function createdViewOf(row: PaymentRow): PaymentCreatedResponse['data'] {
    return {
      ...viewOf(row),
      redirectUrl: row.redirectUrl,
      bankDetails: row.bankDetails ?? null,
      wireConfirmationHours: row.mode === 'wire' ? wireConfirmationHours : null,
    };
  }

  async function baseUrlOf(brand: BrandConfiguration): Promise<string> {
    return brandBaseUrl(publicUrl, (await brandsService.hostnamesForId(brand.id)) ?? []);
  }

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

  /** The booking's page in its language, where the providers send the customer back (an Arabic one to `/ar/…`). */
  const bookingPageOf = (booking: PaymentBooking, brand: BrandConfiguration) =>
    bookingPathInLanguage(booking.uuid, mailLanguageOf(booking.language, brand));

  /** Sends the browser to the provider: a Checkout Session (card) or an order to approve (PayPal). */
  async function openProviderPage(
    payment: PaymentRow,
    booking: PaymentBooking,
    brand: BrandConfiguration,
    customer: PayingCustomer,
  ): Promise<PaymentRow> {
    const baseUrl = await baseUrlOf(brand);
    // Back to the booking page in the booking's language (an Arabic customer comes back to the Arabic page).
    const backToBooking = `${baseUrl}${bookingPageOf(booking, brand)}?payment=${payment.id}`;
    const currency = payment.currency as Money['currency'];
    const amount: Money = { amountMinor: payment.amountMinor, currency };
    const fee: Money = { amountMinor: payment.feeMinor, currency };
    const description = `${brand.name} booking ${booking.shipmentId} (${booking.route})`;
    // One provider idempotency key per payment: a retry of our call (same Idempotency-Key) reuses it.
    const providerKey = `freightdesk-payment-${payment.id}`;
    try {
      if (payment.mode === 'card' && providers.stripe) {
        const session = await providers.stripe.createCheckoutSession({
          paymentId: payment.id,
          bookingUuid: booking.uuid,
          referenceNumber: payment.referenceNumber,
          amount,
          fee,
          description,
          customerEmail: customer.email,
          successUrl: backToBooking,
          cancelUrl: `${backToBooking}&cancelled=1`,
          idempotencyKey: providerKey,
        });
        await repository.attachProviderObject(payment.id, {
          provider: 'stripe',
          providerObjectId: session.id,
          redirectUrl: session.url,
          now: new Date(now()),
        });
      } else if (payment.mode === 'paypal' && providers.paypal) {
        const order = await providers.paypal.createOrder({
          paymentId: payment.id,
          referenceNumber: payment.referenceNumber,
          total: { amountMinor: amount.amountMinor + fee.amountMinor, currency },
          description,
          brandName: brand.name,
          returnUrl: `${baseUrl}/api/v2/payments/paypal/return`,
          cancelUrl: `${backToBooking}&cancelled=1`,
          requestId: providerKey,
        });
        await repository.attachProviderObject(payment.id, {
          provider: 'paypal',
          providerObjectId: order.id,
          redirectUrl: order.approveUrl,
          now: new Date(now()),
        });
      } else {
        throw new AppError('PAYMENT_MODE_NOT_AVAILABLE');
      }
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        logger.warn({ err: error, paymentId: payment.id }, 'payment provider call failed');
        throw new AppError('PRODUCT_SERVICE_NOT_AVAILABLE', { cause: error });
      }
      throw error;
    }
    return (await repository.byId(payment.id)) as PaymentRow;
  }

  /**
   * A new payment row with a fresh reference number (30^8 of them: a clash is refused by the unique index rather
   * than retried). Undefined when the (booking, idempotency key) row exists.
   */
  function insertPayment(
    tx: Database,
    row: Omit<Parameters<ReturnType<typeof createPaymentsRepository>['insert']>[0], 'referenceNumber'>,
  ): Promise<PaymentRow | undefined> {
    return createPaymentsRepository(tx).insert({ ...row, referenceNumber: paymentReferenceOf(randomBytes(8)) });
  }

  return {
    /** The ways to pay what is due; `insteadOfWire`: by card or PayPal in place of an awaited wire (ADR 083). */
    async options(
      bookingUuid: string,
      viewer: Viewer,
      { insteadOfWire = false }: PaymentOptionsQuery = {},
    ): Promise<PaymentOptionsResponse['data']> {
      const booking = await accessibleBooking(bookingUuid, viewer);
      const [brand, customer] = await Promise.all([brandOf(booking.brandId), customerOf(booking.customerId)]);
      const amountDue = await amountDueOf(booking, { insteadOfWire });
      const availability = await availabilityFor(brand, customer);
      const options = paymentOptionsOf(amountDue, brand.payments.fees, availability);
      return {
        amountDue,
        options: insteadOfWire ? options.filter((option) => modesInsteadOfWire.includes(option.mode)) : options,
        availableCredit: availability.availableCredit,
        wireConfirmationHours,
      };
    },

    /**
     * Before booking: how the signed-in customer could pay a booking of `amount` (the total the booking flow computed
     * with the booking's own rule), each mode with its fee, by the same rule as a booking's options.
     */
    async optionsForAmount(amount: Money, viewer: Viewer): Promise<PaymentOptionsResponse['data']> {
      const session = viewer.session as SessionToken;
      const [brand, customer] = await Promise.all([brandOf(session.brandId), customerOf(session.customerId)]);
      const availability = await availabilityFor(brand, customer);
      return {
        amountDue: amount,
        options: paymentOptionsOf(amount, brand.payments.fees, availability),
        availableCredit: availability.availableCredit,
        wireConfirmationHours,
      };
    },

    /** A booking's payments as its details show them (the bookings module's reader, wired by app.ts). */
    async listForBooking(bookingUuid: string): Promise<BookingPayment[]> {
      return (await repository.ofBooking(bookingUuid)).map((row) => {
        const view = viewOf(row);
        return {
          id: view.id,
          mode: view.mode,
          status: view.status,
          createdAt: view.createdAt,
          paidAt: view.paidAt,
          amount: view.amount,
          fee: view.fee,
          referenceNumber: view.referenceNumber,
          receiptPath: view.receiptPath,
        };
      });
    },

    async list(bookingUuid: string, viewer: Viewer): Promise<PaymentView[]> {
      await accessibleBooking(bookingUuid, viewer);
      return (await repository.ofBooking(bookingUuid)).map(viewOf);
    },

    /**
     * POST …/payments with an Idempotency-Key: the same key answers the same payment (and the same provider page),
     * the same key with another mode is refused; a new key pays what is due in the mode asked for.
     */
    async create(
      bookingUuid: string,
      idempotencyKey: string,
      body: CreatePaymentRequest,
      viewer: Viewer,
    ): Promise<PaymentCreatedResponse['data']> {
      const booking = await accessibleBooking(bookingUuid, viewer);
      const [brand, customer] = await Promise.all([brandOf(booking.brandId), customerOf(booking.customerId)]);

      const insteadOfWire = body.insteadOfWire === true;
      if (insteadOfWire && !modesInsteadOfWire.includes(body.mode)) throw new AppError('PAYMENT_MODE_NOT_AVAILABLE');
      let payment = await repository.byIdempotencyKey(bookingUuid, idempotencyKey);
      if (!payment) {
        const amountDue = await amountDueOf(booking, { insteadOfWire });
        if (amountDue.amountMinor <= 0) throw new AppError('NOTHING_TO_PAY');
        const availability = await availabilityFor(brand, customer);
        const offered = paymentOptionsOf(amountDue, brand.payments.fees, { ...availability, availableCredit: null });
        const price =
          body.mode === 'credit'
            ? paymentPriceOf(amountDue, null)
            : offered.find((option) => option.mode === body.mode);
        if (!price) throw new AppError('PAYMENT_MODE_NOT_AVAILABLE');
        const row = {
          brandId: booking.brandId,
          bookingUuid,
          customerId: booking.customerId,
          mode: body.mode,
          amountMinor: price.amount.amountMinor,
          feeMinor: price.fee.amountMinor,
          currency: price.amount.currency,
          idempotencyKey,
          provider: providerOfMode[body.mode] ?? null,
          bankDetails: body.mode === 'wire' ? availability.wireBankDetails : null,
          createdAt: new Date(now()),
        };
        if (body.mode === 'credit') {
          const context = await mailContextOf(bookingUuid);
          payment = await db.transaction(async (tx) => {
            // The credit line is locked: two credit payments never both spend the same credit.
            const inTransaction = createPaymentsRepository(tx);
            const line = await inTransaction.creditLineForUpdate(customer.id);
            if (!line || line.amountMinor <= 0) throw new AppError('PAYMENT_MODE_NOT_AVAILABLE');
            const available = await availableCreditFor(customer.id, inTransaction);
            if (!available || !creditCovers(available, amountDue)) throw new AppError('INSUFFICIENT_CREDIT');
            const inserted = await insertPayment(tx, row);
            if (inserted) return (await recordSuccess(tx, inserted.id, {}, context)) ?? inserted;
            return undefined;
          });
        } else {
          payment =
            body.mode === 'wire'
              ? await db.transaction(
                  async (tx) =>
                    (await keepWireActionInStep(tx, bookingUuid, () => insertPayment(tx, row))) as PaymentRow,
                )
              : await insertPayment(db, row);
        }
        // Another request with this key got there first: answer its payment.
        payment ??= await repository.byIdempotencyKey(bookingUuid, idempotencyKey);
        if (!payment) throw new AppError('INTERNAL_SERVER_ERROR');
        if (body.mode === 'credit') mailService.deliverSoon();
      }
      if (payment.mode !== body.mode) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (payment.provider !== null && payment.redirectUrl === null) {
        payment = await openProviderPage(payment, booking, brand, customer);
      }
      return createdViewOf(payment);
    },

    /** Stripe's webhook: the signature checked on the raw body, then `checkout.session.completed` records once. */
    async stripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!providers.stripe) throw new AppError('ROUTE_NOT_FOUND');
      let outcome;
      try {
        outcome = providers.stripe.verifyWebhook(rawBody, signature, now());
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('WEBHOOK_SIGNATURE_INVALID', { cause: error });
        throw error;
      }
      const payment =
        outcome.kind === 'paid' ? await repository.byProviderObject('stripe', outcome.session.sessionId) : undefined;
      await recordWebhook(
        { provider: 'stripe', eventId: outcome.eventId, eventType: outcome.eventType },
        payment,
        outcome.kind === 'paid' ? outcome.session.paymentIntentId : null,
      );
    },

    /** PayPal's webhook: PayPal verifies it; PAYMENT.CAPTURE.COMPLETED records the order's payment once. */
    async paypalWebhook(headers: PaypalWebhookHeaders, rawBody: Buffer): Promise<void> {
      if (!providers.paypal) throw new AppError('ROUTE_NOT_FOUND');
      let event: PaypalWebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as PaypalWebhookEvent;
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      let verified: boolean;
      try {
        verified = typeof event.id === 'string' && (await providers.paypal.verifyWebhook(headers, event));
      } catch (error) {
        if (error instanceof PaymentProviderError)
          throw new AppError('PRODUCT_SERVICE_NOT_AVAILABLE', { cause: error });
        throw error;
      }
      if (!verified) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const orderId = event.resource.supplementary_data?.related_ids?.order_id;
      const completed = event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && event.resource.status === 'COMPLETED';
      const payment = completed && orderId ? await repository.byProviderObject('paypal', orderId) : undefined;
      await recordWebhook(
        { provider: 'paypal', eventId: event.id, eventType: event.event_type },
        payment,
        event.resource.id ?? null,
      );
    },

    /**
     * The buyer is back from PayPal (`?token=<order id>`): the order is captured (PayPal-Request-Id: a reload
     * captures nothing twice) and the booking page's path answered.
     */
    async paypalReturn(orderId: string): Promise<string> {
      const payment = providers.paypal ? await repository.byProviderObject('paypal', orderId) : undefined;
      if (!payment || !providers.paypal) throw new AppError('PAYMENT_NOT_FOUND');
      const booking = await bookings.byUuid(payment.bookingUuid);
      const page = booking
        ? bookingPageOf(booking, await brandOf(booking.brandId))
        : bookingPagePath(payment.bookingUuid);
      const backToBooking = `${page}?payment=${payment.id}`;
      if (payment.status !== 'pending') return backToBooking;
      try {
        const capture = await providers.paypal.captureOrder(orderId, `freightdesk-capture-${payment.id}`);
        if (capture.status === 'COMPLETED') {
          await recordSuccessOf(payment.bookingUuid, payment.id, { providerReference: capture.captureId });
        }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // The booking page shows the payment still pending; PayPal's webhook may yet confirm it.
        logger.warn({ err: error, paymentId: payment.id }, 'PayPal capture failed');
        return `${backToBooking}&failed=1`;
      }
      return backToBooking;
    },

    /** Staff: the wire transfer arrived (pending → succeeded; confirming again changes nothing). */
    async confirmWire(bookingUuid: string, paymentId: string, viewer: Viewer): Promise<PaymentView> {
      await accessibleBooking(bookingUuid, viewer);
      const payment = await repository.byId(paymentId);
      if (!payment || payment.bookingUuid !== bookingUuid) throw new AppError('PAYMENT_NOT_FOUND');
      // A failed transfer, or one the customer paid by card or PayPal instead (ADR 083), is not awaited.
      if (payment.mode !== 'wire' || payment.status === 'failed' || payment.status === 'replaced') {
        throw new AppError('PAYMENT_NOT_CONFIRMABLE');
      }
      const staffId = (viewer.session as SessionToken).customerId;
      const recorded = await recordSuccessOf(bookingUuid, payment.id, { confirmedBy: staffId });
      return viewOf(recorded ?? ((await repository.byId(paymentId)) as PaymentRow));
    },

    /** Staff: a customer's credit line and what is left of it. */
    async creditLine(customerId: string, staff: SessionToken): Promise<CreditLineResponse['data']> {
      const customer = await repository.customer(customerId);
      if (!customer || customer.brandId !== staff.brandId) throw new AppError('USER_NOT_FOUND');
      const line = await repository.creditLine(customerId);
      if (!line || !isCurrency(line.currency)) {
        return { customerId, creditLine: null, used: null, available: null, updatedAt: null };
      }
      const creditLine: Money = { amountMinor: line.amountMinor, currency: line.currency };
      const available = (await availableCreditFor(customerId)) ?? { amountMinor: 0, currency: line.currency };
      const usedMinor = (await repository.openCreditTotals(customerId))
        .filter((total) => total.currency === line.currency)
        .reduce((sum, total) => sum + total.amountMinor, 0);
      return {
        customerId,
        creditLine,
        used: { amountMinor: usedMinor, currency: line.currency },
        available,
        updatedAt: line.updatedAt.toISOString(),
      };
    },

    async setCreditLine(
      customerId: string,
      body: SetCreditLineRequest,
      staff: SessionToken,
      ipAddress = 'unknown',
    ): Promise<CreditLineResponse['data']> {
      const customer = await repository.customer(customerId);
      if (!customer || customer.brandId !== staff.brandId) throw new AppError('USER_NOT_FOUND');
      const before = await repository.creditLine(customerId);
      await repository.setCreditLine({ customerId, ...body, setBy: staff.customerId, now: new Date(now()) });
      await audit?.record({
        action: 'creditLine.changed',
        actor: { customerId: staff.customerId, email: staff.claims.email, ipAddress },
        subject: { customerId, email: customer.email },
        details: {
          before: before ? { amountMinor: before.amountMinor, currency: before.currency } : null,
          after: { amountMinor: body.amountMinor, currency: body.currency },
        },
      });
      return this.creditLine(customerId, staff);
    },

    /** The receipt of a succeeded payment as a PDF, in the booking's language, with the brand. */
    async receiptPdf(
      bookingUuid: string,
      paymentId: string,
      viewer: Viewer,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const booking = await accessibleBooking(bookingUuid, viewer);
      const row = await repository.byId(paymentId);
      if (!row || row.bookingUuid !== bookingUuid) throw new AppError('PAYMENT_NOT_FOUND');
      if (row.status !== 'succeeded' || !row.paidAt) throw new AppError('RECEIPT_NOT_AVAILABLE');
      const [brand, customer] = await Promise.all([brandOf(booking.brandId), customerOf(booking.customerId)]);
      const payment = viewOf(row);
      const pdf = await renderPaymentReceiptPdf(
        {
          bookingUuid,
          shipmentId: booking.shipmentId,
          receiptNumber: payment.referenceNumber,
          paidAt: row.paidAt.toISOString(),
          mode: payment.mode,
          amount: payment.amount,
          transactionFee: payment.fee.amountMinor > 0 ? payment.fee : null,
          total: payment.total,
          referenceNumber: payment.providerReference,
          customer: {
            name: displayNameOf(customer),
            company: customer.legalName,
            email: customer.email,
          },
          issuedAt: new Date(now()).toISOString(),
        },
        mailLanguageOf(booking.language, brand),
        await pdfBrandOf(brand, brandAssetsDirOf(brand.id)),
      );
      return { pdf, fileName: `receipt-${payment.referenceNumber}.pdf` };
    },
  };
}
