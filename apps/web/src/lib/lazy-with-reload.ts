import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withReloadOnChunkFailure, type ReloadDependencies } from './chunk-reload';

export { chunkReloadFlagKey, withReloadOnChunkFailure, type ReloadDependencies } from './chunk-reload';

/** `React.lazy` with the reload-once behaviour of `withReloadOnChunkFailure`. */
export function lazyWithReload<Props extends object>(
  chunkName: string,
  importComponent: () => Promise<{ default: ComponentType<Props> }>,
  dependencies?: ReloadDependencies,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(withReloadOnChunkFailure(chunkName, importComponent, dependencies));
}
