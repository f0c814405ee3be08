import { Suspense } from 'react';
import { useGlobalError } from '@/lib/global-errors';
import { useNoticeState } from '../hooks/use-notice-state';
import { lazyNotice } from '../lazy-notice';

const Dialog = lazyNotice(() => import('./access-forbidden-dialog'));

/** Opens the access-forbidden notice whenever ACCESS_FORBIDDEN is broadcast (docs/product/shell.md#global-notices). */
export function AccessForbiddenModal() {
  const { isOpen, hasOpened, open, close } = useNoticeState();
  useGlobalError('ACCESS_FORBIDDEN', open);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={isOpen} onClose={close} />
    </Suspense>
  );
}
