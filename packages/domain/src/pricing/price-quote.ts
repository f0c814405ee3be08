import { cargoTotals } from '../cargo/cargo-totals';
import {
  partialRouteKindsFor,
  preferredPartialRouteKind,
  quoteTypeCodeOf,
  type QuoteTypeCode,
} from '../rates/quote-type';
import type { Rate } from '../rates/rate';
import { sortRates, defaultRateSortOrder } from '../rates/rate-sort';
import { tagRates } from '../rates/rate-tags';
import type { CargoSearch } from '../search/cargo-search';
import type { IsoDate } from '../search/iso-date';
import { routeKindEndsAtDoor, routeKindOf, routeKindStartsAtDoor, type RouteKind } from '../search/route-kind';
import type { Currency } from '../shipping/shipment-type';
import {
  additionalServiceLines,
  indexAdditionalServicePrices,
  requestedAdditionalServices,
} from './additional-services';
import { airOffers } from './air-offers';
import type { PricedChargeItem, TariffChargeItem } from './charge-items';
import { currencyConverterFor, type AppliedExchangeRate } from './currency-conversion';
import { fclOffers } from './fcl-offers';
import { lclOffers } from './lcl-offers';
import {
  indexPortCharges,
  indexSurcharges,
  indexTruckingRates,
  portChargeLines,
  priceTruckingLeg,
  type PricedTruckingLeg,
} from './leg-charges';
import { ltlOffers } from './ltl-offers';
import { parcelOffers } from './parcel-offers';
import { offerEmissions, type LegDistances } from './offer-emissions';
import { preferRequestedTerminals, type MainLegOffer, type OfferContext } from './main-leg-offer';
import { assembleRate, type PricedRate } from './rate-assembly';
import { shipDateOf } from './tariff-schedule';
import type { AdditionalServiceCode, PricingCandidates } from './tariff-types';

export interface PriceSearchOptions {
  /** Today in the caller's clock: expiry, exchange-rate dates and the sort's "now". */
  today: IsoDate;
  /** The quote currency: every total and line is converted into it. */
  requestedCurrency: Currency;
  /** Internal users see contract number, provider, supplier, drayage providers, vessel and voyage. */
  isInternalUser: boolean;
  /** How far (km) a port may be from the requested one to stand in for it. */
  nearbyRadiusKm: number;
  /** A UUID for a rate; `rateKey` is stable for the same offer, so it may be hashed for repeatable ids. */
  idFor: (rateKey: string) => string;
  /** Services to price beyond the search flags (e.g. insurance, chosen in the booking flow). */
  extraServices?: readonly AdditionalServiceCode[];
  /** Sea and air distances for each rate's CO2e estimate; without them rates carry none (ADR 060). */
  legDistances?: LegDistances;
}

export interface PricedSearch {
  /** Tagged, in the default (RECOMMENDED) order. */
  rates: Rate[];
  /** Each rate's billing lines with unit prices and service item kinds, by rate uuid. */
  chargeItemsByRateUuid: Record<string, PricedChargeItem[]>;
  quoteTypeCode: QuoteTypeCode;
  isPartial: boolean;
  requestedRouteKind: RouteKind;
  /** The route kind the rates price (a fallback for a partial quote); null without rates. */
  pricedRouteKind: RouteKind | null;
  currency: Currency;
  /** Exchange rates used, with their as-of dates, for "rates as of" (docs/decisions/003-units-and-money.md). */
  exchangeRates: AppliedExchangeRate[];
  /** Requested additional services some rate could not price (no tariff, no door leg, no cargo value). */
  unpricedServices: AdditionalServiceCode[];
}

function mainLegOffersFor(context: OfferContext, candidates: PricingCandidates): MainLegOffer[] {
  const surcharges = indexSurcharges(candidates.surcharges);
  switch (context.search.shipmentType) {
    case 'FCL':
      return fclOffers(context, surcharges);
    case 'LCL':
      return lclOffers(context, surcharges);
    case 'AIR':
      return [...airOffers(context, surcharges), ...parcelOffers(context)];
    case 'LTL':
      return ltlOffers(context);
  }
}

interface OfferWithLegs {
  offer: MainLegOffer;
  pickup: PricedTruckingLeg | null;
  delivery: PricedTruckingLeg | null;
  /** The most complete route kind this offer can price, in the partial preference order. */
  bestRouteKind: RouteKind | undefined;
}

/**
 * Prices a cargo search (docs/product/quoting.md#rate-engine): main legs from the candidate tariffs (requested ports,
 * else nearby ports within the radius), door legs by distance band, terminal charges,
 * surcharges and additional services, all converted into the requested currency. When no rate
 * covers the requested route, the most preferred partial route (D2D, D2P, P2D, P2P) that some
 * rate covers is quoted instead (PIQ); no rate at all is NIQ. Rates come tagged and sorted.
 */
