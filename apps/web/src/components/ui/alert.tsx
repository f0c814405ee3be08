import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import { darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { sxList } from './control-props';
import { IconButton } from './icon-button';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

/** The props of MUI's Alert the app uses (ADR 089): a page can swap one for the other. */
export type AlertProps = {
  /** success, info, warning or error (default): its colour and icon. */
  severity?: AlertSeverity | undefined;
  /** standard (default, a tint of the colour) or filled (the colour itself, e.g. a snackbar). */
  variant?: 'standard' | 'filled' | undefined;
  /** `false`: no icon. */
  icon?: false;
  /** A control at the end (e.g. "Try again"). */
  action?: ReactNode;
  /** alert (default: read out at once) or status (read out when the reader is free). */
  role?: 'alert' | 'status';
  id?: string | undefined;
  sx?: SxProps<Theme> | undefined;
  /** A snackbar's transition sets these on its child. */
  ref?: Ref<HTMLDivElement> | undefined;
  style?: CSSProperties | undefined;
  children?: ReactNode;
} & (
  | { onClose?: undefined; closeText?: undefined }
  /** A close button, named `closeText` in the user's language. */
  | { onClose: () => void; closeText: string }
);

const severityIcons: Record<AlertSeverity, ReactNode> = {
  success: <CheckCircleOutline fontSize="inherit" />,
  info: <InfoOutlined fontSize="inherit" />,
  warning: <ReportProblemOutlined fontSize="inherit" />,
  error: <ErrorOutline fontSize="inherit" />,
};

function alertStyle(theme: Theme, severity: AlertSeverity, variant: 'standard' | 'filled') {
  const palette = theme.palette[severity];
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: `${theme.shape.borderRadius}px`,
    ...(variant === 'filled'
      ? {
          fontWeight: theme.typography.fontWeightMedium,
          color: theme.palette.getContrastText(palette.main),
          backgroundColor: palette.main,
        }
      : {
          color: darken(palette.light, 0.6),
          backgroundColor: lighten(palette.light, 0.9),
          '& > .alert-icon': { color: palette.main },
        }),
    '@media (forced-colors: active)': { border: '1px solid CanvasText' },
  };
}

/**
 * A message in a tinted box with its severity's icon: a page's or a form's notice (ADR 089). Drawn without MUI's
 * Alert, which brings ButtonBase for its close button even where there is none; the look is MUI's.
 */
export function Alert({
  severity = 'error',
  variant = 'standard',
  icon,
  action,
  onClose,
  closeText,
  role = 'alert',
  id,
  sx,
  ref,
  style,
  children,
}: AlertProps) {
  const end =
    action ??
    (onClose && (
      <IconButton aria-label={closeText} title={closeText} color="inherit" onClick={onClose} sx={{ p: '5px' }}>
        <Close sx={{ fontSize: 20 }} />
      </IconButton>
    ));
  return (
    <Box
      ref={ref}
      style={style}
      role={role}
      id={id}
      sx={[(theme) => alertStyle(theme, severity, variant), ...sxList(sx)]}
    >
      {icon !== false && (
        <Box
          className="alert-icon"
          sx={{ display: 'flex', marginInlineEnd: '12px', padding: '7px 0', fontSize: 22, opacity: 0.9 }}
        >
          {severityIcons[severity]}
        </Box>
      )}
      <Box sx={{ padding: '8px 0', minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {end && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            padding: '4px 0 0',
            paddingInlineStart: '16px',
            marginInlineStart: 'auto',
            marginInlineEnd: '-8px',
          }}
        >
          {end}
        </Box>
      )}
    </Box>
  );
}

/** The bold first line of an Alert. */
export function AlertTitle({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        ...theme.typography.body1,
        fontWeight: theme.typography.fontWeightMedium,
        mt: '-2px',
        mb: '0.35em',
      })}
    >
      {children}
    </Box>
  );
}
