import { describe, expect, it } from 'vitest';
import { exampleFclSearch } from '../pricing/pricing-examples';
import { exampleRate } from '../rates/rate-example';
import { createQuoteRequestSchema, quoteReadQuerySchema, quoteViewSchema, type QuoteView } from './quote-contracts';

describe('quote contracts', () => {
  it('reads a quote in a supported language, a region suffix ignored', () => {
    expect(quoteReadQuerySchema.safeParse({ currency: 'EUR', lang: 'es-MX' }).success).toBe(true);
    const unsupported = quoteReadQuerySchema.safeParse({ lang: 'fr' });
    expect(unsupported.success ? [] : unsupported.error.issues.map((issue) => issue.message)).toEqual([
      'unsupportedLanguage',
    ]);
  });

  it('takes a search with an optional currency and quote category', () => {
    expect(createQuoteRequestSchema.safeParse({ ...exampleFclSearch, currency: 'INR' }).success).toBe(true);
    expect(createQuoteRequestSchema.safeParse({ ...exampleFclSearch, currency: 'GBP' }).success).toBe(false);
  });

  it('describes the quote view the read answers', () => {
    const view: QuoteView = {
      uuid: '3f2b8c1e-9d4a-4f6b-8e2d-1a2b3c4d5e6f',
      currency: 'USD',
      quoteType: 'instant',
      quoteTypeCode: 'IQ',
      shipmentType: 'FCL',
      origin: { ...exampleFclSearch.origin, countryName: 'China' },
      destination: { ...exampleFclSearch.destination, countryName: 'United States' },
      cargoReadyDate: exampleFclSearch.cargoReadyDate,
      commodity: exampleFclSearch.commodity,
      cargo: exampleFclSearch.cargo,
      search: exampleFclSearch,
      isDap: false,
      isExpired: false,
      isCompleted: true,
      isPartial: false,
      requestedRouteKind: 'P2P',
      pricedRouteKind: 'P2P',
      servicesIncluded: ['PortOriginCharges', 'Freight', 'PortDestinationCharges'],
      rates: [exampleRate],
      billingItems: {},
      exchangeRates: [],
      places: {},
      unpricedServices: [],
      noInstantQuoteReason: null,
      nearbyRadiusKm: 250,
      validUntil: '2030-02-13',
      savedOn: null,
      fetchTimes: { createdAt: '2030-01-14T09:00:00.000Z', firstRatesMs: 42, completedAt: null },
    };
    expect(quoteViewSchema.safeParse(view).success).toBe(true);
    expect(quoteViewSchema.safeParse({ ...view, quoteTypeCode: 'XX' }).success).toBe(false);
  });
});
