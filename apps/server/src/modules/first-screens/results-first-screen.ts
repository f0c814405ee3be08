import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageFromPath, resolveLanguage, type Language, type QuoteView } from '@freightdesk/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { languageCookieOf } from '../../http/request-language';
import type { BrandsService } from '../brands/brands.service';
import type { QuotesService } from '../quotes/quotes.service';

/*
 * The results' first screen (ADR 093): for a visitor opening a guest quote's results page, the page's HTML carries the
 * app shell and the results heading, rendered by the web app's own components (apps/web/src/first-screen), so that a
 * phone paints them as the HTML arrives. The browser's app replaces it once it has rendered the page.
 */

/** What the web build's first-screen bundle renders (apps/web/src/first-screen/render-results-first-screen.tsx). */
interface FirstScreenRenderer {
  renderResultsFirstScreen(input: {
    brandConfiguration: unknown;
    language: Language;
    url: string;
    quote: QuoteView;
    device: 'phone' | 'desktop';
  }): Promise<{ html: string; css: string; emotionStyleKeys: string; direction: 'ltr' | 'rtl' }>;
}

export interface RenderedFirstScreen {
  html: string;
  css: string;
  /** The style tag's `data-emotion`: the app's emotion cache takes the rules over instead of inserting them again. */
  emotionStyleKeys: string;
  language: Language;
  direction: 'ltr' | 'rtl';
}

export interface ResultsFirstScreens {
  /** The first screen of the page `request` asks for, or null: not a results page by id, not a visitor, no rates. */
  render(request: FastifyRequest, pathname: string): Promise<RenderedFirstScreen | null>;
}

/** The web app's auth cookie (apps/web/src/lib/session/auth-token.ts): a signed-in reader's shell is another. */
const authCookie = /(?:^|;\s*)auth_token=[^;]/;
const quoteIdPattern = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/**
 * A quote's results by id, with or without a language prefix: the web app's `quote`, `progressiveQuotes` (where a sent
 * search lands) and `anonymousQuote` paths (apps/web/src/config/paths.ts).
 */
const resultsPagePath = new RegExp(
  `^(?:/[a-z]{2})?/(?:quotes|progressive-quotes|anonymous-quote)/(${quoteIdPattern})/?$`,
);
const phoneUserAgent = /Mobi|Android|iPhone|iPad/i;

export interface ResultsFirstScreensOptions {
  /** The web build's first-screen bundle (apps/web/dist-first-screen). */
  firstScreenDir: string;
  quotesService: QuotesService;
  brandsService: BrandsService;
  log: FastifyBaseLogger;
}

/** Undefined when the web build has no first-screen bundle: the pages are served as before. */
export async function loadResultsFirstScreens({
  firstScreenDir,
  quotesService,
  brandsService,
  log,
}: ResultsFirstScreensOptions): Promise<ResultsFirstScreens | undefined> {
  const bundlePath = path.join(firstScreenDir, 'render-results-first-screen.js');
  if (!existsSync(bundlePath)) {
    log.warn({ bundlePath }, 'no first-screen bundle: results pages start without their first screen');
    return undefined;
  }
  const renderer = (await import(pathToFileURL(bundlePath).href)) as FirstScreenRenderer;
  const visitor = { session: null, isStaff: false };

  return {
    async render(request, pathname) {
      const quoteId = resultsPagePath.exec(pathname)?.[1];
      if (!quoteId || authCookie.test(request.headers.cookie ?? '')) return null;
      const prefix = languageFromPath(pathname);
      try {
        const brandConfiguration = await brandsService.configurationForHost(request.hostname);
        const language = resolveLanguage({
          pathname,
          cookieLanguage: languageCookieOf(request),
          enabledLanguages: brandConfiguration.supportedLanguages,
        });
        // A prefix the brand does not offer is the app's to correct (it moves to another address).
        if (prefix !== undefined && prefix !== language) return null;
        const quote = await quotesService.customerQuote(quoteId, { currency: undefined, viewer: visitor, language });
        if (quote.isExpired || quote.rates.length === 0) return null;
        const rendered = await renderer.renderResultsFirstScreen({
          // As the browser reads them: the JSON the API answers.
          brandConfiguration: JSON.parse(JSON.stringify(brandConfiguration)) as unknown,
          language,
          url: request.url,
          quote: JSON.parse(JSON.stringify(quote)) as QuoteView,
          device: phoneUserAgent.test(request.headers['user-agent'] ?? '') ? 'phone' : 'desktop',
        });
        return { ...rendered, language };
      } catch (error) {
        // Not readable by a visitor, or unknown: the page starts as any other does. A failed render is a bug to see.
        if (error instanceof AppError) return null;
        request.log.warn({ err: error, quoteId }, 'results page without its first screen: the render failed');
        return null;
      }
    },
  };
}