export function priceSearch(
  search: CargoSearch,
  candidates: PricingCandidates,
  options: PriceSearchOptions,
): PricedSearch {
  const { today, requestedCurrency } = options;
  const requestedRouteKind = routeKindOf(search.origin.type, search.destination.type);
  const dates = { today, shipDate: shipDateOf(search.cargoReadyDate, today) };
  const converter = currencyConverterFor(candidates.exchangeRates, requestedCurrency, today);
  const offers = preferRequestedTerminals(
    mainLegOffersFor({ search, candidates, dates, nearbyRadiusKm: options.nearbyRadiusKm }, candidates),
  );

  const trucking = indexTruckingRates(candidates.truckingRates);
  const fallbackKinds = partialRouteKindsFor(requestedRouteKind);
  // Offers through the same terminal share their door leg (the cargo is the same): price it once.
  const legCache = new Map<string, PricedTruckingLeg | null>();
  const withLegs: OfferWithLegs[] = offers.map((offer) => {
    const legFor = (side: 'pickup' | 'delivery') => {
      const end = side === 'pickup' ? offer.origin : offer.destination;
      const needed =
        side === 'pickup' ? routeKindStartsAtDoor(requestedRouteKind) : routeKindEndsAtDoor(requestedRouteKind);
      if (!needed || end === null || offer.includesDoorLegs) return null;
      const door = side === 'pickup' ? search.origin : search.destination;
      const cacheKey = `${side}|${offer.chargeMode}|${end.terminal.code}|${end.terminal.distanceKm}`;
      const cached = legCache.get(cacheKey);
      if (cached !== undefined) return cached;
      const leg = priceTruckingLeg(trucking, {
        side,
        mode: offer.chargeMode,
        terminalCode: end.terminal.code,
        countryIsoCode: door.countryIsoCode,
        distanceKm: end.terminal.distanceKm,
        measures: offer.measures,
        dates,
      });
      legCache.set(cacheKey, leg);
      return leg;
    };
    const pickup = legFor('pickup');
    const delivery = legFor('delivery');
    const bestRouteKind = fallbackKinds.find(
      (kind) =>
        (offer.includesDoorLegs || !routeKindStartsAtDoor(kind) || pickup !== null) &&
        (offer.includesDoorLegs || !routeKindEndsAtDoor(kind) || delivery !== null),
    );
    return { offer, pickup, delivery, bestRouteKind };
  });

  const portCharges = indexPortCharges(candidates.portCharges);
  const servicePrices = indexAdditionalServicePrices(candidates.additionalServicePrices);
  const serviceCodes = requestedAdditionalServices(search, options.extraServices);
  const unitCount = search.cargo === null ? 1 : cargoTotals(search.cargo, search.shipmentType).unitCount;
  const { convert } = converter;
  // Every offer of a search carries the same cargo, so a port's charges are the same for all.
  const portLineCache = new Map<string, TariffChargeItem[]>();
  const convertedLines = new Map<TariffChargeItem, PricedChargeItem | null>();
  const { legDistances } = options;
  const emissionsContext = legDistances && {
    search,
    distances: legDistances,
    roadDistanceKm: candidates.roadDistanceKm,
  };
  // Each offer priced on the most complete route it covers; the quote then keeps the best kind.
  const assembled: { routeKind: RouteKind; priced: PricedRate; unpriced: AdditionalServiceCode[] }[] = [];
  for (const { offer, pickup, delivery, bestRouteKind: routeKind } of withLegs) {
    if (routeKind === undefined) continue;
    const portLines = (side: 'origin' | 'destination') => {
      const end = side === 'origin' ? offer.origin : offer.destination;
      if (end === null) return [];
      const cacheKey = `${side}|${offer.chargeMode}|${end.terminal.code}`;
      const lines =
        portLineCache.get(cacheKey) ??
        portChargeLines(portCharges, {
          side,
          mode: offer.chargeMode,
          locode: end.terminal.code,
          measures: offer.measures,
          dates,
        });
      portLineCache.set(cacheKey, lines);
      return lines;
    };
    const additional = additionalServiceLines(servicePrices, {
      codes: serviceCodes,
      mode: offer.chargeMode,
      originCountryIsoCode: search.origin.countryIsoCode,
      destinationCountryIsoCode: search.destination.countryIsoCode,
      hasPickup: routeKindStartsAtDoor(routeKind),
      hasDelivery: routeKindEndsAtDoor(routeKind),
      unitCount:
        offer.shipmentType === 'FCL'
          ? offer.measures.containers.reduce((sum, item) => sum + item.quantity, 0)
          : unitCount,
      cargoValue: search.cargoValue,
      dates,
      convert,
      quoteCurrency: requestedCurrency,
    });
    const rate = assembleRate(
      offer,
      {
        pickup,
        delivery,
        portOrigin: portLines('origin'),
        portDestination: portLines('destination'),
        additional: additional.items,
      },
      routeKind,
      {
        search,
        requestedRouteKind,
        shipDate: dates.shipDate,
        isInternalUser: options.isInternalUser,
        currency: requestedCurrency,
        convert,
        idFor: options.idFor,
        convertedLines,
        ...(emissionsContext && {
          emissionsOf: (emitting: MainLegOffer, kind: RouteKind) => offerEmissions(emitting, kind, emissionsContext),
        }),
      },
    );
    if (rate !== null) assembled.push({ routeKind, priced: rate, unpriced: additional.unpriced });
  }
  const pricedRouteKind = preferredPartialRouteKind(assembled.map((entry) => entry.routeKind));
  const kept = assembled.filter((entry) => entry.routeKind === pricedRouteKind);
  const priced = kept.map((entry) => entry.priced);
  const unpricedServices = new Set(kept.flatMap((entry) => entry.unpriced));

  const context = { now: today, requestedRouteKind };
  const rates = sortRates(
    tagRates(
      priced.map((entry) => entry.rate),
      context,
    ),
    defaultRateSortOrder,
    context,
  );
  const isPartial = rates.length > 0 && pricedRouteKind !== requestedRouteKind;
  return {
    rates,
    chargeItemsByRateUuid: Object.fromEntries(priced.map((entry) => [entry.rate.uuid, entry.chargeItems])),
    quoteTypeCode: quoteTypeCodeOf({ rateCount: rates.length, mode: isPartial ? 'partialInstant' : 'instant' }),
    isPartial,
    requestedRouteKind,
    pricedRouteKind: rates.length > 0 ? pricedRouteKind : null,
    currency: requestedCurrency,
    exchangeRates: converter.appliedRates(),
    unpricedServices: [...unpricedServices],
  };
}
