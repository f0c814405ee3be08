import type { Cargo } from '../cargo/cargo-items';
import { isCargoShaped } from '../cargo/cargo-shape';
import { cargoTotals, type CargoTotals } from '../cargo/cargo-totals';
import { checkCargoLimits, type CargoLimitViolation } from '../cargo/check-cargo-limits';
import { commodityAcceptanceOf, commodityNotAcceptedNoticeOf } from '../commodities/commodity-acceptance';
import type { CommodityAcceptance, CommodityNotAcceptedNoticeVariant } from '../commodities/commodity-acceptance';
import { defaultCommodityFor } from '../commodities/commodity-options';
import { commodityProfileConflictOf, type CommodityProfileConflict } from '../commodities/commodity-profile-rules';
import type { CustomerType } from '../customers/customer-type';
import type { CommodityType } from '../shipping/shipment-type';
import { isQuoteCategoryMismatch } from '../customers/quote-categories';
import { roundMeasure } from '../units/measure-rounding';
import type { CargoSearch, SearchShipmentType } from '../search/cargo-search';
import { isDeliveredAtPlace } from '../search/delivered-at-place';
import { cargoSearchInvalidityReasons, type SearchInvalidityReason } from '../search/search-validity';
import { guestCustomerTypeFor, type QuoteAdmissionContext } from './quote-admission';

/** What the shipment form learns about the commodity before sending (docs/product/quoting.md#commodity-rules). */
export interface QuoteFormCommodityFinding {
  /** The commodity chosen, or the default when the form does not ask for one. */
  commodity: CommodityType;
  acceptance: CommodityAcceptance;
  /** The not-accepted notice's wording, when not accepted. */
  notice: CommodityNotAcceptedNoticeVariant | null;
  /** Moving accounts cannot ship commercial goods, commercial accounts personal goods. */
  profileConflict: CommodityProfileConflict | null;
}

/**
 * Everything the quote form shows before it sends (docs/product/quoting.md#quote-admission): the search's invalidity
 * reasons, the cargo limits broken, the profile mismatch and the commodity's acceptance — all at once, in the
 * admission's order, so the form never sends what the server would refuse. See docs/decisions/054-quote-form.md.
 */
export interface QuoteFormFindings {
  reasons: SearchInvalidityReason[];
  limits: CargoLimitViolation[];
  /** The quote category does not suit the signed-in customer (PROFILE_MISMATCH). */
  profileMismatch: boolean;
  commodity: QuoteFormCommodityFinding | null;
  /** Nothing stops the quote (the cargo well shaped too): a restricted commodity still sends (sales answer it). */
  canSend: boolean;
}

export function quoteFormFindings(search: CargoSearch, context: QuoteAdmissionContext): QuoteFormFindings {
  const reasons = cargoSearchInvalidityReasons(search, {
    today: context.today,
    commodityRequired: context.commodityRequired,
  });
  // Limits are measured on a cargo of a sound shape only (a form may hold a half-typed one).
  const isShaped = search.cargo !== null && isCargoShaped(search.cargo);
  const limits =
    isShaped && search.cargo !== null ? checkCargoLimits(search.cargo, { shipmentType: search.shipmentType }) : [];
  const customerType: CustomerType = context.customerType ?? guestCustomerTypeFor(context.quoteCategory);
  const profileMismatch =
    context.quoteCategory !== null &&
    context.customerType !== null &&
    isQuoteCategoryMismatch(context.quoteCategory, context.customerType);
  const chosen = search.commodity ?? (context.commodityRequired ? null : defaultCommodityFor(customerType));
  let commodity: QuoteFormCommodityFinding | null = null;
  if (chosen !== null) {
    const acceptance = commodityAcceptanceOf(chosen, {
      customerType,
      shipmentType: search.shipmentType,
      isDap: isDeliveredAtPlace(search.origin, search.destination),
    });
    commodity = {
      commodity: chosen,
      acceptance,
      notice: acceptance === 'notAccepted' ? commodityNotAcceptedNoticeOf(chosen, customerType) : null,
      profileConflict: commodityProfileConflictOf(customerType, chosen) ?? null,
    };
  }
  const canSend =
    reasons.length === 0 &&
    isShaped &&
    limits.length === 0 &&
    !profileMismatch &&
    commodity?.acceptance !== 'notAccepted';
  return { reasons, limits, profileMismatch, commodity, canSend };
}

/** The live totals under the cargo (docs/product/quoting.md#units-and-conversions), with the density. */
export interface QuoteFormTotals extends CargoTotals {
  /** Kilograms per cubic metre, 2 decimals; null without both a weight and a volume. */
  densityKgPerM3: number | null;
}

export function quoteFormTotals(cargo: Cargo, shipmentType: SearchShipmentType): QuoteFormTotals {
  const totals = cargoTotals(cargo, shipmentType);
  const { totalWeightKg, totalVolumeM3 } = totals;
  const densityKgPerM3 =
    totalWeightKg !== null && totalVolumeM3 !== null && totalVolumeM3 > 0
      ? roundMeasure(totalWeightKg / totalVolumeM3, 2)
      : null;
  return { ...totals, densityKgPerM3 };
}
