import {
  customisationSummaryOf,
  marginProblems,
  resolveLanguage,
  supportedLanguages,
  totalsOfLines,
  type Currency,
  type CustomisableRate,
  type Language,
  type QuoteCustomisation,
  type RatePriceDownloadQuery,
  type SaveQuoteCustomisationRequest,
} from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../http/auth.plugin';
import { pdfBrandOf } from '../../pdf/brand-for-pdf';
import type { CustomerDirectory } from '../accounts/staff-customers.service';
import type { BrandsService } from '../brands/brands.service';
import type { QuoteCustomisationsReader } from '../quotes/quotes-context.service';
import type { QuotesService } from '../quotes/quotes.service';
import { createQuoteCustomisationsRepository } from './quote-customisations.repository';
import { ratePriceCsv, ratePricePdf, type RatePriceSheet } from './rate-price-sheet';

export interface StaffQuotesServiceOptions {
  db: Database;
  quotesService: Pick<QuotesService, 'staffPricing'>;
  customerDirectory: Pick<CustomerDirectory, 'byId'>;
  brandsService: Pick<BrandsService, 'brandForId'>;
  brandAssetsDirOf: (brandId: string) => string | undefined;
  now?: () => number;
}

/** The customised prices in force, for the quotes module to price its readers with (created before it). */
export function createQuoteCustomisationsReader(db: Database): QuoteCustomisationsReader {
  const repository = createQuoteCustomisationsRepository(db);
  return {
    async inForce(quoteUuid) {
      const rows = await repository.inForce(quoteUuid);
      return new Map(rows.map((row) => [row.rateUuid, row]));
    },
  };
}

export type StaffQuotesService = ReturnType<typeof createStaffQuotesService>;

/**
 * The staff tools on a quote (docs/decisions/081-staff-quote-tools.md): a rate's price as CSV or PDF, and customised
 * prices (margins per line or group) the customer then sees in place of the rate sheet's.
 */
