import type { TextsPart } from './texts-parts';

/**
 * The name of the chunk holding a part of a language's texts (vite.config.ts names them so). Apart from
 * texts-parts.ts, whose area lists the boot script (load-texts.ts) does not need.
 */
export function localeChunkName(language: string, part: TextsPart): string {
  if (part === 'startUp') return `locale-${language}`;
  if (part === 'quoteForm') return `locale-${language}-quote-form`;
  if (part === 'quoteResults') return `locale-${language}-quote-results`;
  return part === 'quoteJourney' ? `locale-${language}-quotes` : `locale-${language}-pages`;
}
