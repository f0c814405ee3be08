import onDemandAreas from './on-demand-text-areas.json' with { type: 'json' };
import quoteFormAreas from './quote-form-text-areas.json' with { type: 'json' };
import quoteJourneyAreas from './quote-journey-text-areas.json' with { type: 'json' };
import quoteResultsAreas from './quote-results-text-areas.json' with { type: 'json' };
import serverAreas from './server-text-areas.json' with { type: 'json' };

/**
 * The areas (files `locales/<language>/<area>.json`) that only feature pages and panels show:
 * they are fetched with the first such page, not at start-up (ADR 026; the error catalogue's
 * texts too, ADR 048: only forms show them). Every other area (the
 * shell, the dashboard, notices, page titles…) is part of the start-up texts, so a new
 * area is shown at start-up unless it is listed in on-demand-text-areas.json (plain data:
 * vite.config.ts reads it too, to put each part of a language in a chunk of its own).
 */
export const onDemandTextAreas: readonly string[] = onDemandAreas;

/**
 * The on-demand areas the quote journey shows (the quote form, the results and what they open: sharing, the route
 * map, emissions, a custom request, the forms' messages): parts of their own, so that the form and the results
 * fetch these texts and not every feature page's (ADR 073). The other on-demand areas stay in the `onDemand` part.
 * The form's own areas (`quoteForm`) and the results' own (`quoteResults`, with the custom request they offer when
 * nothing is found: ADR 089) are parts apart from what both show (`quoteJourney`), so that neither fetches the
 * other's (ADR 082, amendment 3).
 */
export const quoteJourneyTextAreas: readonly string[] = quoteJourneyAreas;
export const quoteFormTextAreas: readonly string[] = quoteFormAreas;
export const quoteResultsTextAreas: readonly string[] = quoteResultsAreas;

/**
 * The areas only the server reads: the e-mails' texts (apps/server/src/modules/mail, ADR 067).
 * They live with the others so that one test keeps every language's keys in step, but the web
 * build leaves them out of both parts (`textsPartOf` gives `server`, which vite.config.ts never loads).
 */
export const serverTextAreas: readonly string[] = serverAreas;

/**
 * Which texts of a language: those start-up needs, those of the quote journey, or those of the other feature
 * pages. Every part a page may ask for: `onDemandTextsParts`.
 */
export type TextsPart = 'startUp' | 'quoteJourney' | 'quoteForm' | 'quoteResults' | 'onDemand';

/** The parts of the feature pages: a page asks for all of them unless it names its own (ADR 073). */
export const onDemandTextsParts: readonly Exclude<TextsPart, 'startUp'>[] = [
  'quoteJourney',
  'quoteForm',
  'quoteResults',
  'onDemand',
];

/** The module that maps `<language>:<part>` to the loader of that part (vite.config.ts `localeParts`). */
export const localePartsModuleId = 'virtual:freightdesk/locale-parts';

const localePartModulePrefix = 'virtual:freightdesk/locale-part/';

/** The module whose default export is the part's area files of the language, in file-name order. */
export function localePartModuleId(language: string, part: string): string {
  return `${localePartModulePrefix}${language}/${part}`;
}

export function isLocalePartModuleId(id: string): boolean {
  return id.startsWith(localePartModulePrefix);
}

/** The part a locale file (`…/locales/<language>/<area>.json`) belongs to; `server`: none of the web's. */
export function textsPartOf(localeFilePath: string): TextsPart | 'server' {
  const area = /([^\\/]+)\.json$/.exec(localeFilePath)?.[1] ?? '';
  if (serverTextAreas.includes(area)) return 'server';
  if (quoteFormTextAreas.includes(area)) return 'quoteForm';
  if (quoteResultsTextAreas.includes(area)) return 'quoteResults';
  if (quoteJourneyTextAreas.includes(area)) return 'quoteJourney';
  return onDemandTextAreas.includes(area) ? 'onDemand' : 'startUp';
}
