// Debian's Chromium as the e2e journeys and the benchmarks start it (stack notes: this machine's
// closed network refuses Chromium's own background connections; /dev/shm may be small).

/** The browser binary: `CHROMIUM_PATH`, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run here, without `--headless` (playwright adds its own). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
