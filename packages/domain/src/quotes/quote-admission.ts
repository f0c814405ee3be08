import { checkCargoLimits } from '../cargo/check-cargo-limits';
import { commodityAcceptanceOf, commodityNotAcceptedNoticeOf } from '../commodities/commodity-acceptance';
import type { CustomerType, QuoteCategory } from '../customers/customer-type';
import { isQuoteCategoryMismatch, shipmentTypesByQuoteCategory } from '../customers/quote-categories';
import type { ApiErrorBody } from '../errors/error-catalogue';
import type { CargoSearch } from '../search/cargo-search';
import { isDeliveredAtPlace } from '../search/delivered-at-place';
import type { IsoDate } from '../search/iso-date';
import { cargoSearchInvalidityReasons, searchInvalidityErrorBody } from '../search/search-validity';

export interface QuoteAdmissionContext {
  /** The caller's calendar date (cargo ready date not in the past). */
  today: IsoDate;
  /** The brand asks for the commodity in the quote form (feature flag commodityInQuoteForm). */
  commodityRequired: boolean;
  /** The signed-in customer's type; null for a guest. */
  customerType: CustomerType | null;
  /** The quote category chosen in the form's first step, when it was shown. */
  quoteCategory: QuoteCategory | null;
}

/**
 * Why a valid search gets no instant quote but a request for sales (docs/product/quoting.md#validity,
 * docs/product/quoting.md#search-validity).
 */
export const salesRequestReasons = ['RESTRICTED_COMMODITY', 'NO_RATES'] as const;
export type SalesRequestReason = (typeof salesRequestReasons)[number];

export type QuoteAdmission =
  /** Price it. `customerType` is the one the commodity rules were applied with. */
  | { outcome: 'instant'; customerType: CustomerType }
  /** Valid, but sales quotes it by hand (restricted commodity: hazardous, refrigerated…). */
  | { outcome: 'salesRequest'; reason: 'RESTRICTED_COMMODITY'; customerType: CustomerType }
  /**
   * Not quotable: the 422 body (INVALID_SHIPPING_ROUTE, INVALID_PAYLOAD, CARGO_LIMIT_EXCEEDED, PROFILE_MISMATCH,
   * COMMODITY_NOT_ACCEPTED).
   */
  | { outcome: 'rejected'; error: ApiErrorBody };

/**
 * The customer type a guest's search is judged as: the quote category says who is asking
 * (relocation → a private mover, student → a student), else a business (docs/decisions/041-quotes.md).
 */
export function guestCustomerTypeFor(quoteCategory: QuoteCategory | null): CustomerType {
  if (quoteCategory === 'relocation') return 'B2C';
  if (quoteCategory === 'student') return 'STUDENT';
  return 'STANDARD';
}

/**
 * The commodity assumed when the form does not show one (docs/product/quoting.md#commodity-rules "a default list is
 * used").
 */
function defaultCommodityFor(customerType: CustomerType) {
  return customerType === 'B2C' || customerType === 'MOVING' || customerType === 'STUDENT'
    ? 'householdGoods'
    : 'regularCargo';
}

/**
 * Whether a search can be quoted instantly, in the order a user meets the problems: the search
 * itself (route, places, dates, cargo value — docs/product/quoting.md#search-validity), then the cargo limits
 * (docs/product/quoting.md#cargo-limits), then the profile (quote category × customer type,
 * docs/product/quoting.md#profile-and-category-rules), then the commodity
 * (docs/product/quoting.md#profile-and-category-rules): not accepted is refused, restricted goes to sales.
 */
export function admitQuoteRequest(search: CargoSearch, context: QuoteAdmissionContext): QuoteAdmission {
  const reasons = cargoSearchInvalidityReasons(search, {
    today: context.today,
    commodityRequired: context.commodityRequired,
  });
  if (reasons.length > 0) return { outcome: 'rejected', error: searchInvalidityErrorBody(reasons) };

  if (search.cargo !== null) {
    const violations = checkCargoLimits(search.cargo, { shipmentType: search.shipmentType });
    if (violations.length > 0) {
      const errors: Record<string, string[]> = {};
      for (const violation of violations) {
        const field = violation.rowIndex === undefined ? 'cargo' : `cargo.rows.${violation.rowIndex}`;
        (errors[field] ??= []).push(`${violation.limit}.${violation.bound}`);
      }
      return { outcome: 'rejected', error: { message: 'CARGO_LIMIT_EXCEEDED', errors } };
    }
  }

  const customerType = context.customerType ?? guestCustomerTypeFor(context.quoteCategory);
  if (context.quoteCategory !== null) {
    if (context.customerType !== null && isQuoteCategoryMismatch(context.quoteCategory, context.customerType)) {
      return {
        outcome: 'rejected',
        error: { message: 'PROFILE_MISMATCH', errors: { quoteCategory: ['profileMismatch'] } },
      };
    }
    if (!(shipmentTypesByQuoteCategory[context.quoteCategory] as readonly string[]).includes(search.shipmentType)) {
      return {
        outcome: 'rejected',
        error: { message: 'INVALID_PAYLOAD', errors: { shipmentType: ['notOfferedForQuoteCategory'] } },
      };
    }
  }

  const commodity = search.commodity ?? defaultCommodityFor(customerType);
  const isDap = isDeliveredAtPlace(search.origin, search.destination);
  const acceptance = commodityAcceptanceOf(commodity, { customerType, shipmentType: search.shipmentType, isDap });
  if (acceptance === 'notAccepted') {
    return {
      outcome: 'rejected',
      error: {
        message: 'COMMODITY_NOT_ACCEPTED',
        errors: { commodity: [commodityNotAcceptedNoticeOf(commodity, customerType)] },
      },
    };
  }
  if (acceptance === 'restricted') return { outcome: 'salesRequest', reason: 'RESTRICTED_COMMODITY', customerType };
  return { outcome: 'instant', customerType };
}
