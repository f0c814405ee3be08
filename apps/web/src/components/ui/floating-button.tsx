import type { ReactNode } from 'react';
import { sxList, type ControlAttributes, type ControlTarget } from './control-props';
import { floatingButtonStyle, type FloatingButtonSize } from './native/floating-style';
import { NativeControl } from './native/native-element';

/** The props of MUI's Fab the app uses (ADR 047). */
export interface FloatingButtonProps extends ControlAttributes, ControlTarget {
  /** An icon has no text: the label names the button. */
  'aria-label': string;
  /** primary, or default (grey; give the colours in `sx`, as WhatsApp's green). */
  color?: 'primary' | 'default' | undefined;
  /** small 40, large (default) 56 px. */
  size?: FloatingButtonSize | undefined;
  children: ReactNode;
}

/**
 * An icon button floating above the page, raised (back to top, WhatsApp): the app's one
 * floating button (ADR 047), drawn natively like MUI's Fab, as every control is (ADR 089). Position it with `sx`.
 */
export function FloatingButton({ color = 'default', size = 'large', sx, ...props }: FloatingButtonProps) {
  return <NativeControl {...props} sx={[(theme) => floatingButtonStyle(theme, color, size), ...sxList(sx)]} />;
}
