import type { Language } from '@freightdesk/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { createBrandConfigurationLoader } from '@/lib/brand/brand-configuration-loader';
import { initI18n } from '@/lib/i18n/i18n';
import { App } from './index';
import { appRoutesFor } from './router';

/**
 * Starts the app in `language` (the boot script in main.tsx loads this chunk once it has sent
 * the brand configuration request and asked for the texts): the brand loader takes the request
 * over, the first page's chunks start, and the page renders once the texts are in.
 */
export function startApp(language: Language): void {
  const brandLoader = createBrandConfigurationLoader();
  brandLoader.load();
  // The router would only ask for its lazy modules once it exists (after the texts): starting
  // them now saves a round trip. The browser keeps one copy of each module, so nothing loads twice.
  const matches = matchRoutes(appRoutesFor(window.location.pathname), window.location) ?? [];
  for (const { route } of matches) if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  // Every page of one quote (its results, its booking) reads it first: asked for now, while the page's code is still on
  // its way, rather than once the page has rendered (ADR 090).
  const quoteId = matches.at(-1)?.params.quoteId;
  if (quoteId) void import('@/lib/quote-view-query').then((module) => module.readQuoteAtStart(quoteId, language));

  const render = () => {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element.');
    const root = createRoot(container);
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree (one long task on a slow phone).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App brandLoader={brandLoader} />
        </StrictMode>,
      );
    });
  };
  initI18n(language, { startUpTextsOnly: true }).then(render, (error: unknown) => {
    console.error(error);
    render();
  });
}
