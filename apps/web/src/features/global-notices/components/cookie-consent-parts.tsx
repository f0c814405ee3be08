import { styled } from '@mui/material/styles';

/** The banner's box: fixed at the bottom, above the page, centred up to 720 px wide. */
export const BannerRegion = styled('section')(({ theme }) => ({
  position: 'fixed',
  insetInline: theme.spacing(1),
  bottom: theme.spacing(1),
  zIndex: theme.zIndex.snackbar,
  maxWidth: 720,
  marginInline: 'auto',
  padding: theme.spacing(2),
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[8],
  [theme.breakpoints.up('sm')]: { insetInline: theme.spacing(2), bottom: theme.spacing(2), padding: theme.spacing(3) },
  '& h2': { ...theme.typography.h6, fontSize: '1.125rem', margin: theme.spacing(0, 0, 1) },
  '& p': { ...theme.typography.body2, margin: theme.spacing(0, 0, 1) },
  '& .actions': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    marginTop: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
}));

export const ChoiceList = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
}));

export const ChoiceLabel = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  minHeight: 32,
  cursor: 'pointer',
  width: 'fit-content',
}));

/** A native checkbox drawn as a switch (role="switch" tells assistive technology). */
export const ChoiceSwitch = styled('input')(({ theme }) => ({
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  width: 40,
  height: 22,
  margin: 0,
  borderRadius: 11,
  backgroundColor: theme.palette.grey[600],
  cursor: 'pointer',
  transition: 'background-color 120ms',
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 3,
    insetInlineStart: 3,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: theme.palette.common.white,
    transition: 'inset-inline-start 120ms',
  },
  '&:checked': { backgroundColor: theme.palette.primary.main },
  '&:checked::before': { insetInlineStart: 21 },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
  '&:disabled': { cursor: 'default', opacity: 0.6 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&::before': { transition: 'none' } },
}));
