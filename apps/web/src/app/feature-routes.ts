import type { RouteObject } from 'react-router';

export type RouteModule = Pick<RouteObject, 'Component'>;
export type LoadRouteModule = () => Promise<RouteModule>;

/**
 * The chunks of every page and layout beyond `/` (each its own chunk, fetched when first visited). They live in a
 * module of their own, loaded with the first feature page, because each dynamic import carries the list of chunks it
 * preloads: kept in the router, those lists would weigh on the first page's budget (ADR 042). The quote form and the
 * results are in quote-journey-routes.ts, so that they do not carry these lists either (ADR 090).
 */
export const featureRouteModules = {
  placeholder: () => import('./routes/placeholder'),
  eCommerceSolution: () => import('./routes/e-commerce-solution'),
  logOut: () => import('./routes/log-out'),
  signIn: () => import('./routes/sign-in'),
  signUp: () => import('./routes/sign-up'),
  recoveryPassword: () => import('./routes/recovery-password'),
  resetPassword: () => import('./routes/reset-password'),
  myProfile: () => import('./routes/my-profile'),
  myQuotes: () => import('./routes/my-quotes'),
  myBookings: () => import('./routes/my-bookings'),
  bookingDetails: () => import('./routes/booking-details'),
  createPassword: () => import('./routes/create-password'),
  verifyEmail: () => import('./routes/verify-email'),
  onboarding: () => import('./routes/onboarding'),
  // The booking flow (ADR 069): the rate's page, the draft's steps and 'booking received', each its own chunk.
  rateBooking: () => import('./routes/rate-booking'),
  bookingFlow: () => import('./routes/booking-flow'),
  bookingConfirmation: () => import('./routes/booking-confirmation'),
  // The staff console (ADR 072): each page its own chunk.
  adminCustomers: () => import('./routes/admin-customers'),
  adminNewCustomer: () => import('./routes/admin-new-customer'),
  adminCustomer: () => import('./routes/admin-customer'),
  adminShipments: () => import('./routes/admin-shipments'),
  adminRequests: () => import('./routes/admin-requests'),
  adminRequest: () => import('./routes/admin-request'),
  adminRateManagement: () => import('./routes/admin-rate-management'),
  adminRateSheetVersion: () => import('./routes/admin-rate-sheet-version'),
  adminTariff: () => import('./routes/admin-tariff'),
  adminRateSettings: () => import('./routes/admin-rate-settings'),
  adminCustomiseQuote: () => import('./routes/admin-customise-quote'),
  // `/auth` and `/token-forwarder`: the hand-over to the console's host (ADR 075).
  staffHandOver: () => import('./routes/staff-hand-over'),
  authLayout: () => import('@/components/layouts/auth-layout').then((module) => ({ Component: module.AuthLayout })),
  plainLayout: () => import('@/components/layouts/plain-layout').then((module) => ({ Component: module.PlainLayout })),
} satisfies Record<string, LoadRouteModule>;

export type FeatureRouteName = keyof typeof featureRouteModules;
