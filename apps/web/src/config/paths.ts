import { stripLanguagePrefix, type Language, type QuoteFormServiceType } from '@freightdesk/domain';

/**
 * The one registry of the app's routes (docs/product/shell.md#route-table). Route modules, links and redirects take
 * their paths from here; never write a path as a string literal elsewhere. Every route also
 * answers under a language prefix (`/es/quotes`); see `localizeHref`.
 */

/** The names of the `:param` segments of a path, e.g. `'/quotes/:quoteId'` → `'quoteId'`. */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamName<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<Path extends string> = { [Name in PathParamName<Path>]: string };
export type QueryParams = Readonly<Record<string, string | undefined>>;

type HrefArguments<Path extends string> = [PathParamName<Path>] extends [never]
  ? [params?: Record<string, never>, query?: QueryParams]
  : [params: PathParams<Path>, query?: QueryParams];

export interface PathDefinition<Path extends string = string> {
  /** The React Router pattern (absolute, without language prefix). */
  readonly path: Path;
  /** The i18n key of the page title (also the breadcrumb label). */
  readonly titleKey: string;
  /** The concrete path with its parameters filled in (URL-encoded) and an optional query. */
  getHref(...args: HrefArguments<Path>): string;
}

/** Search paths use this in place of a missing city name (docs/product/shell.md#route-table). */
export const cityNotFoundPlaceholder = 'CITY_NOT_FOUND';

function definePath<const Path extends string>(path: Path, titleKey: string): PathDefinition<Path> {
  return {
    path,
    titleKey,
    getHref(...args: HrefArguments<Path>) {
      const [params = {}, query] = args as [Record<string, string>?, QueryParams?];
      const filled = path.replace(/:(\w+)/g, (_segment, name: string) => {
        const value = params[name] ?? '';
        if (value === '' && name.endsWith('City')) return cityNotFoundPlaceholder;
        return encodeURIComponent(value);
      });
      return filled + toQueryString(query);
    },
  };
}

function toQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}

const originSegments = ':originIsoCode/:originType/:originCity/:originCountryIsoCode';
const destinationSegments = ':destinationIsoCode/:destinationType/:destinationCity/:destinationCountryIsoCode';
const originSegmentsWithoutCity = ':originIsoCode/:originType/:originCountryIsoCode';
const destinationSegmentsWithoutCity = ':destinationIsoCode/:destinationType/:destinationCountryIsoCode';

export const paths = {
  home: definePath('/', 'pages.home.title'),
  getQuote: definePath('/get-quote/:serviceType', 'pages.getQuote.title'),
  quoteForm: definePath('/quote-form', 'pages.getQuote.title'),
  getQuoteAi: definePath('/get-quote-ai', 'pages.getQuoteAi.title'),
  progressiveQuotes: definePath('/progressive-quotes/:quoteId', 'pages.quoteResults.title'),
  anonymousQuote: definePath('/anonymous-quote/:quoteId', 'pages.quoteResults.title'),
  anonymousQuoteRate: definePath('/anonymous-quote/:quoteId/rate/:rateId', 'pages.quoteResults.title'),
  quote: definePath('/quotes/:quoteId', 'pages.quoteResults.title'),
  quoteSearch: definePath(`/quotes/:shipmentType/${originSegments}/${destinationSegments}`, 'pages.quoteResults.title'),
  quoteSearchWithoutCities: definePath(
    `/quotes/:shipmentType/${originSegmentsWithoutCity}/${destinationSegmentsWithoutCity}`,
    'pages.quoteResults.title',
  ),
  quoteSearchAir: definePath(
    `/quotes/:shipmentType/:originIataCode/${originSegments}/:destinationIataCode/${destinationSegments}`,
    'pages.quoteResults.title',
  ),
  combinedQuotes: definePath(
    `/combined-quotes/:combinedItemType/${originSegments}/${destinationSegments}`,
    'pages.combinedQuotes.title',
  ),
  combinedQuotesWithoutCities: definePath(
    `/combined-quotes/:combinedItemType/${originSegmentsWithoutCity}/${destinationSegmentsWithoutCity}`,
    'pages.combinedQuotes.title',
  ),
  quoteBooking: definePath('/quotes/:quoteId/bookings/:bookingId', 'pages.booking.title'),
  rateBooking: definePath('/quote/:quoteId/rate/:rateUuid', 'pages.booking.title'),
  bookingConfirmation: definePath('/booking/:bookingUuid/confirm', 'pages.bookingConfirmation.title'),
  booking: definePath('/booking/:bookingUuid', 'pages.bookingDetails.title'),
  shipments: definePath('/shipments', 'pages.shipments.title'),
  quotes: definePath('/quotes', 'pages.quotes.title'),
  auth: definePath('/auth', 'pages.auth.title'),
  tokenForwarder: definePath('/token-forwarder', 'pages.tokenForwarder.title'),
  logOut: definePath('/log-out', 'pages.logOut.title'),
  signIn: definePath('/sign-in', 'pages.signIn.title'),
  signUp: definePath('/sign-up', 'pages.signUp.title'),
  recoveryPassword: definePath('/recovery-password', 'pages.recoveryPassword.title'),
  resetPassword: definePath('/reset-password/:uuid', 'pages.resetPassword.title'),
  createPassword: definePath('/create-password', 'pages.createPassword.title'),
  /**
   * E-mail verification by one-time code (docs/product/accounts.md#e-mail-verification); `?email=` names the address.
   * Path ours (ADR 039).
   */
  verifyEmail: definePath('/verify-email', 'pages.verifyEmail.title'),
  /** The onboarding journey, steps 1 to 8 (docs/product/accounts.md#onboarding). Path ours (ADR 039). */
  onboarding: definePath('/get-started', 'pages.onboarding.title'),
  myProfile: definePath('/my-profile', 'pages.myProfile.title'),
  analytics: definePath('/analytics', 'pages.analytics.title'),
  eCommerceSolution: definePath('/e-commerce-solution/:serviceType', 'pages.eCommerceSolution.title'),
  // The staff console (docs/product/staff.md, ADR 072): paths ours; `/auth?section=` opens its sections. Their titles
  // are the console's texts, fetched with its pages, not start-up texts (ADR 073).
  adminCustomers: definePath('/admin/customers', 'staffConsole.pages.adminCustomers.title'),
  adminNewCustomer: definePath('/admin/customers/new', 'staffConsole.pages.adminNewCustomer.title'),
  adminCustomer: definePath('/admin/customers/:customerId', 'staffConsole.pages.adminCustomer.title'),
  adminShipments: definePath('/admin/shipments', 'staffConsole.pages.adminShipments.title'),
  adminRequests: definePath('/admin/requests', 'staffConsole.pages.adminRequests.title'),
  adminRequest: definePath('/admin/requests/:requestId', 'staffConsole.pages.adminRequest.title'),
  adminRateManagement: definePath('/admin/rate-management', 'staffConsole.pages.adminRateManagement.title'),
  adminRateSheetVersion: definePath(
    '/admin/rate-management/versions/:versionId',
    'staffConsole.pages.adminRateSheetVersion.title',
  ),
  /** A tariff row as the rate engine holds it ('view in rate engine' on a staff quote). */
  adminTariff: definePath(
    '/admin/rate-management/tariffs/:tariffKind/:tariffId',
    'staffConsole.pages.adminTariff.title',
  ),
  /** Exchange rates, carriers, port charges and additional-service prices (`:settingsArea`). */
  adminRateSettings: definePath(
    '/admin/rate-management/settings/:settingsArea',
    'staffConsole.pages.adminRateSettings.title',
  ),
  adminCustomiseQuote: definePath('/admin/quotes/:quoteId/customise', 'staffConsole.pages.adminCustomiseQuote.title'),
} as const;

