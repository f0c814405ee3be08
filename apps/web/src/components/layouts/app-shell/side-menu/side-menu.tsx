import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import {
  sideMenuClosingDurationMs,
  sideMenuCollapsedWidthPx,
  sideMenuOpenWidthPx,
  sideMenuOpeningDurationMs,
} from '../shell-dimensions';
import { SideMenuContent } from './side-menu-content';

const mobileDrawer = lazyPart('app-shell-mobile-drawer', () => import('./mobile-side-menu-drawer'));

/** Starts loading the mobile drawer when the menu button is about to be used. */
export const preloadMobileSideMenu = mobileDrawer.preload;

export interface SideMenuProps {
  isDesktop: boolean;
  /** Desktop: open (labels) or collapsed (icons). Mobile: the drawer is shown. */
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  isDataIntelligenceEnabled: boolean;
}

/**
 * The side menu (docs/product/shell.md#side-menu). Desktop: always there beside the page, collapsing to icons;
 * the width changes in 225 ms opening and 195 ms closing (docs/product/shell.md#layout-numbers). Mobile: a temporary
 * drawer, loaded when first opened.
 */
export function SideMenu({ isDesktop, isOpen, onOpenChange, isDataIntelligenceEnabled }: SideMenuProps) {
  const [hasMobileDrawerOpened, setMobileDrawerOpened] = useState(false);
  if (!isDesktop && isOpen && !hasMobileDrawerOpened) setMobileDrawerOpened(true);

  if (!isDesktop) {
    return hasMobileDrawerOpened ? (
      <Suspense fallback={null}>
        <mobileDrawer.Component
          isOpen={isOpen}
          onClose={() => onOpenChange(false)}
          isDataIntelligenceEnabled={isDataIntelligenceEnabled}
        />
      </Suspense>
    ) : null;
  }

  const widthPx = isOpen ? sideMenuOpenWidthPx : sideMenuCollapsedWidthPx;
  return (
    <Box
      sx={(theme) => ({
        width: widthPx,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowX: 'hidden',
        bgcolor: 'background.paper',
        borderInlineEnd: `1px solid ${theme.palette.divider}`,
        transition: theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: isOpen ? sideMenuOpeningDurationMs : sideMenuClosingDurationMs,
        }),
      })}
    >
      <SideMenuContent
        isCollapsed={!isOpen}
        isDataIntelligenceEnabled={isDataIntelligenceEnabled}
        onExpand={() => onOpenChange(true)}
      />
    </Box>
  );
}
