import { useCallback, useState } from 'react';

/**
 * Open/closed state of a notice whose UI is loaded on demand: `hasOpened` stays true after the
 * first opening so the dialog stays mounted and can animate closed.
 */
export function useNoticeState() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const open = useCallback(() => {
    setIsOpen(true);
    setHasOpened(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  return { isOpen, hasOpened, open, close };
}
