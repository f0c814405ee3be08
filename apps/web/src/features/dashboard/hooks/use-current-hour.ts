import { useEffect, useState } from 'react';

/** The system clock: the only place the dashboard reads the time. */
export const systemClock = (): Date => new Date();

/** How often the hour is read again, so a page left open greets the new period. */
const rereadEveryMs = 60_000;

/** The local hour (0–23) by `now`, read again every minute. Tests pass a fixed clock. */
export function useCurrentHour(now: () => Date = systemClock): number {
  const [hour, setHour] = useState(() => now().getHours());
  useEffect(() => {
    const timer = window.setInterval(() => setHour(now().getHours()), rereadEveryMs);
    return () => window.clearInterval(timer);
  }, [now]);
  return hour;
}
