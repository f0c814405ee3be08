import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { BrandConfigurationLoader } from '@/lib/brand/brand-configuration-loader';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App({ brandLoader }: { brandLoader: BrandConfigurationLoader }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider brandLoader={brandLoader}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
