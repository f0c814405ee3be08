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

/** The buttons floating over the bottom inline-end corner: back to top (40 px), WhatsApp (56 px) above it. */
export const backToTopBottomPx = 24;
export const whatsappBottomPx = 88;
/**
 * The room the shell keeps below a page's end for those buttons (their distance from the bottom, their size and a
 * 16 px gap), so that a page scrolled to its end shows its last line (a table's total) above them, not under them.
 */
export const roomBelowPagePx = { backToTop: backToTopBottomPx + 40 + 16, withWhatsapp: whatsappBottomPx + 56 + 16 };
