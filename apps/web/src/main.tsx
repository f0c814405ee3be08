import '@/styles/fonts.css';
import { resolveLanguage, supportedLanguages } from '@freightdesk/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from '@/app';
import { appRoutes } from '@/app/router';
import { brandConfigurationQueryOptions } from '@/lib/brand/get-brand-configuration';
import { initI18n } from '@/lib/i18n/i18n';
import { readLanguageCookie } from '@/lib/i18n/language-cookie';
import { createQueryClient } from '@/lib/react-query';

const queryClient = createQueryClient();
// The brand, the first language's texts and the first page's chunks load in parallel; the
// page renders once the texts are in.
void queryClient.prefetchQuery(brandConfigurationQueryOptions());
// The router would only ask for its lazy modules once it exists (after the texts): starting
// them now saves a round trip. The browser keeps one copy of each module, so nothing loads twice.
for (const { route } of matchRoutes(appRoutes, window.location) ?? []) {
  if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
}
// The brand's languages are not known yet: any supported one is honoured now, LanguageSync corrects it.
const provisionalLanguage = resolveLanguage({
  pathname: window.location.pathname,
  cookieLanguage: readLanguageCookie(),
  enabledLanguages: supportedLanguages,
});

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

initI18n(provisionalLanguage).then(render, (error: unknown) => {
  console.error(error);
  render();
});
