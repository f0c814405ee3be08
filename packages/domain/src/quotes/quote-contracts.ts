import { z } from 'zod';
import { quoteCategories } from '../customers/customer-type';
import { isLanguage } from '../i18n/languages';
import { moneySchema } from '../money/money';
import { serviceItemKinds } from '../pricing/charge-items';
import { additionalServiceCodes } from '../pricing/tariff-types';
import { chargeLabelSchema } from '../rates/charge-labels';
import { rateChargeGroups, rateSchema } from '../rates/rate';
import { quoteTypeCodes, quoteTypes } from '../rates/quote-type';
import { searchShipmentTypes } from '../search/cargo-search';
import { cargoSearchSchema } from '../search/cargo-search-schema';
import { isoDateSchema } from '../search/iso-date';
import { routeKinds } from '../search/route-kind';
import { searchLocationSchema } from '../search/search-location-schema';
import { currencies, locationTypes } from '../shipping/shipment-type';
import { salesRequestReasons } from './quote-admission';
import { myQuotesTypeFilters } from './quote';

/**
 * The quote calls' contracts (docs/decisions/044-contracts-in-the-domain.md): the server's routes
 * validate and document with them, the web app takes its types from them.
 */

export const quoteTypeCodeSchema = z.enum(quoteTypeCodes);

/**
 * POST /api/v2/quotes: the cargo search of docs/product/quoting.md, plus the currency to price in
 * (else the customer's preferred one, else the brand's default) and the quote category the form's
 * first step chose (profile checks), both optional. The search's validity rules (dates, limits,
 * profile, commodity) are checked after this shape, with their own codes.
 */
export const createQuoteRequestSchema = cargoSearchSchema.extend({
  currency: z.enum(currencies).optional(),
  quoteCategory: z.enum(quoteCategories).nullable().optional(),
});
export type CreateQuoteRequest = z.infer<typeof createQuoteRequestSchema>;

export const quoteIdParamsSchema = z.object({ quoteId: z.uuid({ error: 'invalidQuoteId' }) });

/** GET /api/v2/quotes/customer/{quoteId} (and its event stream): the currency and language to read in. */
export const quoteReadQuerySchema = z.object({
  currency: z
    .enum(currencies)
    .optional()
    .meta({ examples: ['EUR'] }),
  /** en, es, pt or ar (a region suffix is ignored). */
  lang: z
    .string()
    .optional()
    .refine((value) => value === undefined || isLanguage(value.split('-')[0]?.toLowerCase()), {
      error: 'unsupportedLanguage',
    })
    .meta({ examples: ['es'] }),
});
export type QuoteReadQuery = z.infer<typeof quoteReadQuerySchema>;

/** A charge line of a rate, before regrouping, in the quote's currency and in its tariff's. */
export const pricedChargeItemSchema = z.object({
  group: z.enum(rateChargeGroups),
  serviceItemKind: z.enum(serviceItemKinds),
  code: z.string(),
  name: z.string(),
  label: chargeLabelSchema.optional(),
  quantity: z.number(),
  unitPriceMinor: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.enum(currencies),
  tariffAmount: moneySchema,
  tariffUnitPriceMinor: z.number().int(),
});

/** An exchange rate a quote's totals use ("rates as of"). */
export const appliedExchangeRateSchema = z.object({
  baseCurrency: z.enum(currencies),
  quoteCurrency: z.enum(currencies),
  /** 1 base = rate quote, as the table states it (for an inverted rate, the stated rate). */
  rate: z.string(),
  asOfDate: isoDateSchema,
  source: z.string(),
  /** True when the table holds quote → base and the engine used its inverse. */
  inverted: z.boolean(),
});

const quoteEndSchema = searchLocationSchema.extend({
  /** The country named in the reader's language (`lang`). */
  countryName: z.string(),
});

/**
 * A quote as GET /api/v2/quotes/customer/{quoteId} answers it, in the requested currency.
 * Internal-only fields of its rates are null for customers.
 */
/**
 * A port, airport or postal code that a quote names, with its position: what the route map draws
 * (docs/decisions/061-route-map.md). `name` is the place's name as the place search shows it.
 */
