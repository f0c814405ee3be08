import type { RateEmissions } from '../emissions/rate-emissions';
import type { Money } from '../money/money';
import { customerViewOfRate, type Rate } from '../rates/rate';
import type { CargoSearch } from '../search/cargo-search';
import type { Currency } from '../shipping/shipment-type';
import { routeKindEndsAtDoor, routeKindStartsAtDoor, type RouteKind } from '../search/route-kind';
import {
  rateChargesOfItems,
  serviceItemKindOfGroup,
  totalOfItems,
  type PricedChargeItem,
  type TariffChargeItem,
} from './charge-items';
import type { PricedTruckingLeg } from './leg-charges';
import type { MainLegOffer } from './main-leg-offer';
import { cyCutoffDate, nextDepartureDate } from './tariff-schedule';

/** The legs and charges priced around one main leg. */
export interface PricedLegs {
  pickup: PricedTruckingLeg | null;
  delivery: PricedTruckingLeg | null;
  portOrigin: TariffChargeItem[];
  portDestination: TariffChargeItem[];
  additional: TariffChargeItem[];
}

export interface RateAssemblyContext {
  search: CargoSearch;
  requestedRouteKind: RouteKind;
  shipDate: string;
  isInternalUser: boolean;
  currency: Currency;
  convert: (money: Money) => Money | null;
  idFor: (rateKey: string) => string;
  /**
   * Lines converted so far in this search, by tariff line: offers through the same terminal or
   * door share their lines, which are converted once and stay one object (stored once).
   */
  convertedLines: Map<TariffChargeItem, PricedChargeItem | null>;
  /** The offer's CO2e estimate on this route (docs/decisions/060-co2e-per-rate.md); absent: none. */
  emissionsOf?: (offer: MainLegOffer, routeKind: RouteKind) => RateEmissions | null;
}

/** A rate and its billing lines (which add up to `rate.total.total`). */
export interface PricedRate {
  rate: Rate;
  chargeItems: PricedChargeItem[];
}

/** A tariff line in the quote currency, or null when its currency cannot be converted. */
function convertItem(
  item: TariffChargeItem,
  { convert, currency }: Pick<RateAssemblyContext, 'convert' | 'currency'>,
): PricedChargeItem | null {
  const tariffAmount = { amountMinor: item.amountMinor, currency: item.currency };
  const tariffUnitPriceMinor = item.unitPriceMinor;
  const serviceItemKind = serviceItemKindOfGroup[item.group];
  if (item.currency === currency) return { ...item, serviceItemKind, tariffAmount, tariffUnitPriceMinor };
  const amount = convert({ amountMinor: item.amountMinor, currency: item.currency });
  const unitPrice = convert({ amountMinor: item.unitPriceMinor, currency: item.currency });
  if (amount === null || unitPrice === null) return null;
  return {
    ...item,
    serviceItemKind,
    amountMinor: amount.amountMinor,
    unitPriceMinor: unitPrice.amountMinor,
    currency: amount.currency,
    tariffAmount,
    tariffUnitPriceMinor,
  };
}

/**
 * The rate for one main leg priced as `routeKind`: its lines converted one by one into the
 * quote currency (so the groups add up to the total exactly), schedule from the next
 * departure after the ship date, and internal-only fields only for internal users.
 * Null when some line's currency has no exchange rate.
 */
