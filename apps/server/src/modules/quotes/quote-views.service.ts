// Reading a quote (docs/decisions/041-quotes.md, 049-access.md): who may read it, its rates at the price in force
// (docs/decisions/081-staff-quote-tools.md), and the view a customer or staff member gets of it.
import {
  customerViewOfRate,
  customisedChargeItems,
  defaultRateSortOrder,
  isDeliveredAtPlace,
  isQuoteExpired,
  placeCodesOfQuote,
  quoteRatesInCurrency,
  quoteTypeOfCode,
  rateWithCustomisedLines,
  servicesIncludedIn,
  sortRates,
  tagRates,
  type Currency,
  type Language,
  type PricedChargeItem,
  type Rate,
  type QuoteTypeCode,
  type QuoteView,
  type RouteKind,
  type SalesRequestReason,
  type SearchShipmentType,
  type AdditionalServiceCode,
} from '@freightdesk/domain';
import { countryName } from '../../../reference-data/src/countries';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import { assertQuoteReadable } from './quote-access';
import { quotePlaces } from './quote-places';
import type { QuoteRow } from './quotes.repository';
import { chargeItemsOfStored, ratesOfStored } from './stored-quote-parts';
import { abandonedQuoteAfterMs, type QuotesContext } from './quotes-context.service';

/** A quote as a reader sees it: its rates priced (customised prices in force), in their currency and language. */
export function quoteViews({
  repository,
  shares,
  tariffsService,
  customisations,
  today,
  now,
  completeQuote,
}: QuotesContext) {
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

  return { storedPricing, customisedPricing, viewOf, readableRow };
}

export type QuoteViews = ReturnType<typeof quoteViews>;
