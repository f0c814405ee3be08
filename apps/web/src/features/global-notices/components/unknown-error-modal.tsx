import { Suspense } from 'react';
import { useGlobalError } from '@/lib/global-errors';
import { useNoticeState } from '../hooks/use-notice-state';
import { lazyNotice } from '../lazy-notice';

const Dialog = lazyNotice(() => import('./unknown-error-dialog'));

/** Opens the unknown-error notice whenever UNKNOWN_ERROR is broadcast (docs/product/shell.md#global-notices). */
export function UnknownErrorModal() {
  const { isOpen, hasOpened, open, close } = useNoticeState();
  useGlobalError('UNKNOWN_ERROR', open);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={isOpen} onClose={close} />
    </Suspense>
  );
}
