// What every payment job shares (docs/product/booking.md#payment-options, docs/decisions/065-payments.md): the
// database and its repositories, the providers, the brands and mail services, the clock, who may see and pay a
// booking, what is due and how it may be paid, and a payment as the API shows it.
import {
  availableCreditOf,
  bankDetailsForBranch,
  backendBranches,
  fallbackLanguage,
  isCurrency,
  resolveLanguage,
  type BackendBranch,
  type BrandConfiguration,
  type Language,
  type Money,
  type PaymentAvailability,
  type PaymentMode,
  type PaymentView,
} from '@freightdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { PaymentRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import type { SessionToken } from '../accounts/session-tokens';
import type { AuditService } from '../audit/audit.service';
import type { BrandsService } from '../brands/brands.service';
import type { MailService } from '../mail/mail.service';
import { brandBaseUrl } from '../quotes/quote-shares.service';
import { createPaymentBookingsRepository, type PaymentBooking } from './payment-bookings.repository';
import { createPaymentsRepository, type PayingCustomer } from './payments.repository';
import type { PaypalClient } from './providers/paypal-client';
import type { StripeClient } from './providers/stripe-client';

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

/** The path of a booking's page, where the providers send the customer back (docs/product/booking.md). */
export const bookingPagePath = (bookingUuid: string) => `/booking/${bookingUuid}`;

/** The booking's page in a language: under `/<language>` except in English (as the quote pages). */
export const bookingPathInLanguage = (bookingUuid: string, language: Language) =>
  language === fallbackLanguage ? bookingPagePath(bookingUuid) : `/${language}${bookingPagePath(bookingUuid)}`;

/** The booking's language where the brand shows it, else the brand's own. */
export const mailLanguageOf = (language: string, brand: BrandConfiguration): Language =>
  resolveLanguage({ pathname: `/${language}`, enabledLanguages: brand.supportedLanguages });

/** The booking's page in its language, where the providers send the customer back (an Arabic one to `/ar/…`). */
export const bookingPageOf = (booking: PaymentBooking, brand: BrandConfiguration) =>
  bookingPathInLanguage(booking.uuid, mailLanguageOf(booking.language, brand));

/** A payment as the API shows it. */
export function viewOf(row: PaymentRow): PaymentView {
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

export function createPaymentsContext({
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

  const branchOf = (customer: PayingCustomer): BackendBranch =>
    (backendBranches as readonly string[]).includes(customer.backendBranch)
      ? (customer.backendBranch as BackendBranch)
      : 'US';

  async function availableCreditFor(customerId: string, from = repository): Promise<Money | null> {
    const line = await from.creditLine(customerId);
    if (!line || line.amountMinor <= 0 || !isCurrency(line.currency)) return null;
    const open = (await from.openCreditTotals(customerId)).flatMap((total) =>
      isCurrency(total.currency) ? [{ amountMinor: total.amountMinor, currency: total.currency }] : [],
    );
    return availableCreditOf({ amountMinor: line.amountMinor, currency: line.currency }, open);
  }

  async function brandOf(brandId: string): Promise<BrandConfiguration> {
    const brand = await brandsService.configurationForId(brandId);
    if (!brand) throw new AppError('INTERNAL_SERVER_ERROR');
    return brand;
  }

  return {
    db,
    mailService,
    providers,
    brandAssetsDirOf,
    logger,
    now,
    audit,
    repository,
    bookings,
    brandOf,
    availableCreditFor,

    /** The booking, when the viewer may see and pay it: its customer or staff of its brand (else 403). */
    async accessibleBooking(bookingUuid: string, viewer: Viewer): Promise<PaymentBooking> {
      const session = viewer.session as SessionToken;
      const booking = await bookings.byUuid(bookingUuid);
      if (!booking) throw new AppError('BOOKING_NOT_FOUND');
      // Another brand's booking is someone else's, as the bookings module answers it (ADR 074): 403.
      const mayPay = viewer.isStaff ? booking.brandId === session.brandId : booking.customerId === session.customerId;
      if (!mayPay) throw new AppError('ACCESS_FORBIDDEN');
      return booking;
    },

    async customerOf(customerId: string): Promise<PayingCustomer> {
      const customer = await repository.customer(customerId);
      if (!customer) throw new AppError('BOOKING_NOT_FOUND');
      return customer;
    },

    /** The total less what is paid or on its way; instead of the wire (ADR 083), less what is paid only. */
    async amountDueOf(booking: PaymentBooking, { insteadOfWire = false } = {}): Promise<Money> {
      const committed = (await repository.committedTotals(booking.uuid, { countAwaitedWires: !insteadOfWire }))
        .filter((total) => total.currency === booking.total.currency)
        .reduce((sum, total) => sum + total.amountMinor, 0);
      return { amountMinor: Math.max(0, booking.total.amountMinor - committed), currency: booking.total.currency };
    },

    async availabilityFor(brand: BrandConfiguration, customer: PayingCustomer): Promise<PaymentAvailability> {
      return {
        card: providers.stripe !== null,
        paypal: providers.paypal !== null,
        wireBankDetails: bankDetailsForBranch(brand.payments, branchOf(customer)),
        availableCredit: await availableCreditFor(customer.id),
      };
    },

    /** The brand's public address (its host name): the provider pages' and mails' links start here. */
    async baseUrlOf(brand: BrandConfiguration): Promise<string> {
      return brandBaseUrl(publicUrl, (await brandsService.hostnamesForId(brand.id)) ?? []);
    },
  };
}

export type PaymentsContext = ReturnType<typeof createPaymentsContext>;
