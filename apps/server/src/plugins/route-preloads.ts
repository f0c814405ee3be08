import { readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { resolveLanguage, stripLanguagePrefix, supportedLanguages, type Language } from '@freightdesk/domain';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source module (or `_<file>`). */
export interface WebManifestChunk {
  file: string;
  name?: string;
  /** The chunks this one imports statically: they are fetched before it runs. */
  imports?: string[];
}
export type WebManifest = Record<string, WebManifestChunk>;

/** The parts of a language's texts (the web app's `TextsPart`, ADR 073) a page shows at its first render. */
type TextsPart = 'startUp' | 'quoteJourney' | 'quoteForm' | 'quoteResults';

interface PreloadedRoute {
  name: string;
  /** The path without its language prefix. */
  path: RegExp;
  /** The source modules the router's lazy load of the page imports (manifest keys), the layout's excepted. */
  modules: string[];
  texts: TextsPart[];
}

// What the quote journey's pages load besides their own chunk (router.tsx `asFeaturePage`): their table of routes and
// the page frame with the query client.
const quoteJourneyPageModules = ['src/app/quote-journey-routes.ts', 'src/app/feature-page-frame.tsx'];

/**
 * The pages whose chunks index.html announces (ADR 087): without it, the browser finds them one level at a time (the
 * boot script, then start-up, then the page's table of routes, then the page, then what the page imports). The paths
 * follow the web app's `config/paths.ts` and the modules its `app/router.tsx`; a module the build no longer has fails
 * route-preloads.test.ts (it reads the real manifest).
 */
export const preloadedRoutes: PreloadedRoute[] = [
  {
    name: 'quote results',
    // /quotes/{id}, /quotes/{search…}, /progressive-quotes/{id}, /anonymous-quote/{id}[/rate/{id}],
    // /combined-quotes/{search…}; not a quote's booking (/quotes/{id}/bookings/{id}) nor "My quotes" (/quotes).
    path: /^\/(?:quotes\/(?![^/]+\/bookings(?:\/|$))[^/]+|progressive-quotes\/[^/]+|anonymous-quote\/[^/]+|combined-quotes\/[^/]+)(?:\/.*)?$/,
    modules: [...quoteJourneyPageModules, 'src/app/routes/quote-results.tsx'],
    texts: ['startUp', 'quoteJourney', 'quoteResults'],
  },
  {
    name: 'quote form',
    path: /^\/get-quote\/[^/]+\/?$/,
    modules: [...quoteJourneyPageModules, 'src/app/routes/get-quote.tsx'],
    texts: ['startUp', 'quoteJourney', 'quoteForm'],
  },
];

/** The chunk holding a part of a language's texts, as the web build names it (its `locale-chunk-name.ts`). */
export function localeChunkName(language: Language, part: TextsPart): string {
  if (part === 'startUp') return `locale-${language}`;
  if (part === 'quoteForm') return `locale-${language}-quote-form`;
  if (part === 'quoteResults') return `locale-${language}-quote-results`;
  return `locale-${language}-quotes`;
}

/** The script and modulepreload addresses index.html already holds. */
function addressesIn(indexHtml: string): Set<string> {
  return new Set([...indexHtml.matchAll(/\s(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''));
}

/**
 * The addresses of the chunks `route` needs in `language` beyond what index.html loads: its modules' chunks with
 * everything they import statically, and its texts. Throws when the manifest lacks one of them.
 */
export function routePreloadAddresses(
  manifest: WebManifest,
  indexHtml: string,
  route: PreloadedRoute,
  language: Language,
): string[] {
  const byName = new Map(Object.values(manifest).map((chunk) => [chunk.name, chunk]));
  const known = addressesIn(indexHtml);
  const addresses: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build's manifest has no ${key}`);
    const address = `/${chunk.file}`;
    if (known.has(address) || !chunk.file.endsWith('.js')) return;
    known.add(address);
    addresses.push(address);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const part of route.texts) {
    const chunk = byName.get(localeChunkName(language, part));
    if (!chunk) throw new Error(`the web build's manifest has no ${localeChunkName(language, part)} chunk`);
    const address = `/${chunk.file}`;
    if (!known.has(address)) addresses.push(address);
    known.add(address);
  }
  for (const key of route.modules) visit(key);
  return addresses;
}

/** index.html with `addresses` announced as modulepreload links at the end of its head. */
export function withModulePreloads(indexHtml: string, addresses: string[]): string {
  const links = addresses.map((address) => `<link rel="modulepreload" crossorigin href="${address}">`).join('\n    ');
  return indexHtml.replace('</head>', `  ${links}\n  </head>`);
}

export interface RoutePage {
  html: string;
  /** The page compressed once, for clients that accept brotli or gzip. */
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
  lastModified: string;
}

/**
 * index.html for the preloaded routes, one page per route and language, built at start-up and again when index.html
 * changes (a rebuild while the server runs): a request only picks its page.
 */
export function createRoutePages(webDistDir: string): {
  pageFor(pathname: string, cookieLanguage: string | undefined): RoutePage | undefined;
} {
  const indexPath = path.join(webDistDir, 'index.html');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  let builtAtMs = Number.NaN;
  let pages = new Map<string, RoutePage>();

  const build = (mtime: Date) => {
    const indexHtml = readFileSync(indexPath, 'utf8');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as WebManifest;
    const next = new Map<string, RoutePage>();
    for (const route of preloadedRoutes) {
      for (const language of supportedLanguages) {
        const html = withModulePreloads(indexHtml, routePreloadAddresses(manifest, indexHtml, route, language));
        const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
        next.set(`${route.name}:${language}`, {
          html,
          brotli: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(html, { level: 9 }),
          etag: `"${hash}"`,
          lastModified: mtime.toUTCString(),
        });
      }
    }
    pages = next;
  };

  /** False when there is no index.html. */
  const upToDate = () => {
    const stats = statSync(indexPath, { throwIfNoEntry: false });
    if (!stats) return false;
    if (stats.mtimeMs !== builtAtMs) {
      builtAtMs = stats.mtimeMs;
      try {
        build(stats.mtime);
      } catch {
        // A build without its manifest: the plain index.html serves these pages until the next build.
        pages = new Map();
      }
    }
    return true;
  };
  upToDate();

  return {
    pageFor(pathname, cookieLanguage) {
      const route = preloadedRoutes.find((candidate) => candidate.path.test(stripLanguagePrefix(pathname)));
      if (!route || !upToDate()) return undefined;
      // The language the boot script starts in (main.tsx): the path's prefix, else the cookie's.
      const language = resolveLanguage({ pathname, cookieLanguage, enabledLanguages: supportedLanguages });
      return pages.get(`${route.name}:${language}`);
    },
  };
}
