import type { FeatureFlagName, StaffPermission } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PathId } from '@/config/paths';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { StaffOnly } from './staff-only';

/**
 * Every console page's frame (ADR 084): the browser tab's title, the page's one `<h1>` (the page's name, as in the top
 * bar, which then is plain text) and the staff gate around what the page shows. Features start at `<h2>`.
 */
export function ConsolePage({
  pathId,
  permission,
  featureFlag,
  children,
}: {
  pathId: PathId;
  permission: StaffPermission;
  /** A part the brand may turn off (rate management): with the flag off the page says so. */
  featureFlag?: FeatureFlagName;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(paths[pathId].titleKey);
  usePageTitle(title);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 1440 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <StaffOnly permission={permission} featureFlag={featureFlag}>
        {children}
      </StaffOnly>
    </Box>
  );
}
