import { Suspense, type ReactElement } from 'react';
import { lazyPart } from '@/lib/lazy-part';

const tooltip = lazyPart('app-shell-tooltip', () => import('@mui/material/Tooltip'));

/** Starts loading the tooltips before the menu collapses. */
export const preloadMenuTooltip = tooltip.preload;

/**
 * The label of a collapsed side menu entry, shown beside it on hover and focus (at the end
 * side, mirrored under right-to-left). Until the tooltip code has loaded the entry shows
 * without it; its accessible name does not depend on it.
 */
export function MenuTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <tooltip.Component title={title} placement="right">
        {children}
      </tooltip.Component>
    </Suspense>
  );
}
