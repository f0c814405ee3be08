// What the parts of the quotes service share (docs/decisions/041-quotes.md): the options, the stores, and a quote's
// pricing from the tariffs, first with the requested terminals, then completed with the nearby ones.
import {
  calendarDateInUtc,
  formatCalendarDate,
  priceSearch,
  quoteValidUntil,
  type CargoSearch,
  type Currency,
  type Language,
  type PricedSearch,
  type RateMargin,
  type SalesRequestReason,
} from '@freightdesk/domain';
import type { Database } from '../../db/database';
import type { BrandsService } from '../brands/brands.service';
import type { CustomRequestsService } from '../custom-requests/custom-requests.service';
import { defaultNearbyRadiusKm } from '../tariffs/candidate-terminals';
import type { TariffsService } from '../tariffs/tariffs.service';
import { referenceLegDistances } from './leg-distances';
import { createQuoteProgress } from './quote-progress';
import { createQuoteSharesRepository } from './quote-shares.repository';
import { rateIdsInQuote } from './rate-ids';
import { createQuotesRepository, type QuotePricingUpdate, type QuoteRow } from './quotes.repository';
import { storedChargeItems, storedRates } from './stored-quote-parts';

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

/** What every part of the quotes service shares: its options, its stores, and pricing a quote and completing it. */
export function createQuotesContext({
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

  return {
    repository,
    shares,
    progress,
    pendingCompletions,
    today,
    now,
    nearbyRadiusKm,
    tariffsService,
    brandsService,
    customisations,
    price,
    pricingUpdate,
    askSales,
    completeQuote,
    completeLater,
  };
}

export type QuotesContext = ReturnType<typeof createQuotesContext>;
