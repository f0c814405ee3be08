import { lazy, Suspense, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { sxList, type ControlAttributes, type ControlTarget } from './control-props';
import {
  buttonIconStyle,
  buttonStyle,
  loadingLabelStyle,
  type ButtonVariant,
  type ControlColor,
  type ControlSize,
} from './native/control-styles';
import { NativeControl } from './native/native-element';

const LoadingRing = lazy(() => import('./native/loading-ring'));

/** The props of MUI's Button the app uses (ADR 047): a form can swap one for the other. */
export interface ButtonProps extends ControlAttributes, ControlTarget {
  /** text (default), outlined, or contained for the main action. */
  variant?: ButtonVariant | undefined;
  /** primary (default), warning, or inherit (the surrounding text colour). */
  color?: ControlColor | undefined;
  size?: ControlSize | undefined;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean | undefined;
  /** Busy: disabled, with a turning ring over the label. */
  loading?: boolean | undefined;
  children?: ReactNode;
}

/**
 * A button, or a link drawn as one (`to`, `href`): the app's one button (ADR 047), drawn natively
 * with MUI's look on every page (ADR 089: without ButtonBase's ripple and its bytes).
 */
export function Button({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  startIcon,
  endIcon,
  fullWidth = false,
  loading = false,
  disabled = false,
  sx,
  children,
  id,
  ...props
}: ButtonProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  const content = (
    <>
      {startIcon && (
        <Box component="span" sx={buttonIconStyle('start', size)}>
          {startIcon}
        </Box>
      )}
      {children}
      {endIcon && (
        <Box component="span" sx={buttonIconStyle('end', size)}>
          {endIcon}
        </Box>
      )}
    </>
  );
  return (
    <NativeControl
      {...props}
      id={loading ? buttonId : id}
      disabled={disabled || loading}
      sx={[(theme) => buttonStyle(theme, { variant, color, size, fullWidth }), ...sxList(sx)]}
    >
      {loading ? (
        <>
          <Box component="span" sx={loadingLabelStyle}>
            {content}
          </Box>
          <Suspense fallback={null}>
            <LoadingRing labelledBy={buttonId} />
          </Suspense>
        </>
      ) : (
        content
      )}
    </NativeControl>
  );
}
