// The four kinds of request staff answer by hand (custom air, custom, e-commerce, sales) share
// their checks, limits, acknowledgement and staff reads, hence one service (ADR 040).
import {
  calendarDateInUtc,
  cargoSearchInvalidityReasons,
  customQuoteAnswerBy,
  customRequestAnswerPolicy,
  eCommerceCallbackReplyByMs,
  formatCalendarDate,
  fullNameOf,
  isLanguage,
  normalisePhoneNumber,
  searchInvalidityErrorBody,
  type BrandConfiguration,
  type CargoSearch,
  type CustomQuoteRequestBody,
  type CustomQuoteRequestCreated,
  type CustomQuoteRequestKind,
  type CustomRequestContact,
  type CustomRequestListQuery,
  type CustomRequestPage,
  type CustomRequestView,
  type ECommerceCallbackCreated,
  type ECommerceCallbackRequestBody,
  type Language,
  type SalesRequestReason,
  type SearchLocation,
} from '@freightdesk/domain';
import { pino } from 'pino';
import type { Database } from '../../db/database';
import type { CustomRequestRow, NewCustomRequestRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import type { RequestOrigin } from '../../http/request-origin';
import type { AccountsService } from '../accounts/accounts.service';
import type { RateLimit } from '../accounts/account-policy';
import { createRateLimitsService, type RateLimitsService } from '../accounts/rate-limits.service';
import type { SessionToken } from '../accounts/session-tokens';
import type { BrandsService } from '../brands/brands.service';
import type { CustomRequestReceivedMessage } from '../mail/mail-templates';
import type { MailService } from '../mail/mail.service';
import { languageOfRequest } from '../../http/request-language';
import { createCustomRequestsRepository } from './custom-requests.repository';
import { assertPhoneNumberIssued } from '../accounts/phone-numbers';

export interface CustomRequestsServiceOptions {
  db: Database;
  mailService: MailService;
  /** Host name → brand for requests over HTTP, and the brand's name in e-mails (else its id). */
  brandsService?: BrandsService;
  /** Finds the customer a sales request is about, to acknowledge it (the accounts service). */
  accountsService?: Pick<AccountsService, 'findCustomerById'>;
  /** Counts guest submissions; by default a limiter with its counters in the database. */
  rateLimits?: Pick<RateLimitsService, 'countAttempt'>;
  now?: () => number;
}

export interface SalesRequestInput {
  reason: SalesRequestReason;
  quoteUuid: string;
  search: CargoSearch;
  customerId: string | null;
  brandId: string;
  language: Language;
}

export type CustomRequestsService = ReturnType<typeof createCustomRequestsService>;

const mailRequestOfKind = {
  CUSTOM_AIR_QUOTE: 'airQuote',
  CUSTOM_QUOTE: 'quote',
  ECOMMERCE_CALLBACK: 'eCommerceCallback',
  SALES_REQUEST: 'salesRequest',
} as const satisfies Record<string, CustomRequestReceivedMessage['request']>;

/**
 * Guest submissions per hour: 20 from one IP address (an office behind one address may send
 * several), 5 to one e-mail address (each one mails it).
 */
export const guestSubmissionLimit: RateLimit = { windowMs: 60 * 60 * 1000, perIp: 20, perAddress: 5 };

const invalid = (field: string, key: string) => new AppError('INVALID_PAYLOAD', { fieldErrors: { [field]: [key] } });

function placeSummary(location: SearchLocation): string {
  const where = [location.city, location.countryIsoCode].filter((part) => part !== null && part !== '').join(', ');
  return where === '' ? location.code : `${location.code} (${where})`;
}

/** `AIR · PVG (Shanghai, CN) → LAX (Los Angeles, US)`: what the acknowledgement names. */
export function shipmentSummary(search: CargoSearch): string {
  return `${search.shipmentType} · ${placeSummary(search.origin)} → ${placeSummary(search.destination)}`;
}

function viewOf(row: CustomRequestRow): CustomRequestView {
  return {
    uuid: row.id,
    kind: row.kind as CustomRequestView['kind'],
    status: row.status as CustomRequestView['status'],
    reason: row.reason as CustomRequestView['reason'],
    createdAt: row.createdAt.toISOString(),
    answerBy: row.answerBy,
    replyBy: row.replyBy?.toISOString() ?? null,
    customerId: row.customerId,
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone, company: row.company },
    language: isLanguage(row.language) ? row.language : 'en',
    shipmentType: row.shipmentType as CustomRequestView['shipmentType'],
    search: row.search,
    quoteUuid: row.quoteUuid,
    serviceType: row.serviceType as CustomRequestView['serviceType'],
    comments: row.comments,
  };
}

const emptyToNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/**
 * Requests staff answer by hand (docs/decisions/040-custom-requests.md): stored with the brand,
 * the signed-in customer (if any) and status `open`; acknowledged by e-mail in the requester's
 * language with the promised answer time; listed for staff.
 */
