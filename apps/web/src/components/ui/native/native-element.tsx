import Box from '@mui/material/Box';
import type { ElementType } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ControlAttributes, ControlTarget } from '../control-props';

// Box drawing whichever element the control needs, with the control's attributes.
const Root = Box as ElementType;

/**
 * The element a native control draws: a router link (`to`), a link (`href`), else a `<button>`
 * (type "button" unless told). A disabled link is `aria-disabled` and leaves the tab order.
 */
export function NativeControl({
  to,
  href,
  target,
  rel,
  preventScrollReset,
  type,
  disabled,
  ...props
}: ControlTarget & ControlAttributes) {
  const isLink = to !== undefined || href !== undefined;
  const element: ElementType = to !== undefined ? RouterLink : href !== undefined ? 'a' : 'button';
  const elementProps = isLink
    ? {
        ...(to !== undefined ? { to, preventScrollReset } : { href }),
        target,
        rel,
        ...(disabled && { 'aria-disabled': true, tabIndex: -1 }),
      }
    : { type: type ?? 'button', disabled };
  return <Root component={element} {...elementProps} {...props} />;
}
