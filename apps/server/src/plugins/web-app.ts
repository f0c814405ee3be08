import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RenderedFirstScreen, ResultsFirstScreens } from '../modules/first-screens/results-first-screen';
import { languageCookieOf } from '../http/request-language';
import { sendError } from './error-handler';
import { createRoutePages, type RoutePage } from './route-preloads';

export interface WebAppOptions {
  /** The web app's build output: index.html, assets/*-<hash>.js|css and their .br/.gz twins. */
  webDistDir: string;
  /** The results' first screens (ADR 093); without them every page starts from index.html alone. */
  firstScreens?: ResultsFirstScreens | undefined;
}

/** Content-hashed files never change under the same name: browsers keep them a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** index.html (and other unhashed files) are revalidated on every use with ETag/Last-Modified. */
export const revalidateCacheControl = 'no-cache';

/**
 * Paths that are never the single-page app: the API, the brand endpoint, brand files and the
 * hashed assets, and the development mailbox (`/dev/mailbox`). A miss there is a 404, not
 * index.html with a 200.
 */
const pathsOutsideTheWebApp = [
  /^\/api(\/|$)/,
  /^\/configuration(\/|$)/,
  /^\/brand-assets(\/|$)/,
  /^\/assets(\/|$)/,
  /^\/dev(\/|$)/,
];

/** A route's index.html, with the headers fastify-static gives index.html (ETag, Last-Modified, no-cache). */
function sendRoutePage(request: FastifyRequest, reply: FastifyReply, page: RoutePage) {
  reply
    .code(200)
    .header('cache-control', revalidateCacheControl)
    .header('vary', 'Accept-Encoding')
    .header('etag', page.etag)
    .header('last-modified', page.lastModified)
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  if (request.method === 'HEAD') return reply.send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** The id the web app looks for (apps/web/src/lib/first-screen.ts): it removes the element once its page is in. */
const firstScreenId = 'first-screen';

/**
 * A route's index.html with the page's first screen (ADR 093): the document's language and direction, and the screen
 * before the app's root, which stays hidden while the screen is there. `inert`: its controls only look like the app's.
 * The first paint then needs none of the app's code: its preloads ask for a low fetch priority, behind what the paint
 * and the app's first API calls need (ADR 094).
 */
export function withFirstScreen(html: string, firstScreen: RenderedFirstScreen): string {
  const { language, direction, css, emotionStyleKeys } = firstScreen;
  return html
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${direction}">`)
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replace(
      '<div id="root">',
      `<div id="${firstScreenId}" inert><style>#${firstScreenId} ~ #root { display: none; }</style>` +
        `<style data-emotion="${emotionStyleKeys}">${css}</style>${firstScreen.html}</div><div id="root">`,
    );
}

export function isWebAppPath(pathname: string): boolean {
  return !pathsOutsideTheWebApp.some((pattern) => pattern.test(pathname));
}

/**
 * Serves the built web app and answers every other miss. GET deep links (`/quotes/abc`,
 * `/es/sign-in`) get index.html so the client router takes over; everything else that matched
 * no route answers a JSON 404 `{ message: 'ROUTE_NOT_FOUND' }`.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { webDistDir, firstScreens }: WebAppOptions) => {
    const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
    const assetsDir = path.join(webDistDir, 'assets') + path.sep;

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        // The web build writes x.br and x.gz beside each file; the best one the client accepts is sent.
        preCompressed: true,
        cacheControl: false,
        serveDotFiles: false,
        setHeaders(response, filePath) {
          response.setHeader(
            'cache-control',
            filePath.startsWith(assetsDir) ? immutableCacheControl : revalidateCacheControl,
          );
          response.setHeader('vary', 'Accept-Encoding');
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'web app not built (no index.html): serving the API only; run `npm run build`');
    }

    const routePages = createRoutePages(webDistDir);

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebApp && isPageRequest && isWebAppPath(pathname)) {
        // The quote journey's pages: index.html announcing the page's chunks (ADR 087).
        const page = routePages.pageFor(pathname, languageCookieOf(request));
        const firstScreen = page && request.method === 'GET' ? await firstScreens?.render(request, pathname) : null;
        if (page && firstScreen) {
          // Made for this visitor's quote and device: never a shared cache's, never a 304.
          return reply
            .code(200)
            .header('cache-control', 'private, no-cache')
            .header('vary', 'Accept-Encoding, Cookie, User-Agent')
            .type('text/html; charset=utf-8')
            .send(withFirstScreen(page.html, firstScreen));
        }
        if (page) return sendRoutePage(request, reply, page);
        // The not-found reply starts as a 404; the page itself is found (or 304 when unchanged).
        reply.code(200);
        return reply.sendFile('index.html');
      }
      return sendError(
        Object.assign(new Error(`No route for ${request.method} ${pathname}`), { statusCode: 404 }),
        request,
        reply,
      );
    });
  },
  { name: 'web-app' },
);
