import type { BrandConfiguration } from '@freightdesk/domain';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The fields start-up reads before anything else renders (header, cookies, title, theme, languages). */
function hasStartupFields(body: Record<string, unknown>): boolean {
  const { primaryColor, secondaryColor, supportedLanguages } = body;
  return (
    isText(body.id) &&
    isText(body.name) &&
    isText(body.type) &&
    isText(body.favIconPath) &&
    isTextList(body.cookieDomains) &&
    isTextList(supportedLanguages) &&
    supportedLanguages.length > 0 &&
    isRecord(primaryColor) &&
    isText(primaryColor.p500) &&
    isRecord(secondaryColor) &&
    isText(secondaryColor.a500) &&
    isRecord(body.featureFlags) &&
    isRecord(body.services)
  );
}

/**
 * A structural check of `GET /configuration`, not the domain's zod schema: the server validates
 * every brand file against `brandConfigurationSchema` when it starts (and fills its defaults),
 * and the page trusts its own origin. What is checked here is what catches a wrong answer (an
 * error page, a proxy's HTML, half a brand); keeping zod out of start-up saves ~26 kB gzip
 * (ADR 026).
 */
export function parseBrandConfiguration(body: unknown): BrandConfiguration {
  if (!isRecord(body) || !hasStartupFields(body))
    throw new TypeError('GET /configuration did not answer a brand configuration.');
  return body as unknown as BrandConfiguration;
}
