import { z } from 'zod';

/** Properties are free-form JSON, bounded so one event cannot fill the table. */
export const maxEventPropertiesBytes = 8 * 1024;

/** The UTF-8 size of a text (the domain has no Buffer or TextEncoder). */
function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** POST /api/v2/events: an analytics event of the signed-in user; answers 204. */
export const eventBodySchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.maxLength' }),
  properties: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((properties) => utf8ByteLength(JSON.stringify(properties)) <= maxEventPropertiesBytes, {
      error: 'validation.maxLength',
    }),
});
export type EventBody = z.input<typeof eventBodySchema>;

/**
 * The analytics events of the quote results (docs/product/quoting.md#results-screen): the quote shown with rates,
 * a quote shown without any, a rate chosen.
 */
export const quoteResultsEventNames = {
  quoteDisplayed: 'quote_displayed',
  noQuoteShown: 'no_quote_shown',
  quoteSelected: 'quote_selected',
} as const;
