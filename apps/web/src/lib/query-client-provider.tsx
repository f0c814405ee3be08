import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { existingAppQueryClient, setAppQueryClient } from './app-query-client';
import { createQueryClient } from './react-query';

/**
 * The app's one query client, created by the first page that runs queries: TanStack Query is
 * not part of start-up, `/` runs none (ADR 042). Every page other than `/` and the auth panel
 * render inside it (router.tsx, auth-panel-when-asked.tsx); they share the client and its cache.
 */
export function AppQueryClientProvider({ children }: { children: ReactNode }) {
  let client = existingAppQueryClient();
  if (!client) {
    client = createQueryClient();
    setAppQueryClient(client);
  }
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` inside the app's query client. */
export function withAppQueryClient<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithAppQueryClient(props: Props) {
    return (
      <AppQueryClientProvider>
        <Component {...props} />
      </AppQueryClientProvider>
    );
  }
  return WithAppQueryClient;
}
