import { useEffect, useState } from 'react';

/** True once `active` has lasted `delayMs` without a break (false again when it stops). */
export function useLastedLongerThan(active: boolean, delayMs: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    setLasted(false);
    if (!active) return;
    const timer = setTimeout(() => setLasted(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return lasted;
}
