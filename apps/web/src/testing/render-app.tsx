import type { BrandConfiguration } from '@freightdesk/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { setAppQueryClient } from '@/lib/app-query-client';
import { createBrandConfigurationLoader } from '@/lib/brand/brand-configuration-loader';
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

/**
 * The whole app (providers, brand already loaded, real routes) at `url`, in a memory router.
 * `queryClient` is the app's query client (the pages that run queries use it); it also wraps
 * the whole tree, for components rendered outside their page (`renderInApp`).
 */
export function renderApp({
  url = '/',
  brand = testBrand,
  routes = appRoutes,
  queryClient = createTestQueryClient(),
}: RenderAppOptions = {}): RenderedApp {
  setAppQueryClient({ client: queryClient, Provider: QueryClientProvider });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppProvider brandLoader={createBrandConfigurationLoader({ brand })}>
        <RouterProvider router={router} />
      </AppProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** `ui` inside the providers and a one-route memory router (for components that need them). */
export function renderInApp(ui: ReactNode, options: Omit<RenderAppOptions, 'routes'> = {}): RenderedApp {
  return renderApp({ ...options, routes: [{ path: '*', element: ui }] });
}
