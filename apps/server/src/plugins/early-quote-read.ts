import { createHash } from 'node:crypto';
import { supportedLanguages, type Language } from '@freightdesk/domain';

/**
 * The inline script a results page by id starts with (ADR 088): it sends the quote's view read the results would send
 * once their code has run — `GET /api/v2/quotes/customer/{id}?lang=`, the quote's own currency, the bearer token of
 * the `auth_token` cookie when there is one, no cookies — and leaves it on `window.__earlyQuoteRead`. The web app's
 * `getQuote` (lib/quote-view-query.ts) takes it when its own read would be the same address with the same token, and
 * reads again otherwise. `language` is the one the boot script starts in (the page is built per language).
 */
export function earlyQuoteReadScript(language: Language): string {
  return (
    `(function () {` +
    `try {` +
    `var id = /\\/(?:quotes|progressive-quotes|anonymous-quote)\\/([0-9A-Za-z-]+)` +
    `(?:\\/rate\\/[^/]+)?\\/?$/.exec(location.pathname);` +
    `if (!id || !window.fetch) return;` +
    `var token = /(?:^|; )auth_token="?([^;"]+)/.exec(document.cookie);` +
    `var authorization = token ? 'Bearer ' + decodeURIComponent(token[1]) : null;` +
    `var url = '/api/v2/quotes/customer/' + id[1] + '?lang=${language}';` +
    `var headers = { 'content-type': 'application/json', 'accept-language': 'en' };` +
    `if (authorization) headers.authorization = authorization;` +
    `window.__earlyQuoteRead = { url: url, authorization: authorization, ` +
    `response: fetch(url, { headers: headers, credentials: 'omit' }) };` +
    // Whatever goes wrong here, the results read the quote themselves.
    `} catch (error) {}` +
    `})();`
  );
}

/** The Content-Security-Policy sources that let these scripts run (and no other inline script). */
export const earlyQuoteReadScriptSources: string[] = supportedLanguages.map(
  (language) => `'sha256-${createHash('sha256').update(earlyQuoteReadScript(language)).digest('base64')}'`,
);

/** `html` with the early read at the end of its head (it runs as the parser reaches it, before the app's code). */
export function withEarlyQuoteRead(html: string, language: Language): string {
  return html.replace('</head>', `  <script>${earlyQuoteReadScript(language)}</script>\n  </head>`);
}
