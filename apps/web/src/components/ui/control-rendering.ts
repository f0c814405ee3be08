import { createContext, type ComponentType } from 'react';
import type { ButtonProps } from './button';
import type { IconButtonProps } from './icon-button';

/**
 * Which rendering draws the controls below (ADR 047): none given, the native one (the first
 * page and the shell, ADR 042); the feature pages and the auth panel provide MUI's
 * (`mui-controls.tsx`, loaded with them). Same props, same look either way.
 */
export interface ControlRenderings {
  Button?: ComponentType<ButtonProps>;
  IconButton?: ComponentType<IconButtonProps>;
}

export const ControlRenderingContext = createContext<ControlRenderings>({});
