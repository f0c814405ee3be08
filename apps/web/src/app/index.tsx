import { RouterProvider } from 'react-router';
import type { BrandConfigurationLoader } from '@/lib/brand/brand-configuration-loader';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/**
 * The app around its router. RouterProvider must be the router's first subscriber: the router keeps the state it
 * reached before then (its first page's modules loaded) and hands it to that subscriber (react-router issue 15527).
 */
export function App({ brandLoader, router }: { brandLoader: BrandConfigurationLoader; router: AppRouter }) {
  return (
    <AppProvider brandLoader={brandLoader}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
