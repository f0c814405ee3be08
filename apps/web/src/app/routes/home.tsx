import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Dashboard } from '@/features/dashboard';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { useSession } from '@/lib/session';

// Not part of `/`'s download: fetched with its texts once a signed-in user's dashboard has painted (ADR 048, 058).
const HomeRecentQuotes = lazyWithReload('home-recent-quotes', async () => {
  const { loadHomeRecentQuotes } = await import('./home-recent-quotes-loader');
  return loadHomeRecentQuotes();
});

// The shipments that wait for the customer, loaded the same way (ADR 070).
const HomeBookingsNeedingAction = lazyWithReload('home-bookings-needing-action', async () => {
  const { loadHomeBookingsNeedingAction } = await import('./home-bookings-needing-action-loader');
  return loadHomeBookingsNeedingAction();
});

/**
 * Home / dashboard (docs/product/shell.md#dashboard); a signed-in user also sees the shipments needing action and the
 * latest saved quotes.
 */
export function Component() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  usePageTitle(t(paths.home.titleKey));
  return (
    <Dashboard
      shipmentsNeedingAction={
        isLoggedIn ? (
          <Suspense fallback={null}>
            <HomeBookingsNeedingAction />
          </Suspense>
        ) : null
      }
      recentQuotes={
        isLoggedIn ? (
          <Suspense fallback={null}>
            <HomeRecentQuotes />
          </Suspense>
        ) : null
      }
    />
  );
}
