import type { ReactNode } from 'react';
import { sxList, type ControlAttributes, type ControlTarget } from './control-props';
import { textLinkStyle } from './native/control-styles';
import { NativeControl } from './native/native-element';

export interface TextLinkProps extends Omit<ControlAttributes, 'type'>, ControlTarget {
  /** primary (default) or inherit (the surrounding text colour, as in breadcrumbs). */
  color?: 'primary' | 'inherit' | undefined;
  /** always (default, in running text) or on hover (where the place says it is a link). */
  underline?: 'always' | 'hover' | undefined;
  children?: ReactNode;
}

/**
 * A link in running text (MUI's Link look, ADR 047): `to` a page of the app, or `href`
 * (`mailto:`, `tel:`, another site). One rendering: it has no ripple to lose.
 */
export function TextLink({ color = 'primary', underline = 'always', sx, ...props }: TextLinkProps) {
  return <NativeControl {...props} sx={[(theme) => textLinkStyle(theme, color, underline), ...sxList(sx)]} />;
}
