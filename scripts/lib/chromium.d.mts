/** The browser binary: `CHROMIUM_PATH`, else Debian's. */
export const chromiumPath: string;
/** Flags for a headless run here, without `--headless` (playwright adds its own). */
export const chromiumFlags: readonly string[];
