import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { sideMenuClosingDurationMs, sideMenuOpenWidthPx, sideMenuOpeningDurationMs } from '../shell-dimensions';
import { SideMenuContent } from './side-menu-content';

export interface MobileSideMenuDrawerProps {
  isOpen: boolean;
  onClose(): void;
  isDataIntelligenceEnabled: boolean;
}

/**
 * The side menu on mobile (docs/product/shell.md#side-menu): a temporary drawer over the page. It is a modal:
 * Escape and the backdrop close it, focus stays inside, and the page behind does not scroll
 * while it is open. Anchored at the start side, so it mirrors under right-to-left languages.
 */
export default function MobileSideMenuDrawer({
  isOpen,
  onClose,
  isDataIntelligenceEnabled,
}: MobileSideMenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={isOpen}
      onClose={onClose}
      transitionDuration={{ enter: sideMenuOpeningDurationMs, exit: sideMenuClosingDurationMs }}
      // Kept in the page once loaded: reopening is instant.
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: { 'aria-label': t('shell.sideMenu.label'), sx: { width: sideMenuOpenWidthPx, maxWidth: '85vw' } },
      }}
    >
      <SideMenuContent isCollapsed={false} isDataIntelligenceEnabled={isDataIntelligenceEnabled} onClose={onClose} />
    </Drawer>
  );
}