export function assembleRate(
  offer: MainLegOffer,
  legs: PricedLegs,
  routeKind: RouteKind,
  context: RateAssemblyContext,
): PricedRate | null {
  const withPickup = routeKindStartsAtDoor(routeKind) && !offer.includesDoorLegs;
  const withDelivery = routeKindEndsAtDoor(routeKind) && !offer.includesDoorLegs;
  const tariffItems = [
    ...(withPickup ? (legs.pickup?.items ?? []) : []),
    ...legs.portOrigin,
    ...offer.freightItems,
    ...legs.portDestination,
    ...(withDelivery ? (legs.delivery?.items ?? []) : []),
    ...legs.additional,
  ];
  const chargeItems: PricedChargeItem[] = [];
  for (const item of tariffItems) {
    let converted = context.convertedLines.get(item);
    if (converted === undefined) {
      converted = convertItem(item, context);
      context.convertedLines.set(item, converted);
    }
    if (converted === null) return null;
    chargeItems.push(converted);
  }
  const pricePerKilo = offer.pricePerKilo === null ? null : context.convert(offer.pricePerKilo);
  if (offer.pricePerKilo !== null && pricePerKilo === null) return null;
  const { currency } = context;
  const taxesMinor = totalOfItems(chargeItems.filter((item) => item.group === 'taxes'));
  const amountMinor = totalOfItems(chargeItems) - taxesMinor;
  const departureDate = offer.departureDate ?? nextDepartureDate(offer.departureWeekdays, context.shipDate);
  const pickupProvider = withPickup ? (legs.pickup?.providerName ?? null) : null;
  const deliveryProvider = withDelivery ? (legs.delivery?.providerName ?? null) : null;
  const { search } = context;
  const rate: Rate = {
    uuid: context.idFor(`${offer.key}|${routeKind}`),
    shipmentType: offer.shipmentType,
    routeKind,
    isPartial: routeKind !== context.requestedRouteKind,
    total: {
      total: amountMinor + taxesMinor,
      amount: amountMinor,
      discounts: 0,
      taxes: taxesMinor,
      currency,
      sortTotal: amountMinor + taxesMinor,
    },
    transitTimeDays: offer.transitDays,
    expirationDate: offer.validTo,
    rateType: offer.rateType,
    publicTags: [],
    schedule: {
      originPort: offer.origin?.terminal.code ?? null,
      destinationPort: offer.destination?.terminal.code ?? null,
      carrierScac: offer.carrierCode,
      departureDate,
    },
    pickupSchedule: routeKindStartsAtDoor(routeKind) ? { postalCode: search.origin.code } : null,
    deliverySchedule: routeKindEndsAtDoor(routeKind) ? { postalCode: search.destination.code } : null,
    transhipments: [...offer.transhipments],
    direct: offer.isDirect,
    originDistance: offer.origin ? { amount: offer.origin.terminal.distanceKm, unit: 'km' } : null,
    destinationDistance: offer.destination ? { amount: offer.destination.terminal.distanceKm, unit: 'km' } : null,
    // Drayage providers are internal-only (docs/product/staff.md#what-staff-see); the carrier is public.
    suppliersInformation: {
      freight: offer.carrierName ?? offer.carrierCode,
      pickup: context.isInternalUser ? pickupProvider : null,
      delivery: context.isInternalUser ? deliveryProvider : null,
    },
    isNearbyOrigin: offer.origin?.isNearby ?? false,
    isNearbyDestination: offer.destination?.isNearby ?? false,
    freeDaysOrigin: offer.freeDaysOrigin,
    freeDaysDestination: offer.freeDaysDestination,
    cyCutoff: cyCutoffDate(departureDate, offer.cyCutoffDaysBeforeDeparture),
    vessel: offer.vessel,
    voyage: offer.voyage,
    carrierCode: offer.carrierCode,
    pricePerKilo,
    flags: {
      exclusiveContracted: offer.isExclusiveContract,
      promoted: offer.isPromoted,
      spot: offer.isSpot,
      express: offer.isExpress,
      direct: offer.isDirect,
      fastest: false,
      cheapest: false,
    },
    includes: {
      pickup: withPickup || (offer.includesDoorLegs && routeKindStartsAtDoor(routeKind)),
      originCharges: legs.portOrigin.length > 0,
      freight: true,
      destinationCharges: legs.portDestination.length > 0,
      delivery: withDelivery || (offer.includesDoorLegs && routeKindEndsAtDoor(routeKind)),
    },
    charges: rateChargesOfItems(chargeItems),
    internal: {
      contractNumber: offer.contractNumber,
      contractUploadReference: offer.contractUploadReference,
      rateProvider: offer.rateProvider,
      supplier: offer.supplier,
      drayageProviders: [pickupProvider, deliveryProvider].filter((name): name is string => name !== null),
      tariffKind: offer.tariffKind,
      tariffId: offer.tariffId,
      customisation: null,
    },
    emissions: context.emissionsOf?.(offer, routeKind) ?? null,
  };
  return { rate: context.isInternalUser ? rate : customerViewOfRate(rate), chargeItems };
}
