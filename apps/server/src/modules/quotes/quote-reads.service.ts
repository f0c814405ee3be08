// Reading quotes (docs/decisions/041-quotes.md, 059 shared quotes): a quote in the reader's currency, My quotes and a
// customer's quotes in the console, saving, a rate for booking, and staff's view at the rate-sheet price.
import {
  isQuoteExpired,
  quoteTypeOfCode,
  type Currency,
  type Language,
  type MyQuotesPage,
  type MyQuotesQuery,
  type QuoteTypeCode,
  type QuoteView,
  type SearchShipmentType,
} from '@freightdesk/domain';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import type { SessionToken } from '../accounts/session-tokens';
import type { QuotesContext } from './quotes-context.service';
import type { QuoteViews } from './quote-views.service';

/** Reading quotes: one by its customer, a reader it was shared with or staff; a customer's list; saving. */
export function quoteReads(
  { repository, shares, now, today }: QuotesContext,
  { viewOf, readableRow, storedPricing, customisedPricing }: QuoteViews,
) {
  /**
   * A customer's quotes, newest first, with the My quotes filters: My quotes, and the staff console's customer page
   * (the console checks the customer is of the staff member's brand, ADR 075).
   */
  async function quotesOfCustomer(customerId: string, query: MyQuotesQuery): Promise<MyQuotesPage> {
    const { rows, total } = await repository.list({
      customerId,
      savedOnly: query.saved,
      shipmentType: query.mode,
      origin: query.origin,
      destination: query.destination,
      quoteType: query.quoteType,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const day = today();
    return {
      data: rows.map((row) => ({
        uuid: row.uuid,
        mode: row.shipmentType as SearchShipmentType,
        quoteType: row.isShared ? ('shared' as const) : quoteTypeOfCode(row.quoteTypeCode as QuoteTypeCode),
        quoteTypeCode: row.quoteTypeCode as QuoteTypeCode,
        origin: row.search.origin,
        destination: row.search.destination,
        cargo: row.search.cargo,
        cargoReadyDate: row.search.cargoReadyDate,
        rateCount: row.rateCount,
        lowestTotal:
          row.lowestTotal === null ? null : { amountMinor: row.lowestTotal, currency: row.currency as Currency },
        isCompleted: row.isCompleted,
        isExpired: isQuoteExpired(row.validUntil, day),
        validUntil: row.validUntil,
        createdAt: row.createdAt.toISOString(),
        savedOn: row.savedOn?.toISOString() ?? null,
      })),
      meta: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  return {
    /**
     * GET /api/v2/quotes/customer/{quoteId}: the quote in `currency`; expired quotes come flagged (the
     * route answers 410).
     */
    async customerQuote(
      uuid: string,
      { currency, viewer, language }: { currency: Currency | undefined; viewer: Viewer; language: Language },
    ): Promise<QuoteView> {
      const { row, sharedAt } = await readableRow(uuid, viewer);
      const view = await viewOf(row, { currency: currency ?? (row.currency as Currency), viewer, language });
      // Shared with the reader: in their My quotes since it was shared (ADR 059).
      return sharedAt ? { ...view, savedOn: sharedAt.toISOString() } : view;
    },

    /**
     * Saves the quote to My quotes (a guest's quote becomes the saver's) or takes it off. A quote shared
     * with the caller is in their My quotes already; taking it off ends the share (ADR 059).
     */
    async setSaved(uuid: string, session: SessionToken, saved: boolean): Promise<{ savedOn: string | null }> {
      const row = await repository.findByUuid(uuid);
      if (!row) throw new AppError('QUOTE_NOT_FOUND');
      if (row.customerId !== null && row.customerId !== session.customerId) {
        const sharedAt = await shares.sharedAt(uuid, session.customerId);
        if (!sharedAt) throw new AppError('ACCESS_FORBIDDEN');
        if (saved) return { savedOn: sharedAt.toISOString() };
        await shares.remove(uuid, session.customerId);
        return { savedOn: null };
      }
      const savedOn = saved ? new Date(now()) : null;
      if (!(await repository.setSaved(uuid, session.customerId, savedOn))) throw new AppError('ACCESS_FORBIDDEN');
      return { savedOn: savedOn?.toISOString() ?? null };
    },

    /** GET /api/v2/quotes: the customer's (saved) quotes, newest first, with the My quotes filters. */
    async myQuotes(session: SessionToken, query: MyQuotesQuery): Promise<MyQuotesPage> {
      return quotesOfCustomer(session.customerId, query);
    },

    quotesOfCustomer,

    /**
     * A rate of a quote the viewer may read, for booking it (docs/decisions/063-booking-lifecycle.md):
     * as stored, internal data included (the bookings module keeps it server-side), with what a
     * booking copies from its quote. 404 RATE_NOT_FOUND when the quote has no such rate.
     */
    async rateForBooking(quoteUuid: string, rateUuid: string, viewer: Viewer) {
      // Only the booked rate is read: a quote holds every rate of the search.
      const { row } = await readableRow(quoteUuid, viewer, (uuid) => repository.findByUuidWithOneRate(uuid, rateUuid));
      // A customised rate is booked at its customised price (docs/decisions/081-staff-quote-tools.md).
      const stored = row.rates.find((rate) => rate.uuid === rateUuid);
      const [rate] = stored ? (await customisedPricing({ ...row, rates: [stored] })).rates : [];
      if (!rate) throw new AppError('RATE_NOT_FOUND');
      const { uuid, brandId, shipmentType, search, exchangeRates, createdAt } = row;
      return { quote: { uuid, brandId, shipmentType, search, exchangeRates, createdAt }, rate };
    },

    /**
     * A quote's rates at their rate-sheet price, for staff who customise it or download a rate's price
     * (docs/decisions/081-staff-quote-tools.md); the quote as the reader sees it beside them.
     */
    async staffPricing(
      uuid: string,
      viewer: Viewer,
      { currency, language }: { currency?: Currency; language: Language },
    ) {
      const { row } = await readableRow(uuid, viewer);
      const view = await viewOf(row, { currency: currency ?? (row.currency as Currency), viewer, language });
      return {
        quote: { uuid: row.uuid, customerId: row.customerId, brandId: row.brandId, currency: row.currency as Currency },
        original: storedPricing(row),
        view,
      };
    },
  };
}
