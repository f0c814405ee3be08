import { useState } from 'react';

/** Whether `flag` has been true at some render (once true, stays true): a lazy overlay mounts the first time it opens
 * and stays mounted, so it can animate its closing (ADR 082). */
export function useHasBeenTrue(flag: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(flag);
  if (flag && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || flag;
}
