import { supportedLanguages, type Language } from '@freightdesk/domain';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { FullPageProgress } from '@/components/ui/full-page-progress';
import { localizeHref, paths, type PathId, type RouteHandle } from '@/config/paths';
import { loadOnDemandTexts } from '@/lib/i18n/i18n';
import type { TextsPart } from '@/lib/i18n/texts-parts';
import { withReloadOnChunkFailure } from '@/lib/lazy-with-reload';
import type { FeatureRouteName, LoadRouteModule } from './feature-routes';
import { RootLayout } from './root-layout';
import { RouteErrorFallback } from './route-error-fallback';
import { loadFeaturePageFrame } from './with-feature-page-frame';

// `/` and the shell are chunks of their own; every other page's chunk is named in a table of routes, a module loaded
// with the first page it names (its preload lists stay off the first page): quote-journey-routes for the quote form and
// the results, feature-routes for the rest (ADR 090).
const loadHome: LoadRouteModule = () => import('./routes/home');
// The shell plus the auth slide-out panel (opened by `?authPanel=`).
const loadAppShellLayout: LoadRouteModule = () => import('./routes/app-shell-with-auth-panel');
// A failed fetch here fails the page's own load, which `lazyRoute` retries (reload once on a stale chunk).
const routesIn =
  <Name extends string>(loadTable: () => Promise<Record<Name, LoadRouteModule>>) =>
  (name: Name): LoadRouteModule =>
  async () =>
    (await loadTable())[name]();
const featureRoute = routesIn(() => import('./feature-routes').then((module) => module.featureRouteModules));
const quoteJourneyRoute = routesIn(() =>
  import('./quote-journey-routes').then((module) => module.quoteJourneyRouteModules),
);
const loadPlaceholder = featureRoute('placeholder');
const loadGetQuote = quoteJourneyRoute('getQuote');
const loadECommerceSolution = featureRoute('eCommerceSolution');
const loadLogOut = featureRoute('logOut');
const loadSignIn = featureRoute('signIn');
const loadSignUp = featureRoute('signUp');
const loadRecoveryPassword = featureRoute('recoveryPassword');
const loadResetPassword = featureRoute('resetPassword');
const loadMyProfile = featureRoute('myProfile');
const loadMyQuotes = featureRoute('myQuotes');
const loadMyBookings = featureRoute('myBookings');
const loadBookingDetails = featureRoute('bookingDetails');
const loadCreatePassword = featureRoute('createPassword');
const loadVerifyEmail = featureRoute('verifyEmail');
const loadOnboarding = featureRoute('onboarding');
const loadQuoteResults = quoteJourneyRoute('quoteResults');
const loadRateBooking = featureRoute('rateBooking');
const loadBookingFlow = featureRoute('bookingFlow');
const loadBookingConfirmation = featureRoute('bookingConfirmation');
const loadAuthLayout = featureRoute('authLayout');
/** The staff console's pages (ADR 072), each behind `StaffOnly` in its route module. */
const adminPages = [
  'adminCustomers',
  'adminNewCustomer',
  'adminCustomer',
  'adminShipments',
  'adminRequests',
  'adminRequest',
  'adminRateManagement',
  'adminRateSheetVersion',
  'adminTariff',
  'adminRateSettings',
  'adminCustomiseQuote',
] as const satisfies readonly (PathId & FeatureRouteName)[];
const loadPlainLayout = featureRoute('plainLayout');
const loadStaffHandOver = featureRoute('staffHandOver');

// `/` (the shell and the dashboard) shows start-up texts only and loads no query client; every
// other page's chunk comes with the feature pages' texts (ADR 026) and renders inside the app's
// query client (ADR 048).
const startUpRouteChunks = new Set(['app-shell-layout', 'home']);
const asFeaturePage =
  (load: LoadRouteModule, textsParts?: readonly TextsPart[]): LoadRouteModule =>
  async () => {
    const [module, withFeaturePageFrame] = await Promise.all([
      load(),
      loadFeaturePageFrame(),
      loadOnDemandTexts(textsParts),
    ]);
    return module.Component ? { Component: withFeaturePageFrame(module.Component) } : module;
  };

const lazyRoute = (
  chunkName: string,
  load: LoadRouteModule,
  textsParts?: readonly TextsPart[],
): Pick<RouteObject, 'lazy'> => ({
  lazy: withReloadOnChunkFailure(chunkName, startUpRouteChunks.has(chunkName) ? load : asFeaturePage(load, textsParts)),
});

/**
 * A page of the registry: its path relative to the language prefix, its handle and its chunk; `textsParts`, the parts
 * of the feature pages' texts it shows when not all of them (ADR 073).
 */
