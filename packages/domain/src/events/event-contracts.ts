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

// Names without zod (the results page sends them): a module of their own (ADR 071).
export { quoteResultsEventNames } from './quote-results-events';
