import type { BrandConfiguration } from '@freightdesk/domain';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { brandConfigurationQueryOptions } from '@/lib/brand/get-brand-configuration';
import { createQueryClient, queryDefaults } from '@/lib/react-query';
import { testBrand } from './brand-fixture';

/** A query client that retries without waiting, so retry behaviour is testable quickly. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ ...queryDefaults, queries: { ...queryDefaults.queries, retryDelay: 0 } });
}

export interface RenderAppOptions {
  /** The URL to start at. */
  url?: string;
  brand?: BrandConfiguration;
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** The whole app (providers, brand already loaded, real routes) at `url`, in a memory router. */
export function renderApp({ url = '/', brand = testBrand, routes = appRoutes, queryClient = createTestQueryClient() }: RenderAppOptions = {}): RenderedApp {
  queryClient.setQueryData(brandConfigurationQueryOptions().queryKey, brand);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

/** `ui` inside the providers and a one-route memory router (for components that need them). */
export function renderInApp(ui: ReactNode, options: Omit<RenderAppOptions, 'routes'> = {}): RenderedApp {
  return renderApp({ ...options, routes: [{ path: '*', element: ui }] });
}
