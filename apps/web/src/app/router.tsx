import { supportedLanguages, type Language } from '@freightdesk/domain';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { FullPageProgress } from '@/components/ui/full-page-progress';
import { localizeHref, paths, type PathId, type RouteHandle } from '@/config/paths';
import { loadOnDemandTexts } from '@/lib/i18n/i18n';
import { withReloadOnChunkFailure } from '@/lib/lazy-with-reload';
import { RootLayout } from './root-layout';
import { RouteErrorFallback } from './route-error-fallback';
import { loadFeaturePageFrame } from './with-feature-page-frame';

type RouteModule = Pick<RouteObject, 'Component'>;
type LoadRouteModule = () => Promise<RouteModule>;

// Every page and layout is its own chunk, fetched when first visited.
const loadHome: LoadRouteModule = () => import('./routes/home');
const loadPlaceholder: LoadRouteModule = () => import('./routes/placeholder');
const loadGetQuote: LoadRouteModule = () => import('./routes/get-quote');
const loadECommerceSolution: LoadRouteModule = () => import('./routes/e-commerce-solution');
const loadLogOut: LoadRouteModule = () => import('./routes/log-out');
const loadSignIn: LoadRouteModule = () => import('./routes/sign-in');
const loadSignUp: LoadRouteModule = () => import('./routes/sign-up');
const loadRecoveryPassword: LoadRouteModule = () => import('./routes/recovery-password');
const loadResetPassword: LoadRouteModule = () => import('./routes/reset-password');
const loadMyProfile: LoadRouteModule = () => import('./routes/my-profile');
const loadMyQuotes: LoadRouteModule = () => import('./routes/my-quotes');
const loadCreatePassword: LoadRouteModule = () => import('./routes/create-password');
const loadVerifyEmail: LoadRouteModule = () => import('./routes/verify-email');
const loadOnboarding: LoadRouteModule = () => import('./routes/onboarding');
// Every results page: by id, by search address, combined (one chunk, one preload list here).
const loadQuoteResults: LoadRouteModule = () => import('./routes/quote-results');
// The shell plus the auth slide-out panel (opened by `?authPanel=`).
const loadAppShellLayout: LoadRouteModule = () => import('./routes/app-shell-with-auth-panel');
const loadAuthLayout: LoadRouteModule = () =>
  import('@/components/layouts/auth-layout').then((module) => ({ Component: module.AuthLayout }));
const loadPlainLayout: LoadRouteModule = () =>
  import('@/components/layouts/plain-layout').then((module) => ({ Component: module.PlainLayout }));

// `/` (the shell and the dashboard) shows start-up texts only and loads no query client; every
// other page's chunk comes with the feature pages' texts (ADR 026) and renders inside the app's
// query client with MUI's controls (ADR 047, 048).
const startUpRouteChunks = new Set(['app-shell-layout', 'home']);
const asFeaturePage =
  (load: LoadRouteModule): LoadRouteModule =>
  async () => {
    const [module, withFeaturePageFrame] = await Promise.all([load(), loadFeaturePageFrame(), loadOnDemandTexts()]);
    return module.Component ? { Component: withFeaturePageFrame(module.Component) } : module;
  };

const lazyRoute = (chunkName: string, load: LoadRouteModule): Pick<RouteObject, 'lazy'> => ({
  lazy: withReloadOnChunkFailure(chunkName, startUpRouteChunks.has(chunkName) ? load : asFeaturePage(load)),
});

/** A page of the registry: its path relative to the language prefix, its handle and its chunk. */
function page(pathId: PathId, load: LoadRouteModule = loadPlaceholder): RouteObject {
  const handle: RouteHandle = { pathId };
  return { path: paths[pathId].path.slice(1), handle, ...lazyRoute(pathId, load) };
}

/** Pages not built by any issue yet: each shows its title and an "on its way" note. */
const shellPlaceholderPages: PathId[] = [
  'getQuoteAi',
  'quoteBooking',
  'bookingConfirmation',
  'booking',
  'shipments',
  'analytics',
];
/** The quote results (docs/product/quoting.md#results-screen); `rateBooking` shows the chosen rate until booking. */
const resultsPages: PathId[] = [
  'quote',
  'progressiveQuotes',
  'anonymousQuote',
  'anonymousQuoteRate',
  'rateBooking',
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
        page('getQuote', loadGetQuote),
        page('eCommerceSolution', loadECommerceSolution),
        page('myProfile', loadMyProfile),
        page('quotes', loadMyQuotes),
        // A signed-in customer without a password sets one here (not in the auth layout, which sends
        // signed-in users away).
        page('createPassword', loadCreatePassword),
        ...resultsPages.map((pathId) => page(pathId, loadQuoteResults)),
        ...shellPlaceholderPages.map((pathId) => page(pathId)),
      ],
    },
    {
      ...lazyRoute('auth-layout', loadAuthLayout),
      children: (Object.entries(authPages) as [PathId, LoadRouteModule][]).map(([pathId, load]) => page(pathId, load)),
    },
    { ...lazyRoute('plain-layout', loadPlainLayout), children: [page('auth'), page('tokenForwarder')] },
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

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorFallback,
    HydrateFallback: FullPageProgress,
    children: [
      ...supportedLanguages.map((language): RouteObject => ({ path: language, children: buildAppRoutes(language) })),
      ...buildAppRoutes(undefined),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
