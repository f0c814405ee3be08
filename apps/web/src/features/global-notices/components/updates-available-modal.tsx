import { Suspense, useState } from 'react';
import { useUpdatesCheck, type UpdatesCheckOptions } from '../hooks/use-updates-check';
import { lazyNotice } from '../lazy-notice';

const Dialog = lazyNotice(() => import('./updates-available-dialog'));

export interface UpdatesAvailableModalProps extends UpdatesCheckOptions {
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/** Checks for a new deployment every 5 minutes and offers to reload onto it (docs/product/shell.md#global-notices). */
export function UpdatesAvailableModal({ reload = reloadPage, ...checkOptions }: UpdatesAvailableModalProps) {
  const isUpdateAvailable = useUpdatesCheck(checkOptions);
  const [isDismissed, setIsDismissed] = useState(false);
  if (!isUpdateAvailable) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={!isDismissed} onClose={() => setIsDismissed(true)} reload={reload} />
    </Suspense>
  );
}
