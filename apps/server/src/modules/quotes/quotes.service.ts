// One service for a quote's whole life (admit, price, complete later, read in any currency, save,
// list): its steps share the pricing and the stored snapshot; long for that reason (ADR 041).
import {
  admitQuoteRequest,
  calendarDateInUtc,
  customerViewOfRate,
  customisedChargeItems,
  defaultCurrencyFor,
  defaultRateSortOrder,
  formatCalendarDate,
  isDeliveredAtPlace,
  isQuoteExpired,
  normalizeCargoSearch,
  placeCodesOfQuote,
  priceSearch,
  quoteRatesInCurrency,
  quoteTypeOfCode,
  quoteValidUntil,
  rateOfOffer,
  rateWithCustomisedLines,
  routeKindOf,
  servicesIncludedIn,
  sortRates,
  tagRates,
  type CargoSearch,
  type CreateQuoteRequest,
  type Currency,
  type Language,
  type MyQuotesPage,
  type MyQuotesQuery,
  type PricedChargeItem,
  type PricedSearch,
  type Rate,
  type RateMargin,
  type QuoteTypeCode,
  type QuoteView,
  type RouteKind,
  type SalesRequestReason,
  type SearchShipmentType,
  type AdditionalServiceCode,
  type RequestOffer,
} from '@freightdesk/domain';
import { randomUUID } from 'node:crypto';
import { countryName } from '../../../reference-data/src/countries';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import type { SessionToken } from '../accounts/session-tokens';
import type { BrandsService } from '../brands/brands.service';
import type { CustomRequestsService } from '../custom-requests/custom-requests.service';
import { defaultNearbyRadiusKm } from '../tariffs/candidate-terminals';
import type { TariffsService } from '../tariffs/tariffs.service';
import { referenceLegDistances } from './leg-distances';
import { assertQuoteReadable } from './quote-access';
import { quotePlaces } from './quote-places';
import { createQuoteProgress } from './quote-progress';
import { createQuoteSharesRepository } from './quote-shares.repository';
import { rateIdsInQuote } from './rate-ids';
import { createQuotesRepository, type QuotePricingUpdate, type QuoteRow } from './quotes.repository';
import { chargeItemsOfStored, ratesOfStored, storedChargeItems, storedRates } from './stored-quote-parts';

/** Where quotes that get no instant price go: the custom-requests module. */
export type SalesRequests = Pick<CustomRequestsService, 'recordSalesRequest'>;

export interface QuotesLogger {
  error(details: object, message: string): void;
}

/** A rate's customised price in force (docs/decisions/081-staff-quote-tools.md). */
export interface RateCustomisationInForce {
  margins: RateMargin[];
  customisedAt: Date;
  customisedByEmail: string;
}

/** Where customised prices come from: the staff-quotes module. */
export interface QuoteCustomisationsReader {
  inForce(quoteUuid: string): Promise<Map<string, RateCustomisationInForce>>;
}

export interface QuotesServiceOptions {
  db: Database;
  /** Customised prices; without it, every quote reads at its rate-sheet price. */
  customisations?: QuoteCustomisationsReader;
  tariffsService: TariffsService;
  brandsService: BrandsService;
  salesRequests: SalesRequests;
  logger: QuotesLogger;
  now?: () => number;
  /** Nearby ports and airports within this distance (km) stand in for the requested ones. */
  nearbyRadiusKm?: number;
}

/**
 * A quote whose later sources have not answered after this long was left by a stopped process: its
 * next read completes it.
 */
export const abandonedQuoteAfterMs = 15_000;

export type QuotesService = ReturnType<typeof createQuotesService>;

