// Making a quote (docs/decisions/041-quotes.md): admitted, priced and stored before the call answers, or made by
// staff from a request's priced offer (docs/decisions/078-staff-requests-inbox.md).
import {
  admitQuoteRequest,
  calendarDateInUtc,
  defaultCurrencyFor,
  formatCalendarDate,
  normalizeCargoSearch,
  quoteValidUntil,
  rateOfOffer,
  routeKindOf,
  type CargoSearch,
  type CreateQuoteRequest,
  type Currency,
  type Language,
  type QuoteView,
  type RequestOffer,
} from '@freightdesk/domain';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import type { SessionToken } from '../accounts/session-tokens';
import { rateIdsInQuote } from './rate-ids';
import { createQuotesRepository } from './quotes.repository';
import { storedChargeItems, storedRates } from './stored-quote-parts';
import type { QuotesContext } from './quotes-context.service';
import type { QuoteViews } from './quote-views.service';

/** Making a quote: from a search (priced at once) or from staff's priced offer. */
export function quoteCreation(
  {
    repository,
    brandsService,
    nearbyRadiusKm,
    now,
    today,
    price,
    pricingUpdate,
    askSales,
    completeLater,
  }: QuotesContext,
  { viewOf }: QuoteViews,
) {
  return {
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
  };
}
