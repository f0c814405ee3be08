import type { ReactNode } from 'react';
import { sxList, type ControlAttributes, type ControlTarget } from './control-props';
import { iconButtonStyle, type ControlColor, type ControlSize } from './native/control-styles';
import { NativeControl } from './native/native-element';

/** The props of MUI's IconButton the app uses (ADR 047). */
export interface IconButtonProps extends ControlAttributes, ControlTarget {
  /** An icon has no text: the label names the button. */
  'aria-label': string;
  /** default (the action colour), primary, warning or inherit. */
  color?: ControlColor | 'default' | undefined;
  size?: ControlSize | undefined;
  /** Pulls the button towards a bar's edge, as MUI's does. */
  edge?: 'start' | 'end' | false | undefined;
  children: ReactNode;
}

/** A button showing only an icon: the app's one icon button (ADR 047), drawn natively (ADR 089). */
export function IconButton({ color = 'default', size = 'medium', edge = false, sx, ...props }: IconButtonProps) {
  return <NativeControl {...props} sx={[(theme) => iconButtonStyle(theme, { color, size, edge }), ...sxList(sx)]} />;
}
