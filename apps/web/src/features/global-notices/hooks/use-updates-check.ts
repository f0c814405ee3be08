import { useEffect, useState } from 'react';
import { getSiteVersion, isSameSiteVersion, type SiteVersion } from '../api/get-site-version';

/** How often the deployed version is compared (docs/product/shell.md#global-notices). */
export const updateCheckIntervalMs = 5 * 60 * 1000;

export interface IntervalTimer {
  setInterval(callback: () => void, intervalMs: number): unknown;
  clearInterval(handle: unknown): void;
}

const windowTimer: IntervalTimer = {
  setInterval: (callback, intervalMs) => window.setInterval(callback, intervalMs),
  clearInterval: (handle) => window.clearInterval(handle as number),
};

export interface UpdatesCheckOptions {
  fetchVersion?: () => Promise<SiteVersion>;
  timer?: IntervalTimer;
  intervalMs?: number;
}

/**
 * Whether a new build has been deployed since this page loaded: the site root's ETag and
 * Last-Modified are read once, then every 5 minutes; the first difference stops the checks.
 * A failed check is ignored (the next one tries again).
 */
export function useUpdatesCheck({
  fetchVersion = getSiteVersion,
  timer = windowTimer,
  intervalMs = updateCheckIntervalMs,
}: UpdatesCheckOptions = {}): boolean {
  const [isUpdateAvailable, setIsUpdateAvailable] = useState(false);

  useEffect(() => {
    if (isUpdateAvailable) return undefined;
    let firstVersion: SiteVersion | undefined;
    let isActive = true;
    const check = async () => {
      try {
        const latest = await fetchVersion();
        if (!isActive) return;
        if (!firstVersion) firstVersion = latest;
        else if (!isSameSiteVersion(firstVersion, latest)) setIsUpdateAvailable(true);
      } catch {
        // Offline or a deploy in progress: try again at the next tick.
      }
    };
    void check();
    const handle = timer.setInterval(() => void check(), intervalMs);
    return () => {
      isActive = false;
      timer.clearInterval(handle);
    };
  }, [fetchVersion, timer, intervalMs, isUpdateAvailable]);

  return isUpdateAvailable;
}
