import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { BrandConfigurationLoader } from '@/lib/brand/brand-configuration-loader';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App({ brandLoader }: { brandLoader: BrandConfigurationLoader }) {
  // Created in the first render, a transition that may yield before RouterProvider subscribes:
  // the router replays a state change made before its first subscriber, so nothing else may
  // subscribe to it before RouterProvider has mounted (react-router issue 15527: stuck on the fallback).
  const [router] = useState(createAppRouter);
  return (
    <AppProvider brandLoader={brandLoader}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
