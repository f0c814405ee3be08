import { Button } from '@/components/ui/button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { NoticeDialog } from '@/components/ui/notice-dialog';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useResetPasswordMutation } from '../api/reset-password';
import { useNewPasswordForm } from '../hooks/use-new-password-form';

/**
 * Reset password through the e-mailed link (docs/product/accounts.md#reset-password,
 * docs/product/errors.md#account-calls): a strong new password and its confirmation; success opens a confirmation
 * dialog that leads to sign-in.
 */
export function ResetPasswordForm({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const reset = useResetPasswordMutation();
  const { formError, onError, onSubmit, field } = useNewPasswordForm('reset');
  const [isDone, setIsDone] = useState(false);

  const submit = onSubmit((body) => reset.mutate({ uuid, ...body }, { onSuccess: () => setIsDone(true), onError }));

  const goToSignIn = () => void navigate(localizedHref(paths.signIn.getHref()), { replace: true });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography component="h1" variant="h5">
        {t('auth.resetPassword.title')}
      </Typography>
      <FormErrorAlert code={formError} />
      {field('password', 'auth.fields.newPassword')}
      {field('confirmPassword', 'auth.fields.confirmPassword')}
      <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
        {t('auth.resetPassword.submit')}
      </Button>
      <NoticeDialog
        id="reset-done"
        open={isDone}
        title={t('auth.resetPassword.successTitle')}
        description={t('auth.resetPassword.successDescription')}
        action={t('auth.resetPassword.goToLogin')}
        onAction={goToSignIn}
      />
    </Stack>
  );
}
