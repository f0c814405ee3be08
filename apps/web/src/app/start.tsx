import type { Language } from '@freightdesk/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrandConfigurationLoader, type BrandConfigurationLoader } from '@/lib/brand/brand-configuration-loader';
import { initI18n } from '@/lib/i18n/i18n';
import { App } from './index';
import { createAppRouter, type AppRouter } from './router';

/**
 * Starts the app in `language` (the boot script in main.tsx loads this chunk once it has sent
 * the brand configuration request and asked for the texts): the brand loader takes the request
 * over, the router starts the first page's chunks, and the page renders once the texts are in.
 */
export function startApp(language: Language): void {
  const brandLoader = createBrandConfigurationLoader();
  brandLoader.load();
  const textsAreIn = initI18n(language, { startUpTextsOnly: true }).catch((error: unknown) => console.error(error));
  // The router in a task of its own, not in the one that evaluated the app's code nor in the first render: each of
  // the three is a long task on a phone (ADR 094). Creating it starts the first page's chunks.
  setTimeout(() => {
    const router = createAppRouter();
    // Every page of one quote (its results, its booking) reads it first: asked for now, while the page's code is
    // still on its way, rather than once the page has rendered (ADR 090).
    const quoteId = router.state.matches.at(-1)?.params.quoteId;
    if (quoteId) void import('@/lib/quote-view-query').then((module) => module.readQuoteAtStart(quoteId, language));
    void textsAreIn.then(() => render(router, brandLoader));
  }, 0);
}

function render(router: AppRouter, brandLoader: BrandConfigurationLoader): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (one long task on a slow phone).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App brandLoader={brandLoader} router={router} />
      </StrictMode>,
    );
  });
}
