import type { ComponentType } from 'react';
import { lazyWithReload } from './lazy-with-reload';

/**
 * A part of the shell that only an interaction needs (the mobile drawer, a dropdown, the
 * collapsed menu's tooltips) as its own chunk, so that `/` does not download it. `preload`
 * starts the download when the interaction looks likely (pointer over, focus).
 */
export function lazyPart<Props extends object>(
  chunkName: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return {
    Component: lazyWithReload(chunkName, load),
    preload: () => {
      // A failure here is retried (and reported) when the part is rendered.
      load().catch(() => undefined);
    },
  };
}
