import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentPropsWithoutRef } from 'react';
import type { To } from 'react-router';

/**
 * What a control may lead to instead of acting: `to`, a page of the app (a router link; pass a
 * localized href); `href`, any other address (`mailto:`, `tel:`, another site).
 */
export interface ControlTarget {
  to?: To | undefined;
  href?: string | undefined;
  target?: string | undefined;
  rel?: string | undefined;
  /** Router links: keep the scroll position (a panel opened over the page). */
  preventScrollReset?: boolean | undefined;
}

/** Native button attributes a control passes on (`color` is the control's own). */
export type ControlAttributes = Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
  /** Layout around the control (margins, alignment, flex); its look belongs to its props. */
  sx?: SxProps<Theme> | undefined;
};

/** `sx` as a list, to follow the control's own style. */
export const sxList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : sx === undefined ? [] : [sx]);
