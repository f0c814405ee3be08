import { act, screen, waitFor } from '@testing-library/react';
import { publishGlobalError, type GlobalErrorCode } from '@/lib/global-errors';

/**
 * Broadcasts `code` until the dialog named `dialogName` is open, and returns it. A page can be on
 * screen a moment before the app's listeners are attached (effects run after the paint); a real
 * failed call arrives later and finds them, a test publishing at once might not.
 */
export function broadcastUntilDialogOpens(code: GlobalErrorCode, dialogName: string): Promise<HTMLElement> {
  return waitFor(() => {
    act(() => void publishGlobalError(code));
    return screen.getByRole('dialog', { name: dialogName });
  });
}
