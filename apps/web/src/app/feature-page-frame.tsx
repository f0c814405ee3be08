import type { ComponentType } from 'react';
import { MuiControls } from '@/components/ui/mui-controls';
import { AppQueries } from '@/lib/app-queries';

/**
 * Around every page but `/` and around the auth panel: the app's query client (ADR 048) and the
 * controls drawn by MUI (ADR 047). Its own chunk, never part of `/`.
 */
export function withFeaturePageFrame<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function FeaturePage(props: Props) {
    return (
      <AppQueries>
        <MuiControls>
          <Component {...props} />
        </MuiControls>
      </AppQueries>
    );
  }
  return FeaturePage;
}