export const quotePlaceSchema = z.object({
  name: z.string(),
  countryIsoCode: z.string(),
  type: z.enum(locationTypes),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type QuotePlace = z.infer<typeof quotePlaceSchema>;

export const quoteViewSchema = z.object({
  uuid: z.uuid(),
  currency: z.enum(currencies),
  quoteType: z.enum(quoteTypes),
  quoteTypeCode: quoteTypeCodeSchema,
  shipmentType: z.enum(searchShipmentTypes),
  origin: quoteEndSchema,
  destination: quoteEndSchema,
  cargoReadyDate: cargoSearchSchema.shape.cargoReadyDate,
  commodity: cargoSearchSchema.shape.commodity,
  cargo: cargoSearchSchema.shape.cargo,
  /** The search as it was priced (its canonical form). */
  search: cargoSearchSchema,
  /** Delivered at place: both ends in the same country. */
  isDap: z.boolean(),
  isExpired: z.boolean(),
  /** False while later sources (nearby ports, door legs) are still being priced. */
  isCompleted: z.boolean(),
  isPartial: z.boolean(),
  requestedRouteKind: z.enum(routeKinds),
  /** The route the rates price (a partial quote prices less than was asked); null without rates. */
  pricedRouteKind: z.enum(routeKinds).nullable(),
  servicesIncluded: z.array(z.enum(serviceItemKinds)),
  rates: z.array(rateSchema),
  /** Each rate's charge lines by rate uuid. */
  billingItems: z.record(z.string(), z.array(pricedChargeItemSchema)),
  exchangeRates: z.array(appliedExchangeRateSchema),
  /**
   * Every place the quote names, by code: its origin and destination and each rate's ports or
   * airports and transhipments (see `placeCodesOfQuote`). A code the reference data lacks is left out.
   */
  places: z.record(z.string(), quotePlaceSchema).default({}),
  /** Additional services asked for that no tariff prices (sales quote them). */
  unpricedServices: z.array(z.enum(additionalServiceCodes)),
  /** Why there is no instant price (sales were asked): a restricted commodity or no rates. */
  noInstantQuoteReason: z.enum(salesRequestReasons).nullable(),
  nearbyRadiusKm: z.number().int(),
  validUntil: isoDateSchema,
  savedOn: z.iso.datetime().nullable(),
  fetchTimes: z.object({
    createdAt: z.iso.datetime(),
    firstRatesMs: z.number().int(),
    completedAt: z.iso.datetime().nullable(),
  }),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

/** POST /api/v2/quotes: the language of the quote view it answers with (as getQuote's `lang`). */
export const createQuoteQuerySchema = quoteReadQuerySchema.pick({ lang: true });
export type CreateQuoteQuery = z.infer<typeof createQuoteQuerySchema>;

/**
 * POST /api/v2/quotes answers with the quote's view, the same as getQuote answers just after in the quote's
 * currency and the `lang` asked (docs/decisions/071-quote-journey-speed.md): the results page paints from it
 * without a second read. While `isCompleted` is false, nearby ports and door legs are still being priced (follow
 * the event stream).
 */
export const quoteCreatedSchema = z
  .object({ data: quoteViewSchema })
  .describe('The quote, made: as getQuote reads it in the quote currency and the language asked');
export type QuoteCreated = z.infer<typeof quoteCreatedSchema>;

export const quoteResponseSchema = z.object({ data: quoteViewSchema }).describe('The quote in the requested currency');
/** 410: the expired quote, still answered, flagged. */
export const expiredQuoteResponseSchema = z
  .object({ message: z.literal('QUOTE_EXPIRED'), data: quoteViewSchema })
  .describe('QUOTE_EXPIRED: the expired quote, still answered, flagged');

/** PUT and DELETE /api/v2/quotes/{quoteId}/saved. */
export const quoteSavedResponseSchema = z
  .object({ data: z.object({ savedOn: z.iso.datetime().nullable() }) })
  .describe('When the quote was saved (null: taken off My quotes)');
export type QuoteSavedResponse = z.infer<typeof quoteSavedResponseSchema>;

const trimmedText = z.string().trim().max(100);

/** GET /api/v2/quotes: the My quotes list's filters (docs/product/quoting.md) and paging. */
export const myQuotesQuerySchema = z.object({
  mode: z
    .enum(['FCL', 'LCL', 'AIR', 'LTL'])
    .optional()
    .meta({ examples: ['FCL'] }),
  /** Matches the origin's code, city or country code, case-insensitively, from the start. */
  origin: trimmedText.optional(),
  destination: trimmedText.optional(),
  quoteType: z
    .enum(myQuotesTypeFilters)
    .default('default')
    .meta({ examples: ['instant'] }),
  /** Saved quotes only (the My quotes list), or every quote of the customer. */
  saved: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyQuotesQuery = z.infer<typeof myQuotesQuerySchema>;

/** One line of My quotes. */
export const myQuoteSummarySchema = z.object({
  uuid: z.uuid(),
  mode: z.enum(searchShipmentTypes),
  quoteType: z.enum(quoteTypes),
  quoteTypeCode: quoteTypeCodeSchema,
  origin: searchLocationSchema,
  destination: searchLocationSchema,
  cargo: cargoSearchSchema.shape.cargo,
  cargoReadyDate: cargoSearchSchema.shape.cargoReadyDate,
  rateCount: z.number().int(),
  /** The cheapest rate's total, in the quote's currency; null without rates. */
  lowestTotal: moneySchema.nullable(),
  isCompleted: z.boolean(),
  isExpired: z.boolean(),
  validUntil: isoDateSchema,
  createdAt: z.iso.datetime(),
  savedOn: z.iso.datetime().nullable(),
});
export type MyQuoteSummary = z.infer<typeof myQuoteSummarySchema>;

export const myQuotesPageSchema = z
  .object({
    data: z.array(myQuoteSummarySchema),
    meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  })
  .describe('One page of My quotes, newest first');
export type MyQuotesPage = z.infer<typeof myQuotesPageSchema>;