function page(pathId: PathId, load: LoadRouteModule = loadPlaceholder, textsParts?: readonly TextsPart[]): RouteObject {
  const handle: RouteHandle = { pathId };
  return { path: paths[pathId].path.slice(1), handle, ...lazyRoute(pathId, load, textsParts) };
}

/**
 * The quote form and the results show the quote journey's texts only, each its own and the shared ones (what they
 * open loads the rest; ADR 073, ADR 082 amendment 3).
 */
const quoteFormTexts: readonly TextsPart[] = ['quoteJourney', 'quoteForm'];
const quoteResultsTexts: readonly TextsPart[] = ['quoteJourney', 'quoteResults'];

/** Pages not built by any issue yet: each shows its title and an "on its way" note. */
const shellPlaceholderPages: PathId[] = ['getQuoteAi', 'analytics'];
/** The quote results (docs/product/quoting.md#results-screen). */
const resultsPages: PathId[] = [
  'quote',
  'progressiveQuotes',
  'anonymousQuote',
  'anonymousQuoteRate',
  'quoteSearch',
  'quoteSearchWithoutCities',
  'quoteSearchAir',
  'combinedQuotes',
  'combinedQuotesWithoutCities',
];
/** The account screens for visitors (issue 4). */
const authPages: Partial<Record<PathId, LoadRouteModule>> = {
  signIn: loadSignIn,
  signUp: loadSignUp,
  recoveryPassword: loadRecoveryPassword,
  resetPassword: loadResetPassword,
  verifyEmail: loadVerifyEmail,
};

/**
 * The app's routes under one language prefix (or none). The authenticated layout lets visitors in: the home page and
 * the quote forms serve guests too (ADR 019, docs/product/shell.md#authenticated-layout).
 */
export function buildAppRoutes(language: Language | undefined): RouteObject[] {
  const homeHref = localizeHref(paths.home.getHref(), language);
  return [
    {
      ...lazyRoute('app-shell-layout', loadAppShellLayout),
      children: [
        { index: true, handle: { pathId: 'home' } satisfies RouteHandle, ...lazyRoute('home', loadHome) },
        page('getQuote', loadGetQuote, quoteFormTexts),
        page('eCommerceSolution', loadECommerceSolution),
        page('myProfile', loadMyProfile),
        page('quotes', loadMyQuotes),
        page('shipments', loadMyBookings),
        page('booking', loadBookingDetails),
        // A signed-in customer without a password sets one here (not in the auth layout, which sends
        // signed-in users away).
        page('createPassword', loadCreatePassword),
        ...resultsPages.map((pathId) => page(pathId, loadQuoteResults, quoteResultsTexts)),
        // The booking flow (docs/decisions/069-booking-flow.md): the rate, the draft's steps, 'booking received'.
        page('rateBooking', loadRateBooking),
        page('quoteBooking', loadBookingFlow),
        page('bookingConfirmation', loadBookingConfirmation),
        ...shellPlaceholderPages.map((pathId) => page(pathId)),
        ...adminPages.map((pathId) => page(pathId, featureRoute(pathId))),
      ],
    },
    {
      ...lazyRoute('auth-layout', loadAuthLayout),
      children: (Object.entries(authPages) as [PathId, LoadRouteModule][]).map(([pathId, load]) => page(pathId, load)),
    },
    {
      ...lazyRoute('plain-layout', loadPlainLayout),
      children: [page('auth', loadStaffHandOver), page('tokenForwarder', loadStaffHandOver)],
    },
    page('logOut', loadLogOut),
    // The onboarding journey has its own layout (logo, steps, footer) and sends signed-in users home.
    page('onboarding', loadOnboarding),
    {
      path: paths.quoteForm.path.slice(1),
      element: null,
      loader: () => redirect(localizeHref(paths.getQuote.getHref({ serviceType: 'ocean' }), language)),
    },
    // Any other path goes home, keeping the language prefix (docs/product/shell.md#route-table).
    { path: '*', element: null, loader: () => redirect(homeHref) },
  ];
}

const rootRoute = {
  path: '/',
  Component: RootLayout,
  ErrorBoundary: RouteErrorFallback,
  HydrateFallback: FullPageProgress,
  children: [
    ...supportedLanguages.map((language): RouteObject => ({ path: language, children: buildAppRoutes(language) })),
    ...buildAppRoutes(undefined),
  ],
} satisfies RouteObject;

export const appRoutes: RouteObject[] = [rootRoute];

/**
 * The app's router. Creating it ranks every language's routes (~20 ms of the main thread here) and starts loading the
 * first page's modules (start.tsx creates it in a task of its own, ADR 094).
 */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
