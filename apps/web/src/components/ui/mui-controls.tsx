import MuiButton from '@mui/material/Button';
import MuiIconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ButtonProps } from './button';
import { sxList, type ControlTarget } from './control-props';
import { ControlRenderingContext, type ControlRenderings } from './control-rendering';
import type { IconButtonProps } from './icon-button';
import { focusRing } from './native/control-styles';

/*
 * The MUI rendering of the controls (ADR 047), for the feature pages: MUI's Button and IconButton
 * with their ripple and loading indicator, given the native rendering's focus ring
 * (the keyboard focus ripple alone is too faint to find). The floating buttons are the shell's (back to top,
 * WhatsApp), outside the feature pages: always native (ADR 082, amendment 4).
 */

const focusRingSx = (theme: Theme) => ({ '&.Mui-focusVisible': focusRing(theme) });

/** MUI's props for `to` (a router link) or `href`. */
function linkProps({ to, href, preventScrollReset }: ControlTarget) {
  if (to !== undefined) return { component: RouterLink, to, preventScrollReset };
  return href === undefined ? {} : { href };
}

function MuiRenderedButton({ to, href, preventScrollReset, sx, ...props }: ButtonProps) {
  return (
    <MuiButton
      disableFocusRipple
      {...linkProps({ to, href, preventScrollReset })}
      {...props}
      sx={[focusRingSx, ...sxList(sx)]}
    />
  );
}

function MuiRenderedIconButton({ to, href, preventScrollReset, sx, ...props }: IconButtonProps) {
  return (
    <MuiIconButton {...linkProps({ to, href, preventScrollReset })} {...props} sx={[focusRingSx, ...sxList(sx)]} />
  );
}

const muiRenderings: ControlRenderings = {
  Button: MuiRenderedButton,
  IconButton: MuiRenderedIconButton,
};

/** The controls below drawn by MUI. */
export function MuiControls({ children }: { children: ReactNode }) {
  return <ControlRenderingContext value={muiRenderings}>{children}</ControlRenderingContext>;
}

/** `Component` with its controls drawn by MUI (the feature pages, app/router.tsx). */
export function withMuiControls<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithMuiControls(props: Props) {
    return (
      <MuiControls>
        <Component {...props} />
      </MuiControls>
    );
  }
  return WithMuiControls;
}
