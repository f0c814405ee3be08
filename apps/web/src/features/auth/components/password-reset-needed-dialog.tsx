import { useTranslation } from 'react-i18next';
import { NoticeDialog } from '@/components/ui/notice-dialog';

/** "Your password needs to be reset" (docs/product/accounts.md#sign-in-screen): one confirm button, no cancel. */
export function PasswordResetNeededDialog({ isOpen, onConfirm }: { isOpen: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      id="password-reset-needed"
      open={isOpen}
      title={t('login.passwordResetModal.title')}
      description={t('login.passwordResetModal.description')}
      action={t('login.passwordResetModal.confirm')}
      onAction={onConfirm}
    />
  );
}