export function createCustomRequestsService({
  db,
  mailService,
  brandsService,
  accountsService,
  rateLimits,
  now = Date.now,
}: CustomRequestsServiceOptions) {
  const repository = createCustomRequestsRepository(db);
  // The database store never logs (only a Redis store does).
  const guestLimits = rateLimits ?? createRateLimitsService({ db, logger: pino({ enabled: false }), now });
  const todayUtc = () => formatCalendarDate(calendarDateInUtc(new Date(now())));

  /** The brand of the request's host (the session guards refused a token of another brand). */
  async function brandFor(hostname: string): Promise<BrandConfiguration> {
    if (!brandsService) throw new Error('custom requests over HTTP need the brands service');
    return brandsService.configurationForHost(hostname);
  }

  /** The page's language, else the signed-in customer's, else Accept-Language (else English). */
  function languageFor(requested: Language | undefined, origin: RequestOrigin): Language {
    return (
      requested ?? origin.session?.claims.preferred_language ?? languageOfRequest(undefined, origin.acceptLanguage)
    );
  }

  /**
   * A request may name a quote the caller could read: a guest's quote (its link), or the signed-in
   * caller's own; anyone else's is as unknown as a missing one (404 QUOTE_NOT_FOUND, ADR 053).
   */
  async function assertQuoteOfCaller(quoteUuid: string, session: SessionToken | null): Promise<void> {
    const owner = await repository.quoteOwner(quoteUuid);
    const readable =
      owner !== undefined &&
      (owner.customerId === null || owner.createdByGuest || owner.customerId === session?.customerId);
    if (!readable) throw new AppError('QUOTE_NOT_FOUND');
  }

  /** A phone number given, checked with full metadata as sign-up checks it (ADR 053); blank: none. */
  function issuedPhoneOrNull(phone: string | undefined, field: string): string | null {
    const given = emptyToNull(phone);
    if (given === null) return null;
    assertPhoneNumberIssued(normalisePhoneNumber(given), field);
    return given;
  }

  /** Guests are limited per address (and per e-mail, since each request mails it); customers are not. */
  async function limitGuest(origin: RequestOrigin, email: string): Promise<void> {
    if (origin.session === null)
      await guestLimits.countAttempt('custom-request', { ip: origin.ip, address: email }, guestSubmissionLimit);
  }

  /**
   * Mails the acknowledgement: a signed-in customer's to the account's own address, whatever
   * contact address the form gave (no one can make us mail a stranger through it, ADR 053); a
   * guest's to the address given (limited per address by `limitGuest`).
   */
  async function acknowledge(
    row: CustomRequestRow,
    brandId: string,
    due: CustomRequestReceivedMessage['due'],
    session: SessionToken | null,
  ): Promise<void> {
    const recipient = session?.claims.email ?? row.contactEmail;
    if (!recipient) return;
    await mailService.send({
      to: recipient,
      language: isLanguage(row.language) ? row.language : 'en',
      brandId,
      message: {
        kind: 'customRequestReceived',
        request: mailRequestOfKind[row.kind as keyof typeof mailRequestOfKind],
        contactName: row.contactName,
        reference: row.id,
        shipment: row.search ? shipmentSummary(row.search) : null,
        due,
      },
    });
  }

  /** Contact details: as given, else (signed in) the customer's own; a guest must give them. */
  function contactFor(
    given: CustomRequestContact | undefined,
    session: SessionToken | null,
  ): Pick<NewCustomRequestRow, 'contactName' | 'contactEmail' | 'contactPhone' | 'company'> {
    if (given) {
      return {
        contactName: given.name,
        contactEmail: given.email,
        contactPhone: issuedPhoneOrNull(given.phone, 'contact.phone'),
        company: emptyToNull(given.company),
      };
    }
    if (!session) throw invalid('contact', 'validation.required');
    const { claims } = session;
    return {
      contactName: [claims.contact_name, claims.contact_surname].filter(Boolean).join(' '),
      contactEmail: claims.email,
      contactPhone: claims.phone_number,
      company: claims.legal_name,
    };
  }

  /**
   * The search must be a quotable one (docs/product/quoting.md#search-validity); an air quote request must be an air
   * search.
   */
  function checkSearch(kind: CustomQuoteRequestKind, search: CargoSearch, brand: BrandConfiguration): void {
    const reasons = cargoSearchInvalidityReasons(search, {
      today: todayUtc(),
      commodityRequired: brand.featureFlags.commodityInQuoteForm,
    });
    const fieldErrors: Record<string, string[]> = {};
    if (kind === 'CUSTOM_AIR_QUOTE' && search.shipmentType !== 'AIR')
      fieldErrors['search.shipmentType'] = ['shipmentTypeNotAir'];
    const { message, errors = {} } =
      reasons.length > 0 ? searchInvalidityErrorBody(reasons) : { message: 'INVALID_PAYLOAD' as const };
    for (const [field, keys] of Object.entries(errors)) (fieldErrors[`search.${field}`] ??= []).push(...keys);
    if (Object.keys(fieldErrors).length > 0) throw new AppError(message, { fieldErrors });
  }

  return {
    /** POST /api/v2/custom-requests/air-quote and /quote: answered by a date 2 working days on. */
    async requestCustomQuote(
      kind: CustomQuoteRequestKind,
      body: CustomQuoteRequestBody,
      origin: RequestOrigin,
    ): Promise<CustomQuoteRequestCreated> {
      const brand = await brandFor(origin.hostname);
      checkSearch(kind, body.search, brand);
      const contact = contactFor(body.contact, origin.session);
      await limitGuest(origin, contact.contactEmail ?? '');
      if (body.quoteUuid !== undefined) await assertQuoteOfCaller(body.quoteUuid, origin.session);
      const answerBy = customQuoteAnswerBy(todayUtc());
      const row = await repository.insert({
        brandId: brand.id,
        customerId: origin.session?.customerId ?? null,
        kind,
        status: 'new',
        ...contact,
        language: languageFor(body.language, origin),
        shipmentType: body.search.shipmentType,
        search: body.search,
        quoteUuid: body.quoteUuid ?? null,
        comments: emptyToNull(body.comments),
        answerBy,
        createdAt: new Date(now()),
      });
      await acknowledge(row, brand.id, { kind: 'date', isoDate: answerBy }, origin.session);
      return { uuid: row.id, kind, answerBy };
    },

    /** POST /api/v2/custom-requests/e-commerce-callback: a reply within 72 hours. */
    async requestECommerceCallback(
      body: ECommerceCallbackRequestBody,
      origin: RequestOrigin,
    ): Promise<ECommerceCallbackCreated> {
      const brand = await brandFor(origin.hostname);
      await limitGuest(origin, body.email);
      issuedPhoneOrNull(body.phone, 'phone');
      const createdAtMs = now();
      const replyBy = new Date(eCommerceCallbackReplyByMs(createdAtMs));
      const row = await repository.insert({
        brandId: brand.id,
        customerId: origin.session?.customerId ?? null,
        kind: 'ECOMMERCE_CALLBACK',
        status: 'new',
        contactName: body.name,
        contactEmail: body.email,
        contactPhone: body.phone,
        company: emptyToNull(body.company),
        language: languageFor(body.language, origin),
        serviceType: body.serviceType,
        comments: emptyToNull(body.message),
        replyBy,
        createdAt: new Date(createdAtMs),
      });
      await acknowledge(
        row,
        brand.id,
        { kind: 'instant', iso: replyBy.toISOString(), withinHours: customRequestAnswerPolicy.eCommerceReplyHours },
        origin.session,
      );
      return { uuid: row.id, kind: 'ECOMMERCE_CALLBACK', replyBy: replyBy.toISOString() };
    },

    /**
     * For the quotes module: a search that gets no instant quote (a restricted commodity, or no
     * rates on the lane) becomes a request for sales, answered within 2 working days. The
     * customer (if any) is acknowledged by e-mail; a guest's quote has no address to write to.
     */
    async recordSalesRequest(input: {
      reason: 'RESTRICTED_COMMODITY' | 'NO_RATES';
      quoteUuid: string;
      search: CargoSearch;
      customerId: string | null;
      brandId: string;
      language: Language;
    }): Promise<{ uuid: string }> {
      const customer =
        input.customerId === null ? undefined : await accountsService?.findCustomerById(input.customerId);
      const answerBy = customQuoteAnswerBy(todayUtc());
      const row = await repository.insert({
        brandId: input.brandId,
        customerId: input.customerId,
        kind: 'SALES_REQUEST',
        status: 'new',
        reason: input.reason,
        contactName: customer ? fullNameOf(customer) : null,
        contactEmail: customer?.email ?? null,
        contactPhone: customer?.phoneNumber ?? null,
        company: customer?.legalName ?? null,
        language: input.language,
        shipmentType: input.search.shipmentType,
        search: input.search,
        quoteUuid: input.quoteUuid,
        answerBy,
        createdAt: new Date(now()),
      });
      // The contact is the customer's own account address here.
      if (customer) await acknowledge(row, input.brandId, { kind: 'date', isoDate: answerBy }, null);
      return { uuid: row.id };
    },

    /** GET /api/v2/custom-requests (a staff route): the host's brand's requests, newest first. */
    async list(hostname: string, query: CustomRequestListQuery): Promise<CustomRequestPage> {
      const brand = await brandFor(hostname);
      const { rows, total } = await repository.page(
        { brandId: brand.id, kind: query.kind, status: query.status },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return { data: rows.map(viewOf), meta: { page: query.page, pageSize: query.pageSize, total } };
    },

    /**
     * GET /api/v2/custom-requests/{uuid}: its own customer or staff of its brand; anyone else
     * (and an unknown uuid, so that ids cannot be probed) 403 ACCESS_FORBIDDEN.
     */
    async findForViewer(viewer: Viewer, hostname: string, uuid: string): Promise<CustomRequestView> {
      const brand = await brandFor(hostname);
      const row = await repository.findById(uuid);
      const isOwner = viewer.session !== null && row?.customerId === viewer.session.customerId;
      if (!row || row.brandId !== brand.id || !(viewer.isStaff || isOwner)) throw new AppError('ACCESS_FORBIDDEN');
      return viewOf(row);
    },
  };
}
