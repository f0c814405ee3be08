import type { ComponentType } from 'react';
import { AppQueries } from '@/lib/app-queries';

/**
 * Around every page but `/` and around the auth panel: the app's query client (ADR 048). Its own
 * chunk, never part of `/`.
 */
export function withFeaturePageFrame<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function FeaturePage(props: Props) {
    return (
      <AppQueries>
        <Component {...props} />
      </AppQueries>
    );
  }
  return FeaturePage;
}
