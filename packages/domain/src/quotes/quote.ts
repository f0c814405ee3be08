import { z } from 'zod';
import { addCalendarDays, formatCalendarDate, parseCalendarDate } from '../dates/calendar-date';
import { quoteCategories } from '../customers/customer-type';
import type { ServiceItemKind } from '../pricing/charge-items';
import type { Rate } from '../rates/rate';
import { quoteTypeCodes, type QuoteType, type QuoteTypeCode } from '../rates/quote-type';
import { cargoSearchSchema } from '../search/cargo-search';
import type { IsoDate } from '../search/iso-date';
import { routeKindEndsAtDoor, routeKindStartsAtDoor, type RouteKind } from '../search/route-kind';
import { currencies } from '../shipping/shipment-type';

/**
 * POST /api/v2/quotes: the cargo search of docs/product/quoting.md#search, plus the currency to price in (else
 * the customer's preferred one, else the brand's default) and the quote category the form's
 * first step chose (profile checks), both optional.
 */
export const createQuoteRequestSchema = cargoSearchSchema.extend({
  currency: z.enum(currencies).optional(),
  quoteCategory: z.enum(quoteCategories).nullable().optional(),
});
export type CreateQuoteRequest = z.infer<typeof createQuoteRequestSchema>;

/** A quote stays bookable at most this long after it was made, even when its rates run longer. */
export const quoteValidityCapDays = 30;

/**
 * The quote's validity date (docs/product/quoting.md#validity): the last day any of its rates can still be booked,
 * and never more than `quoteValidityCapDays` after the quote was made; a quote without rates
 * runs the full cap (its custom-quote request stays open that long).
 */
export function quoteValidUntil(rates: readonly Pick<Rate, 'expirationDate'>[], createdOn: IsoDate): IsoDate {
  const created = parseCalendarDate(createdOn);
  if (created === undefined) throw new RangeError(`not a calendar date: ${createdOn}`);
  const cap = formatCalendarDate(addCalendarDays(created, quoteValidityCapDays));
  const latest = rates.reduce<IsoDate | null>(
    (found, rate) =>
      rate.expirationDate !== null && (found === null || rate.expirationDate > found) ? rate.expirationDate : found,
    null,
  );
  return latest === null || latest > cap ? cap : latest;
}

/**
 * Expired once the validity date has passed: GET answers 410 with the quote flagged (docs/product/quoting.md#validity).
 */
export function isQuoteExpired(validUntil: IsoDate, today: IsoDate): boolean {
  return today > validUntil;
}

/** Quote type (docs/product/quoting.md#quote-types) of a type code: what "My quotes" shows and filters. */
export function quoteTypeOfCode(code: QuoteTypeCode): QuoteType {
  switch (code) {
    case 'IQ':
      return 'instant';
    case 'PIQ':
      return 'partial';
    case 'Manual':
      return 'custom';
    case 'NIQ':
      return 'notInstant';
  }
}

/**
 * The services a quote's route covers (docs/product/quoting.md#rates), as service item kinds:
 * freight always; origin and destination charges; pickup and delivery when the priced route
 * starts or ends at a door. Null route (no rates): the requested route's services.
 */
export function servicesIncludedIn(routeKind: RouteKind): ServiceItemKind[] {
  return [
    ...(routeKindStartsAtDoor(routeKind) ? (['Pickup'] as const) : []),
    'PortOriginCharges',
    'Freight',
    'PortDestinationCharges',
    ...(routeKindEndsAtDoor(routeKind) ? (['Delivery'] as const) : []),
  ];
}

/** My quotes filter "quote type" (docs/product/quoting.md#my-quotes): default shows every type. */
export const myQuotesTypeFilters = ['default', 'instant', 'partial-instant', 'shared', 'custom'] as const;
export type MyQuotesTypeFilter = (typeof myQuotesTypeFilters)[number];

/** The type codes a My-quotes type filter keeps; null = all. Shared quotes are stored as such (not by code). */
export function quoteTypeCodesForFilter(filter: MyQuotesTypeFilter): readonly QuoteTypeCode[] | null {
  switch (filter) {
    case 'default':
    case 'shared':
      return null;
    case 'instant':
      return ['IQ'];
    case 'partial-instant':
      return ['PIQ'];
    case 'custom':
      return ['Manual'];
  }
}

const trimmedText = z.string().trim().max(100);

/** GET /api/v2/quotes: the My quotes list's filters (docs/product/quoting.md#my-quotes) and paging. */
export const myQuotesQuerySchema = z.object({
  mode: z.enum(['FCL', 'LCL', 'AIR', 'LTL']).optional(),
  /** Matches the origin's code, city or country code, case-insensitively, from the start. */
  origin: trimmedText.optional(),
  destination: trimmedText.optional(),
  quoteType: z.enum(myQuotesTypeFilters).default('default'),
  /** Saved quotes only (the My quotes list), or every quote of the customer. */
  saved: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyQuotesQuery = z.infer<typeof myQuotesQuerySchema>;

export const quoteTypeCodeSchema = z.enum(quoteTypeCodes);
