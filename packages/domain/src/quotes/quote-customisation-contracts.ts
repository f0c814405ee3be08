import { z } from 'zod';
import { isLanguage } from '../i18n/languages';
import { rateSchema, rateTotalSchema } from '../rates/rate';
import { currencies } from '../shipping/shipment-type';
import {
  customisableChargeGroups,
  marginPercentLimits,
  ratePriceFormats,
  type RateMargin,
} from './quote-customisation';

/**
 * The staff calls on a quote (docs/decisions/081-staff-quote-tools.md): reading and saving a customised price
 * (`quotePricing`), and downloading a rate's price as CSV or PDF (every staff member).
 */

/** At most this many margins on one rate, and rates in one save. */
export const maxMarginsPerRate = 40;
export const maxCustomisedRatesPerSave = 50;
/** An amount margin moves a line or group by at most this many minor units (10,000,000.00) either way. */
export const maxMarginAmountMinor = 1_000_000_000;

const percentValue = z
  .number()
  .min(marginPercentLimits.min, { error: 'staffQuotes.validation.percentRange' })
  .max(marginPercentLimits.max, { error: 'staffQuotes.validation.percentRange' })
  .refine(
    (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
    {
      error: 'staffQuotes.validation.percentDecimals',
    },
  );
const amountValue = z
  .number()
  .int({ error: 'staffQuotes.validation.amountMinor' })
  .min(-maxMarginAmountMinor, { error: 'staffQuotes.validation.amountRange' })
  .max(maxMarginAmountMinor, { error: 'staffQuotes.validation.amountRange' });

const marginTarget = {
  group: z.enum(customisableChargeGroups),
};

/** One margin: `amount` in minor units of the rate's currency (negative lowers it), `percent` (2 decimals). */
export const rateMarginSchema = z.union([
  z.object({
    scope: z.literal('line'),
    ...marginTarget,
    line: z.number().int().min(0),
    mode: z.literal('amount'),
    value: amountValue,
  }),
  z.object({
    scope: z.literal('line'),
    ...marginTarget,
    line: z.number().int().min(0),
    mode: z.literal('percent'),
    value: percentValue,
  }),
  z.object({ scope: z.literal('group'), ...marginTarget, mode: z.literal('amount'), value: amountValue }),
  z.object({ scope: z.literal('group'), ...marginTarget, mode: z.literal('percent'), value: percentValue }),
]) satisfies z.ZodType<RateMargin>;

/** PUT /api/v2/staff/quotes/{quoteId}/customisation: margins of some rates (none: back to the rate sheet). */
export const saveQuoteCustomisationRequestSchema = z.object({
  rates: z
    .array(
      z.object({
        rateUuid: z.uuid(),
        margins: z.array(rateMarginSchema).max(maxMarginsPerRate),
      }),
    )
    .min(1)
    .max(maxCustomisedRatesPerSave),
  /** A note for the audit trail (why the price moved). */
  note: z.string().trim().max(500).optional(),
});
export type SaveQuoteCustomisationRequest = z.infer<typeof saveQuoteCustomisationRequestSchema>;

/** One rate as the customise screen reads it: the rate-sheet price and the margins in force. */
export const customisableRateSchema = z.object({
  /** The rate as the rate sheet priced it (staff view, before any margin). */
  rate: rateSchema,
  margins: z.array(rateMarginSchema),
  customisedAt: z.iso.datetime().nullable(),
  /** The e-mail of the staff member who customised it last. */
  customisedBy: z.string().nullable(),
  /** The customer's price under the margins in force. */
  customisedTotal: rateTotalSchema,
});
export type CustomisableRate = z.infer<typeof customisableRateSchema>;

export const quoteCustomisationSchema = z.object({
  quoteUuid: z.uuid(),
  currency: z.enum(currencies),
  /** The quote's customer (who a customised price is shared with by default); null for a guest's quote. */
  owner: z.object({ customerId: z.uuid(), email: z.string(), name: z.string() }).nullable(),
  rates: z.array(customisableRateSchema),
});
export type QuoteCustomisation = z.infer<typeof quoteCustomisationSchema>;
export const quoteCustomisationResponseSchema = z
  .object({ data: quoteCustomisationSchema })
  .describe("The quote's rates at their rate-sheet price, with the margins in force");

export const rateParamsSchema = z.object({
  quoteId: z.uuid({ error: 'invalidQuoteId' }),
  rateUuid: z.uuid({ error: 'invalidRateId' }),
});

/** GET /api/v2/staff/quotes/{quoteId}/rates/{rateUuid}/price: the format, and the language of the texts. */
export const ratePriceDownloadQuerySchema = z.object({
  format: z.enum(ratePriceFormats).default('csv'),
  lang: z
    .string()
    .optional()
    .refine((value) => value === undefined || isLanguage(value.split('-')[0]?.toLowerCase()), {
      error: 'unsupportedLanguage',
    }),
  currency: z.enum(currencies).optional(),
});
export type RatePriceDownloadQuery = z.infer<typeof ratePriceDownloadQuerySchema>;
