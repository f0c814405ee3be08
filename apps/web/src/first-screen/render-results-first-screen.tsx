import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { textDirectionOf, type Language, type QuoteView } from '@freightdesk/domain';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import rtlPlugin from 'stylis-plugin-rtl';
import { Component as ResultsPage } from '@/app/routes/quote-results';
import { AppShellLayout } from '@/components/layouts/app-shell/app-shell-layout';
import { paths, type PathId } from '@/config/paths';
import { BrandContext } from '@/lib/brand/brand-context';
import { parseBrandConfiguration } from '@/lib/brand/parse-brand-configuration';
import { deepMergeTranslations, type TranslationTree } from '@/lib/i18n/locale-resources';
import { textsPartOf, type TextsPart } from '@/lib/i18n/texts-parts';
import { quoteViewQueryKey } from '@/lib/quote-view-query';
import { VisitorSessionProvider } from '@/lib/session/session-context';
import { buildTheme } from '@/lib/theme/build-theme';

/*
 * The results' first screen, rendered on the server (ADR 093): the app shell and the results heading of a visitor's
 * quote, from the very components the browser renders, so that a phone paints the heading as the HTML arrives instead
 * of after the app's JavaScript has run. Built apart (vite.first-screen.config.ts) for the server to import.
 */

/** The texts a results page starts with: the start-up texts and the quote journey's and results' own (ADR 073, 082). */
const firstScreenParts: readonly TextsPart[] = ['startUp', 'quoteJourney', 'quoteResults'];
const localeFiles = import.meta.glob<TranslationTree>('../locales/*/*.json', { eager: true, import: 'default' });

function textsOf(language: Language): TranslationTree {
  const trees = Object.entries(localeFiles)
    .filter(
      ([path]) => path.split('/').at(-2) === language && firstScreenParts.includes(textsPartOf(path) as TextsPart),
    )
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, tree]) => tree);
  return deepMergeTranslations(trees);
}
const textsByLanguage = new Map<Language, TranslationTree>();

/** The results pages that start with a first screen: a quote by id (the server's list, results-first-screen.ts). */
const firstScreenPages: readonly PathId[] = ['quote', 'progressiveQuotes', 'anonymousQuote'];

/** Viewport widths assumed from the user agent: the breakpoints the shell reads with useMediaQuery (ADR 093). */
const assumedViewportWidthPx = { phone: 412, desktop: 1280 } as const;

/** `(min-width:900px)`, `(max-width:899.95px)` and their conjunctions against a width: MUI's breakpoint queries. */
function matchesWidth(query: string, widthPx: number): boolean {
  return query.split(/\band\b/).every((part) => {
    const bound = /(min|max)-width:\s*([\d.]+)px/.exec(part);
    if (!bound) return true;
    const limit = Number(bound[2]);
    return bound[1] === 'min' ? widthPx >= limit : widthPx <= limit;
  });
}

export interface ResultsFirstScreenInput {
  /** The brand configuration as `GET /configuration` answers it for the page's host. */
  brandConfiguration: unknown;
  language: Language;
  /** The page's address (path and query), as the browser asked for it. */
  url: string;
  /** The quote as `GET /api/v2/quotes/customer/{id}` answers a visitor, in `language` and its own currency. */
  quote: QuoteView;
  device: keyof typeof assumedViewportWidthPx;
}

export interface ResultsFirstScreen {
  /** The shell and the heading, without ids (the app's own copy of the page has them). */
  html: string;
  /** The rules the markup uses, emotion's as the browser would insert them. */
  css: string;
  /**
   * Their `<style>`'s `data-emotion` value: the cache's key and the rules' names. The app's emotion cache of that key
   * takes such a tag over when it is created (emotion's server rendering), so it does not insert those rules again.
   */
  emotionStyleKeys: string;
  direction: 'ltr' | 'rtl';
}

export async function renderResultsFirstScreen(input: ResultsFirstScreenInput): Promise<ResultsFirstScreen> {
  const { language, quote } = input;
  const direction = textDirectionOf(language);
  const brand = parseBrandConfiguration(input.brandConfiguration);
  let texts = textsByLanguage.get(language);
  if (!texts) {
    texts = textsOf(language);
    textsByLanguage.set(language, texts);
  }
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: texts } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    initAsync: false,
  });
  // Its rules are collected below rather than written beside each element (emotion's compat mode).
  const cache = createCache(direction === 'rtl' ? { key: 'muirtl', stylisPlugins: [rtlPlugin] } : { key: 'mui' });
  cache.compat = true;
  const widthPx = assumedViewportWidthPx[input.device];
  const theme = buildTheme(brand, direction);
  theme.components = {
    ...theme.components,
    MuiUseMediaQuery: {
      defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesWidth(query, widthPx) }) },
    },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(quoteViewQueryKey(quote.uuid, null, language), quote);

  // The results pages by id, under the shell as router.tsx has them, with or without the language prefix.
  const pages = firstScreenPages.flatMap((pathId) => {
    const path = paths[pathId].path.slice(1);
    return [path, `:language/${path}`].map((pattern) => ({
      path: pattern,
      handle: { pathId },
      element: <ResultsPage />,
    }));
  });
  const routes: RouteObject[] = [{ path: '/', element: <AppShellLayout />, children: pages }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(input.url, 'http://first-screen.invalid')));
  if (context instanceof Response) throw new Error(`The first screen's routes answered ${context.status}.`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrandContext value={brand}>
            <VisitorSessionProvider>
              <QueryClientProvider client={queryClient}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </QueryClientProvider>
            </VisitorSessionProvider>
          </BrandContext>
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>,
  );
  queryClient.clear();
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return {
    html: markup.replace(/\sid="[^"]*"/g, ''),
    css: rules.map(([, css]) => css).join(''),
    emotionStyleKeys: [cache.key, ...rules.map(([name]) => name)].join(' '),
    direction,
  };
}
