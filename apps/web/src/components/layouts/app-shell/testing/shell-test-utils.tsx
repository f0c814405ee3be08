import { supportedLanguages, type BrandConfiguration, type SessionUserClaims } from '@freightdesk/domain';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { pathIds, paths, type RouteHandle } from '@/config/paths';
import { authCookieName } from '@/lib/session/auth-token';
import { unsignedJwt } from '@/lib/session/testing/session-fixtures';
import { renderApp, type RenderedApp } from '@/testing/render-app';
import { AppShellLayout, type AppShellLayoutProps } from '../app-shell-layout';

/**
 * A signed-in customer's token claims (docs/product/accounts.md#session-claims), valid for the domain's claims schema.
 */
export const testUserClaims: SessionUserClaims = {
  customer_type: 'STANDARD',
  email: 'ana@example.com',
  phone_number: null,
  contact_name: 'Ana',
  contact_surname: 'Pérez',
  legal_name: null,
  is_company: true,
  preferred_currency: null,
  preferred_language: 'en',
  backend_customer_id: 'customer-1',
  backend_external_user_id: null,
  backend_branch_id: 'US',
  is_test: true,
  expired_at: '2099-01-01T00:00:00+00:00',
};

/**
 * Signs a test user in the way a real session starts: an auth cookie holding a JWT. The session
 * reads the user from it just after start-up, so wait for what the user should see.
 */
export function signInAs(claims: Partial<SessionUserClaims> = {}): void {
  const token = unsignedJwt({ ...testUserClaims, ...claims });
  document.cookie = `${authCookieName}=${token}; path=/`;
}

/** The MUI `md` breakpoint (900 px): desktop at and above it, mobile below. */
const viewportWidthsPx = { desktop: 1280, mobile: 390 } as const;

/** jsdom has no layout: `matchMedia` answers width queries for the chosen viewport. */
export function mockViewport(viewport: keyof typeof viewportWidthsPx): void {
  const widthPx = viewportWidthsPx[viewport];
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*([\d.]+)px/.exec(query);
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!minWidth || widthPx >= Number(minWidth[1])) && (!maxWidth || widthPx <= Number(maxWidth[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

export interface RenderShellOptions {
  url?: string;
  brand?: BrandConfiguration;
  layoutProps?: AppShellLayoutProps;
  /** The page content; by default a paragraph naming the page (no heading of its own). */
  page?: (pathId: string) => ReactNode;
}

/** The app shell with a stand-in page on every registry route, at `url`. */
export function renderShell({
  url = '/',
  brand,
  layoutProps = {},
  page = (pathId) => <p>{pathId} page</p>,
}: RenderShellOptions = {}): RenderedApp {
  const pages = (): RouteObject[] =>
    pathIds.map((pathId) => {
      const handle: RouteHandle = { pathId };
      return pathId === 'home'
        ? { index: true, handle, element: page(pathId) }
        : { path: paths[pathId].path.slice(1), handle, element: page(pathId) };
    });
  // Every page also under a language prefix, as in the app's router.
  const routes: RouteObject[] = ['/', ...supportedLanguages.map((language) => `/${language}`)].map((path) => ({
    path,
    element: <AppShellLayout {...layoutProps} />,
    children: pages(),
  }));
  return renderApp({ url, routes, ...(brand ? { brand } : {}) });
}
