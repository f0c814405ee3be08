import { resolveLanguage, supportedLanguages } from '@freightdesk/domain';
import { afterNextPaint } from '@/lib/after-next-paint';
import { startBrandConfigurationRequest } from '@/lib/brand/fetch-brand-configuration';
import { withReloadOnChunkFailure } from '@/lib/chunk-reload';
import { readLanguageCookie } from '@/lib/i18n/language-cookie';
import { loadTexts } from '@/lib/i18n/load-texts';
import { loadFontsAfterFirstContentfulPaint } from '@/lib/theme/load-fonts';
import { warmUpBrowserData } from '@/lib/warm-up-browser-data';

/*
 * The boot script: a few kB, free of React, MUI and the other libraries. It runs as soon as it
 * has arrived and sends what the first render waits for (the brand configuration, the texts)
 * while the app's code is still downloading; index.html preloads that code (ADR 026).
 */

// The brand's languages are not known yet: any supported one is honoured now, LanguageSync corrects it.
const provisionalLanguage = resolveLanguage({
  pathname: window.location.pathname,
  cookieLanguage: readLanguageCookie(),
  enabledLanguages: supportedLanguages,
});
startBrandConfigurationRequest();
loadFontsAfterFirstContentfulPaint();
// i18n asks for the same texts once the app has started; a failure is reported there.
loadTexts(provisionalLanguage, 'startUp').catch(() => undefined);

// The app's code is on its way already (index.html preloads it); it runs once the browser has painted what the HTML
// holds (the start-up spinner, or a page's first screen, ADR 093), so that paint never waits for it (ADR 094).
afterNextPaint(() => {
  warmUpBrowserData(provisionalLanguage);
  withReloadOnChunkFailure('app', () => import('./app/start'))().then(
    ({ startApp }) => startApp(provisionalLanguage),
    (error: unknown) => console.error(error),
  );
});