export type PathId = keyof typeof paths;
export const pathIds = Object.keys(paths) as PathId[];

/**
 * The query parameter that opens the auth slide-out panel over a page (docs/product/accounts.md#auth-slide-out-panel):
 * signIn, signUp, or otp for the login code step.
 */
export const authPanelQueryParam = 'authPanel';

/** The quote-start shortcuts of the route table (docs/product/shell.md#route-table). */
export const quoteStartShortcuts: readonly { serviceType: QuoteFormServiceType; href: string }[] = [
  { serviceType: 'ocean', href: paths.getQuote.getHref({ serviceType: 'ocean' }) },
  { serviceType: 'air', href: paths.getQuote.getHref({ serviceType: 'air' }) },
  { serviceType: 'parcel', href: paths.getQuote.getHref({ serviceType: 'parcel' }) },
  { serviceType: 'parcel', href: paths.getQuote.getHref({ serviceType: 'parcel' }, { countryIsoCode: 'US' }) },
  { serviceType: 'road', href: paths.getQuote.getHref({ serviceType: 'road' }) },
  { serviceType: 'dap', href: paths.getQuote.getHref({ serviceType: 'dap' }) },
  { serviceType: 'entire-household', href: paths.getQuote.getHref({ serviceType: 'entire-household' }) },
  { serviceType: 'partial-household', href: paths.getQuote.getHref({ serviceType: 'partial-household' }) },
  { serviceType: 'boxes-bags', href: paths.getQuote.getHref({ serviceType: 'boxes-bags' }) },
];

/**
 * An href under a language prefix (`/quotes` + es → `/es/quotes`, `/` + es → `/es`).
 * Without a language the href is returned without any prefix.
 */
export function localizeHref(href: string, language: Language | undefined): string {
  const { pathname, rest } = splitHref(stripLanguagePrefixFromHref(href));
  if (!language) return pathname + rest;
  return (pathname === '/' ? `/${language}` : `/${language}${pathname}`) + rest;
}

/** The href without a leading language segment (keeps the query and hash). */
export function stripLanguagePrefixFromHref(href: string): string {
  const { pathname, rest } = splitHref(href);
  return stripLanguagePrefix(pathname) + rest;
}

function splitHref(href: string): { pathname: string; rest: string } {
  const pathEnd = href.search(/[?#]/);
  return pathEnd === -1
    ? { pathname: href, rest: '' }
    : { pathname: href.slice(0, pathEnd), rest: href.slice(pathEnd) };
}

/** The `handle` of every page route: which registry entry it renders (titles, breadcrumbs). */
export interface RouteHandle {
  pathId: PathId;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'pathId' in handle && (handle.pathId as string) in paths;
}
