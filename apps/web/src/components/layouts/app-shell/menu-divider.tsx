import Box from '@mui/material/Box';

/** A thin rule between side menu sections (lighter than MUI's Divider, which `/` does not need). */
export function MenuDivider({ spacing = 0 }: { spacing?: number }) {
  return (
    <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: spacing, mx: 0, flexShrink: 0 }} />
  );
}