export function createQuotesService({
  db,
  tariffsService,
  brandsService,
  salesRequests,
  logger,
  now = Date.now,
  nearbyRadiusKm = defaultNearbyRadiusKm,
  customisations,
}: QuotesServiceOptions) {
  const repository = createQuotesRepository(db);
  const shares = createQuoteSharesRepository(db);
  const progress = createQuoteProgress();
  const pendingCompletions = new Set<Promise<unknown>>();
  const today = () => formatCalendarDate(calendarDateInUtc(new Date(now())));

  /**
   * The search priced from the tariffs. The first answer (`complete: false`) takes the requested
   * ports and airports (a door: every terminal around it, with its trucking); the complete one
   * adds the nearby terminals, which the engine uses when the requested ones have no rate.
   */
  async function price(search: CargoSearch, uuid: string, currency: Currency, complete: boolean) {
    const day = today();
    const candidates = await tariffsService.candidatesForSearch({
      origin: { type: search.origin.type, code: search.origin.code },
      destination: { type: search.destination.type, code: search.destination.code },
      validOnOrAfter: day,
      nearbyRadiusKm,
      includeNearbyTerminals: complete,
      shipmentType: search.shipmentType,
      ...(search.cargo?.kind === 'containers'
        ? { containerTypes: search.cargo.containers.map((item) => item.containerType) }
        : {}),
    });
    // Stored with the internal-only fields; `viewOf` removes them for customers. Rate ids are
    // derived from the quote and the offer, so a rate keeps its id when later sources re-price.
    const priced = priceSearch(search, candidates, {
      today: day,
      requestedCurrency: currency,
      isInternalUser: true,
      nearbyRadiusKm,
      idFor: rateIdsInQuote(uuid),
      legDistances: referenceLegDistances,
    });
    return { ...priced, candidates };
  }

  function pricingUpdate(priced: PricedSearch, createdOn: string, stage: number): QuotePricingUpdate {
    return {
      quoteTypeCode: priced.quoteTypeCode,
      isPartial: priced.isPartial,
      pricedRouteKind: priced.pricedRouteKind,
      rates: storedRates(priced.rates),
      chargeItems: storedChargeItems(priced.chargeItemsByRateUuid),
      exchangeRates: priced.exchangeRates,
      unpricedServices: priced.unpricedServices,
      noInstantQuoteReason: null,
      salesRequestUuid: null,
      validUntil: quoteValidUntil(priced.rates, createdOn),
      stage,
    };
  }

  async function askSales(
    row: Pick<QuoteRow, 'uuid' | 'search' | 'customerId' | 'brandId' | 'language'>,
    reason: SalesRequestReason,
  ) {
    const { uuid } = await salesRequests.recordSalesRequest({
      reason,
      quoteUuid: row.uuid,
      search: row.search,
      customerId: row.customerId,
      brandId: row.brandId,
      language: row.language as Language,
    });
    return { noInstantQuoteReason: reason, salesRequestUuid: uuid };
  }

  /** What completing a quote needs to know of it. */
  type QuoteToComplete = Pick<
    QuoteRow,
    'uuid' | 'search' | 'currency' | 'createdAt' | 'customerId' | 'brandId' | 'language'
  >;

  /**
   * The later source: the nearby ports and airports. Completes the quote (once, whichever process gets
   * there first).
   */
  async function completeQuote(uuid: string, known?: QuoteToComplete): Promise<void> {
    const row = known ?? (await repository.findByUuid(uuid));
    if (!row || ('isCompleted' in row && row.isCompleted)) return;
    const priced = await price(row.search, uuid, row.currency as Currency, true);
    const createdOn = formatCalendarDate(calendarDateInUtc(row.createdAt));
    const update = pricingUpdate(priced, createdOn, 2);
    const completed = await repository.complete(
      uuid,
      priced.rates.length === 0 ? { ...update, ...(await askSales(row, 'NO_RATES')) } : update,
      new Date(now()),
    );
    if (completed) progress.notify(uuid);
  }

  function completeLater(row: QuoteToComplete): void {
    const uuid = row.uuid;
    const completion = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => completeQuote(uuid, row))
      .catch((error: unknown) =>
        logger.error({ err: error, quoteUuid: uuid }, 'completing a quote failed (its next read retries)'),
      )
      .finally(() => pendingCompletions.delete(completion));
    pendingCompletions.add(completion);
  }

  /** The quote's rates as stored: at their rate-sheet price, with their billing lines. */
  function storedPricing(row: Pick<QuoteRow, 'rates' | 'chargeItems'>) {
    const chargeItemsByRateUuid = chargeItemsOfStored(row.chargeItems);
    return { rates: ratesOfStored(row.rates, chargeItemsByRateUuid), chargeItemsByRateUuid };
  }

  /**
   * The rates a reader is priced: every customised rate at its customised price (the customer never sees the
   * rate-sheet price of a customised rate, docs/decisions/081-staff-quote-tools.md); tags and order decided again.
   */
  async function customisedPricing(
    row: Pick<QuoteRow, 'uuid' | 'rates' | 'chargeItems' | 'requestedRouteKind'>,
  ): Promise<{ rates: Rate[]; chargeItemsByRateUuid: Record<string, PricedChargeItem[]>; customised: boolean }> {
    const stored = storedPricing(row);
    const inForce = customisations && row.rates.length > 0 ? await customisations.inForce(row.uuid) : undefined;
    if (!inForce || inForce.size === 0) return { ...stored, customised: false };
    const chargeItemsByRateUuid = { ...stored.chargeItemsByRateUuid };
    let customised = false;
    const rates = stored.rates.map((rate) => {
      const customisation = inForce.get(rate.uuid);
      if (!customisation || customisation.margins.length === 0) return rate;
      customised = true;
      const items = customisedChargeItems(chargeItemsByRateUuid[rate.uuid] ?? [], customisation.margins);
      chargeItemsByRateUuid[rate.uuid] = items;
      return rateWithCustomisedLines(rate, items, {
        customisedAt: customisation.customisedAt.toISOString(),
        customisedBy: customisation.customisedByEmail,
      });
    });
    if (!customised) return { ...stored, customised };
    const context = { now: today(), requestedRouteKind: row.requestedRouteKind as RouteKind };
    return {
      rates: sortRates(tagRates(rates, context), defaultRateSortOrder, context),
      chargeItemsByRateUuid,
      customised,
    };
  }

  async function viewOf(
    row: QuoteRow,
    { currency, viewer, language }: { currency: Currency; viewer: Viewer; language: Language },
  ): Promise<QuoteView> {
    const day = today();
    const requestedRouteKind = row.requestedRouteKind as RouteKind;
    const stored = await customisedPricing(row);
    const inCurrency =
      currency === row.currency
        ? { ...stored, currency, exchangeRates: row.exchangeRates }
        : quoteRatesInCurrency(stored, {
            currency,
            exchangeRates: await tariffsService.exchangeRatesAsOf(day),
            today: day,
            requestedRouteKind,
          });
    // Internal-only fields for staff (the route's one staff test, docs/decisions/049-access.md).
    const rates = viewer.isStaff ? inCurrency.rates : inCurrency.rates.map(customerViewOfRate);
    const search = row.search;
    const isExpired = isQuoteExpired(row.validUntil, day);
    return {
      uuid: row.uuid,
      currency,
      quoteType: quoteTypeOfCode(row.quoteTypeCode as QuoteTypeCode),
      quoteTypeCode: row.quoteTypeCode as QuoteTypeCode,
      shipmentType: row.shipmentType as SearchShipmentType,
      // The country named in the reader's language (`lang`).
      origin: {
        ...search.origin,
        countryName: countryName(search.origin.countryIsoCode, language) ?? search.origin.countryIsoCode,
      },
      destination: {
        ...search.destination,
        countryName: countryName(search.destination.countryIsoCode, language) ?? search.destination.countryIsoCode,
      },
      cargoReadyDate: search.cargoReadyDate,
      commodity: search.commodity,
      cargo: search.cargo,
      search,
      isDap: isDeliveredAtPlace(search.origin, search.destination),
      isExpired,
      isCompleted: row.isCompleted,
      isPartial: row.isPartial,
      requestedRouteKind,
      pricedRouteKind: row.pricedRouteKind as RouteKind | null,
      servicesIncluded: servicesIncludedIn((row.pricedRouteKind as RouteKind | null) ?? requestedRouteKind),
      rates,
      billingItems: inCurrency.chargeItemsByRateUuid,
      /** The exchange rates the totals use, with their dates ("rates as of"). */
      exchangeRates: inCurrency.exchangeRates,
      places: quotePlaces(placeCodesOfQuote({ origin: search.origin, destination: search.destination, rates })),
      unpricedServices: row.unpricedServices as AdditionalServiceCode[],
      noInstantQuoteReason: row.noInstantQuoteReason as SalesRequestReason | null,
      nearbyRadiusKm: row.nearbyRadiusKm,
      validUntil: row.validUntil,
      savedOn: row.savedOn?.toISOString() ?? null,
      fetchTimes: {
        createdAt: row.createdAt.toISOString(),
        firstRatesMs: row.firstRatesMs,
        completedAt: row.completedAt?.toISOString() ?? null,
      },
    };
  }

  /** The quote if the viewer may read it, and when it was shared with them (if it was: their "saved on"). */
  async function readableRow(
    uuid: string,
    viewer: Viewer,
    load: (uuid: string) => Promise<QuoteRow | undefined> = repository.findByUuid,
  ): Promise<{ row: QuoteRow; sharedAt?: Date }> {
    let row = await load(uuid);
    if (!row) throw new AppError('QUOTE_NOT_FOUND');
    const reader = viewer.session?.customerId;
    const sharedAt =
      reader !== undefined && row.customerId !== null && row.customerId !== reader
        ? await shares.sharedAt(uuid, reader)
        : undefined;
    await assertQuoteReadable(row, viewer, async () => sharedAt !== undefined);
    if (!row.isCompleted && now() - row.createdAt.getTime() > abandonedQuoteAfterMs) {
      await completeQuote(uuid);
      row = (await load(uuid)) ?? row;
    }
    return { row, ...(sharedAt ? { sharedAt } : {}) };
  }

  return {
    progress,

    /**
     * POST /api/v2/quotes. The first answer (the requested ports or airports, or every terminal
     * around a door with its trucking) is priced before the call returns; when it has no rate,
     * the nearby terminals are read and priced just after and the quote completes
     * (`isCompleted`). See docs/decisions/041-quotes.md.
     */
    async createQuote({
      body,
      session,
      hostname,
      language,
      reader,
    }: {
      body: CreateQuoteRequest;
      session: SessionToken | null;
      hostname: string;
      language: Language;
      /** Who reads the answer and in which language: the answer is the quote as getQuote shows it to them. */
      reader: { viewer: Viewer; language: Language };
    }): Promise<QuoteView> {
      // The answer is the quote's view itself, so the results page paints from it without reading it again
      // (docs/decisions/071-quote-journey-speed.md).
      const answer = async (uuid: string) => {
        const row = await repository.findByUuid(uuid);
        if (!row) throw new AppError('QUOTE_NOT_FOUND');
        return viewOf(row, { currency: row.currency as Currency, ...reader });
      };
      const startedAtMs = performance.now();
      const { currency: requestedCurrency, quoteCategory, ...searchFields } = body;
      const search = normalizeCargoSearch(searchFields);
      const brand = await brandsService.configurationForHost(hostname);
      const claims = session?.claims ?? null;
      const admission = admitQuoteRequest(search, {
        today: today(),
        commodityRequired: brand.featureFlags.commodityInQuoteForm,
        customerType: claims?.customer_type ?? null,
        quoteCategory: quoteCategory ?? null,
      });
      if (admission.outcome === 'rejected')
        throw new AppError(admission.error.message, { fieldErrors: admission.error.errors });

      const uuid = randomUUID();
      const currency =
        requestedCurrency ??
        defaultCurrencyFor({
          preferredCurrency: claims?.preferred_currency ?? null,
          phoneNumber: claims?.phone_number ?? undefined,
        });
      const createdAt = new Date(now());
      const createdOn = formatCalendarDate(calendarDateInUtc(createdAt));
      const base = {
        uuid,
        brandId: brand.id,
        customerId: session?.customerId ?? null,
        createdByGuest: session === null,
        shipmentType: search.shipmentType,
        originCode: search.origin.code,
        originCity: search.origin.city,
        originCountryIsoCode: search.origin.countryIsoCode,
        destinationCode: search.destination.code,
        destinationCity: search.destination.city,
        destinationCountryIsoCode: search.destination.countryIsoCode,
        search,
        currency,
        language,
        requestedRouteKind: routeKindOf(search.origin.type, search.destination.type),
        nearbyRadiusKm,
        createdAt,
      };

      if (admission.outcome === 'salesRequest') {
        const sales = await askSales(base, admission.reason);
        await repository.insert({
          ...base,
          quoteTypeCode: 'NIQ',
          rates: [],
          chargeItems: storedChargeItems({}),
          exchangeRates: [],
          unpricedServices: [],
          ...sales,
          validUntil: quoteValidUntil([], createdOn),
          stage: 1,
          isCompleted: true,
          completedAt: createdAt,
          firstRatesMs: Math.round(performance.now() - startedAtMs),
        });
        return answer(uuid);
      }

      const priced = await price(search, uuid, currency, false);
      // Nearby ports and airports stand in only when the requested ones have no rate (a door
      // already takes every terminal around it): then they are read just after this answer.
      const hasLaterSource =
        priced.rates.length === 0 &&
        (search.origin.type !== 'POSTAL_CODE' || search.destination.type !== 'POSTAL_CODE');
      const update = pricingUpdate(priced, createdOn, 1);
      await repository.insert({
        ...base,
        ...update,
        ...(priced.rates.length === 0 && !hasLaterSource ? await askSales(base, 'NO_RATES') : {}),
        isCompleted: !hasLaterSource,
        completedAt: hasLaterSource ? null : createdAt,
        firstRatesMs: Math.round(performance.now() - startedAtMs),
      });
      // Read before the later source may start (it waits for the next turn of the event loop): the answer is the
      // first stage, as a read right after this call would see it.
      const view = await answer(uuid);
      if (hasLaterSource) completeLater({ ...base, currency });
      return view;
    },

    /**
     * GET /api/v2/quotes/customer/{quoteId}: the quote in `currency`; expired quotes come flagged (the
     * route answers 410).
     */
    async customerQuote(
      uuid: string,
      { currency, viewer, language }: { currency: Currency | undefined; viewer: Viewer; language: Language },
    ): Promise<QuoteView> {
      const { row, sharedAt } = await readableRow(uuid, viewer);
      const view = await viewOf(row, { currency: currency ?? (row.currency as Currency), viewer, language });
      // Shared with the reader: in their My quotes since it was shared (ADR 059).
      return sharedAt ? { ...view, savedOn: sharedAt.toISOString() } : view;
    },

    /**
     * Saves the quote to My quotes (a guest's quote becomes the saver's) or takes it off. A quote shared
     * with the caller is in their My quotes already; taking it off ends the share (ADR 059).
     */
    async setSaved(uuid: string, session: SessionToken, saved: boolean): Promise<{ savedOn: string | null }> {
      const row = await repository.findByUuid(uuid);
      if (!row) throw new AppError('QUOTE_NOT_FOUND');
      if (row.customerId !== null && row.customerId !== session.customerId) {
        const sharedAt = await shares.sharedAt(uuid, session.customerId);
        if (!sharedAt) throw new AppError('ACCESS_FORBIDDEN');
        if (saved) return { savedOn: sharedAt.toISOString() };
        await shares.remove(uuid, session.customerId);
        return { savedOn: null };
      }
      const savedOn = saved ? new Date(now()) : null;
      if (!(await repository.setSaved(uuid, session.customerId, savedOn))) throw new AppError('ACCESS_FORBIDDEN');
      return { savedOn: savedOn?.toISOString() ?? null };
    },

    /** GET /api/v2/quotes: the customer's (saved) quotes, newest first, with the My quotes filters. */
    async myQuotes(session: SessionToken, query: MyQuotesQuery): Promise<MyQuotesPage> {
      return this.quotesOfCustomer(session.customerId, query);
    },

    /**
     * A customer's quotes, newest first, with the My quotes filters: My quotes, and the staff console's customer page
     * (the console checks the customer is of the staff member's brand, ADR 075).
     */
    async quotesOfCustomer(customerId: string, query: MyQuotesQuery): Promise<MyQuotesPage> {
      const { rows, total } = await repository.list({
        customerId,
        savedOnly: query.saved,
        shipmentType: query.mode,
        origin: query.origin,
        destination: query.destination,
        quoteType: query.quoteType,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const day = today();
      return {
        data: rows.map((row) => ({
          uuid: row.uuid,
          mode: row.shipmentType as SearchShipmentType,
          quoteType: row.isShared ? ('shared' as const) : quoteTypeOfCode(row.quoteTypeCode as QuoteTypeCode),
          quoteTypeCode: row.quoteTypeCode as QuoteTypeCode,
          origin: row.search.origin,
          destination: row.search.destination,
          cargo: row.search.cargo,
          cargoReadyDate: row.search.cargoReadyDate,
          rateCount: row.rateCount,
          lowestTotal:
            row.lowestTotal === null ? null : { amountMinor: row.lowestTotal, currency: row.currency as Currency },
          isCompleted: row.isCompleted,
          isExpired: isQuoteExpired(row.validUntil, day),
          validUntil: row.validUntil,
          createdAt: row.createdAt.toISOString(),
          savedOn: row.savedOn?.toISOString() ?? null,
        })),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    /**
     * A rate of a quote the viewer may read, for booking it (docs/decisions/063-booking-lifecycle.md):
     * as stored, internal data included (the bookings module keeps it server-side), with what a
     * booking copies from its quote. 404 RATE_NOT_FOUND when the quote has no such rate.
     */
    async rateForBooking(quoteUuid: string, rateUuid: string, viewer: Viewer) {
      // Only the booked rate is read: a quote holds every rate of the search.
      const { row } = await readableRow(quoteUuid, viewer, (uuid) => repository.findByUuidWithOneRate(uuid, rateUuid));
      // A customised rate is booked at its customised price (docs/decisions/081-staff-quote-tools.md).
      const stored = row.rates.find((rate) => rate.uuid === rateUuid);
      const [rate] = stored ? (await customisedPricing({ ...row, rates: [stored] })).rates : [];
      if (!rate) throw new AppError('RATE_NOT_FOUND');
      const { uuid, brandId, shipmentType, search, exchangeRates, createdAt } = row;
      return { quote: { uuid, brandId, shipmentType, search, exchangeRates, createdAt }, rate };
    },

    /**
     * A quote made by staff from a priced offer (docs/decisions/078-staff-requests-inbox.md): the
     * request's search with the one rate the offer describes (provider `offer`, its charge lines
     * frozen in the offer's currency, valid through the offer's date within the quote's 30-day cap),
     * stored as every quote is (type Manual). The customer's quote is in their My quotes at once; a
     * guest's is read by its link, as a guest's quote is. `executor`: the caller's transaction.
     */
    async createQuoteFromOffer({
      brandId,
      customerId,
      search,
      offer,
      language,
      requestUuid,
      executor,
    }: {
      brandId: string;
      customerId: string | null;
      search: CargoSearch;
      offer: RequestOffer;
      language: Language;
      requestUuid: string;
      executor?: Database;
    }): Promise<{ uuid: string; rateUuid: string }> {
      const uuid = randomUUID();
      const rateUuid = rateIdsInQuote(uuid)(`offer:${requestUuid}`);
      const { rate, chargeItems } = rateOfOffer(offer, { uuid: rateUuid, search, requestUuid });
      const createdAt = new Date(now());
      const createdOn = formatCalendarDate(calendarDateInUtc(createdAt));
      const routeKind = routeKindOf(search.origin.type, search.destination.type);
      await (executor ? createQuotesRepository(executor) : repository).insert({
        uuid,
        brandId,
        customerId,
        createdByGuest: customerId === null,
        shipmentType: offer.shipmentType,
        originCode: search.origin.code,
        originCity: search.origin.city,
        originCountryIsoCode: search.origin.countryIsoCode,
        destinationCode: search.destination.code,
        destinationCity: search.destination.city,
        destinationCountryIsoCode: search.destination.countryIsoCode,
        search: { ...search, shipmentType: offer.shipmentType },
        currency: offer.currency,
        language,
        requestedRouteKind: routeKind,
        pricedRouteKind: routeKind,
        nearbyRadiusKm,
        quoteTypeCode: 'Manual',
        isPartial: false,
        rates: storedRates([rate]),
        chargeItems: storedChargeItems({ [rateUuid]: chargeItems }),
        exchangeRates: [],
        unpricedServices: [],
        validUntil: quoteValidUntil([rate], createdOn),
        stage: 1,
        isCompleted: true,
        completedAt: createdAt,
        firstRatesMs: 0,
        createdAt,
        savedOn: customerId === null ? null : createdAt,
      });
      return { uuid, rateUuid };
    },

    /**
     * A quote's rates at their rate-sheet price, for staff who customise it or download a rate's price
     * (docs/decisions/081-staff-quote-tools.md); the quote as the reader sees it beside them.
     */
    async staffPricing(
      uuid: string,
      viewer: Viewer,
      { currency, language }: { currency?: Currency; language: Language },
    ) {
      const { row } = await readableRow(uuid, viewer);
      const view = await viewOf(row, { currency: currency ?? (row.currency as Currency), viewer, language });
      return {
        quote: { uuid: row.uuid, customerId: row.customerId, brandId: row.brandId, currency: row.currency as Currency },
        original: storedPricing(row),
        view,
      };
    },

    /** Waits for the completions this process started (app close: nothing writes after the database closes). */
    async settle(): Promise<void> {
      while (pendingCompletions.size > 0) await Promise.allSettled([...pendingCompletions]);
    },
  };
}
