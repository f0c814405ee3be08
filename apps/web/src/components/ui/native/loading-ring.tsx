import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/**
 * The turning ring over a loading native button (MUI's Button draws its CircularProgress). Its
 * own chunk: the first page has no loading button.
 */
export default function LoadingRing({ labelledBy }: { labelledBy: string }) {
  return (
    <Box
      component="span"
      role="progressbar"
      aria-labelledby={labelledBy}
      sx={{
        position: 'absolute',
        insetInlineStart: '50%',
        top: '50%',
        width: 16,
        height: 16,
        margin: '-8px',
        borderRadius: '50%',
        border: '2px solid currentColor',
        borderTopColor: 'transparent',
        color: 'action.disabled',
        animation: `${spin} 700ms linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2s' },
      }}
    />
  );
}
