/** Layout numbers of the app shell (docs/product/shell.md#layout-numbers) and the ids its controls point at. */

/** The side menu's width when open and when collapsed to icons (desktop). */
export const sideMenuOpenWidthPx = 264;
export const sideMenuCollapsedWidthPx = 72;

/**
 * How long the side menu takes to open and to close (docs/product/shell.md#layout-numbers: 225 ms open, 195 ms closed).
 */
export const sideMenuOpeningDurationMs = 225;
export const sideMenuClosingDurationMs = 195;

/** The side menu header (the brand logo) is between 80 and 120 px high (docs/product/shell.md#layout-numbers). */
export const sideMenuHeaderMinHeightPx = 80;
export const sideMenuHeaderMaxHeightPx = 120;

/** The side menu's `<nav>`: the target of the menu button's aria-controls. */
export const sideMenuId = 'side-menu';
/** The main content: the skip link's target. */
export const mainContentId = 'main-content';