export function createStaffQuotesService({
  db,
  quotesService,
  customerDirectory,
  brandsService,
  brandAssetsDirOf,
  now = Date.now,
}: StaffQuotesServiceOptions) {
  const repository = createQuoteCustomisationsRepository(db);

  /** The quote for a staff member of its brand (another brand's quote is not found). */
  async function pricingFor(quoteUuid: string, viewer: Viewer, options: { currency?: Currency; language: Language }) {
    const pricing = await quotesService.staffPricing(quoteUuid, viewer, options);
    if (pricing.quote.brandId !== viewer.session?.brandId) throw new AppError('QUOTE_NOT_FOUND');
    return pricing;
  }

  async function customisationOf(quoteUuid: string, viewer: Viewer): Promise<QuoteCustomisation> {
    const { quote, original } = await pricingFor(quoteUuid, viewer, { language: 'en' });
    const inForce = new Map((await repository.inForce(quoteUuid)).map((row) => [row.rateUuid, row]));
    const owner = quote.customerId === null ? undefined : await customerDirectory.byId(quote.customerId);
    const rates = original.rates.map((rate): CustomisableRate => {
      const row = inForce.get(rate.uuid);
      const margins = row?.margins ?? [];
      const items = original.chargeItemsByRateUuid[rate.uuid] ?? [];
      const { amounts } = customisationSummaryOf(items, margins);
      const totals = totalsOfLines(items.map((item, index) => ({ group: item.group, amountMinor: amounts[index]! })));
      const total = totals.total - rate.total.discounts;
      return {
        rate,
        margins,
        customisedAt: row?.customisedAt.toISOString() ?? null,
        customisedBy: row?.customisedByEmail ?? null,
        customisedTotal: { ...rate.total, amount: totals.amount, taxes: totals.taxes, total, sortTotal: total },
      };
    });
    return {
      quoteUuid: quote.uuid,
      currency: quote.currency,
      owner: owner ? { customerId: owner.id, email: owner.email, name: owner.name } : null,
      rates,
    };
  }

  return {
    /** GET /api/v2/staff/quotes/{quoteId}/customisation */
    customisation: customisationOf,

    /**
     * PUT /api/v2/staff/quotes/{quoteId}/customisation: one row per rate (an empty list of margins: the rate-sheet
     * price again) and one audit entry, together. Margins naming no line, an empty group or a line twice: 422.
     */
    async saveCustomisation(
      quoteUuid: string,
      body: SaveQuoteCustomisationRequest,
      viewer: Viewer,
      ipAddress: string,
    ): Promise<QuoteCustomisation> {
      const session = viewer.session;
      if (!session) throw new AppError('UNAUTHORIZED');
      const { quote, original } = await pricingFor(quoteUuid, viewer, { language: 'en' });
      const customisedAt = new Date(now());
      const fieldErrors: Record<string, string[]> = {};
      const rows = body.rates.map(({ rateUuid, margins }, rateIndex) => {
        const rate = original.rates.find((candidate) => candidate.uuid === rateUuid);
        if (!rate) throw new AppError('RATE_NOT_FOUND');
        const items = original.chargeItemsByRateUuid[rateUuid] ?? [];
        for (const [marginIndex, problem] of marginProblems(items, margins))
          fieldErrors[`rates.${rateIndex}.margins.${marginIndex}`] = [`staffQuotes.validation.${problem}`];
        const summary = customisationSummaryOf(items, margins);
        return {
          quoteUuid,
          rateUuid,
          margins,
          currency: quote.currency,
          originalTotalMinor: summary.originalTotalMinor,
          customisedTotalMinor: summary.customisedTotalMinor,
          note: body.note ?? null,
          customisedById: session.impersonatorId ?? session.customerId,
          customisedByEmail: session.claims.email,
          customisedAt,
        };
      });
      if (Object.keys(fieldErrors).length > 0) throw new AppError('INVALID_PAYLOAD', { fieldErrors });
      const owner = quote.customerId === null ? undefined : await customerDirectory.byId(quote.customerId);
      await repository.save(rows, {
        actorCustomerId: session.customerId,
        actorEmail: session.claims.email,
        subjectCustomerId: owner?.id ?? null,
        subjectEmail: owner?.email ?? null,
        ipAddress,
        details: {
          quoteUuid,
          note: body.note ?? null,
          rates: rows.map(({ rateUuid, margins, originalTotalMinor, customisedTotalMinor, currency }) => ({
            rateUuid,
            margins,
            originalTotalMinor,
            customisedTotalMinor,
            currency,
          })),
        },
        createdAt: customisedAt,
      });
      return customisationOf(quoteUuid, viewer);
    },

    /**
     * GET /api/v2/staff/quotes/{quoteId}/rates/{rateUuid}/price: the rate's breakdown as the customer is priced it
     * (customised when it is), in the staff member's language, as CSV or PDF.
     */
    async ratePrice(
      quoteUuid: string,
      rateUuid: string,
      query: RatePriceDownloadQuery,
      viewer: Viewer,
    ): Promise<{ body: Buffer | string; contentType: string }> {
      const language = resolveLanguage({
        pathname: `/${(query.lang ?? viewer.session?.claims.preferred_language ?? 'en').split('-')[0]?.toLowerCase()}`,
        enabledLanguages: supportedLanguages,
      });
      const { quote, view } = await pricingFor(quoteUuid, viewer, {
        ...(query.currency ? { currency: query.currency } : {}),
        language,
      });
      const rate = view.rates.find((candidate) => candidate.uuid === rateUuid);
      if (!rate) throw new AppError('RATE_NOT_FOUND');
      const sheet: RatePriceSheet = {
        quote: view,
        rate,
        chargeItems: view.billingItems[rate.uuid] ?? [],
        issuedAt: new Date(now()).toISOString(),
        issuedBy: viewer.session?.claims.email ?? '',
      };
      if (query.format === 'csv')
        return { body: ratePriceCsv(sheet, language), contentType: 'text/csv; charset=utf-8' };
      const brand = await brandsService.brandForId(quote.brandId);
      if (!brand) throw new AppError('QUOTE_NOT_FOUND');
      const pdfBrand = await pdfBrandOf(brand.configuration, brandAssetsDirOf(quote.brandId));
      return { body: await ratePricePdf(sheet, language, pdfBrand), contentType: 'application/pdf' };
    },
  };
}
