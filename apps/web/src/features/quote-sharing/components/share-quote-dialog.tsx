import {
  refusedRecipientsOf,
  shareQuoteRequestSchema,
  splitShareRecipients,
  type ErrorCode,
  type ShareQuoteRequest,
} from '@freightdesk/domain';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { toApiError } from '@/lib/api-client';
import { messageOfKey, fieldErrorOf } from '@/lib/forms/field-messages';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useShareQuoteMutation } from '../api/share-quote';
import { CustomerSearchField } from './customer-search-field';
import { Alert } from '@/components/ui/alert';

interface RecipientsValues {
  recipients: string;
}

export interface ShareQuoteDialogProps {
  quoteId: string;
  isOpen: boolean;
  onClose: () => void;
  /** Staff find customers by e-mail or id to add them (docs/product/booking.md#sharing). */
  isStaff: boolean;
}

/**
 * Share a quote by e-mail (docs/product/booking.md#sharing, ADR 059): addresses separated by commas or
 * spaces, checked by the domain's rule before anything is sent; recipients whose profile differs
 * (or who have no account) are named in the sharing error.
 */
export function ShareQuoteDialog({ quoteId, isOpen, onClose, isStaff }: ShareQuoteDialogProps) {
  const { t } = useTranslation();
  const share = useShareQuoteMutation();
  const form = useZodForm<RecipientsValues, ShareQuoteRequest>({
    schema: shareQuoteRequestSchema,
    defaultValues: { recipients: '' },
  });
  const [sharedWith, setSharedWith] = useState<string[]>();
  const [refused, setRefused] = useState<string[]>();
  const [formError, setFormError] = useState<ErrorCode>();

  const clearOutcome = () => {
    setSharedWith(undefined);
    setRefused(undefined);
    setFormError(undefined);
  };

  const onError = (error: unknown, sent: string[]) => {
    const apiError = toApiError(error);
    if (apiError.code === 'SHARE_PROFILE_MISMATCH') {
      setRefused(refusedRecipientsOf(apiError.fieldErrors, sent));
      form.setError('recipients', fieldErrorOf(messageOfKey('quoteSharing.validation.refused'), 'server'), {
        shouldFocus: true,
      });
      return;
    }
    const isOnField = setServerFieldErrors(form.setError, apiError, { fields: ['recipients'] });
    if (!isOnField && !publishGlobalError(apiError.code)) setFormError(apiError.code);
  };

  const send = ({ recipients }: ShareQuoteRequest) =>
    share.mutate(
      { quoteId, body: { recipients } },
      {
        onSuccess: (shared) => {
          form.reset({ recipients: '' });
          setSharedWith(shared.recipients);
        },
        onError: (error) => onError(error, recipients),
      },
    );

  const addRecipient = (email: string) => {
    const current = splitShareRecipients(form.getValues('recipients'));
    if (current.includes(email)) return;
    form.setValue('recipients', [...current, email].join(', '), { shouldValidate: form.formState.isSubmitted });
  };

  const close = () => {
    clearOutcome();
    form.reset({ recipients: '' });
    onClose();
  };

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="share-quote-title"
      aria-describedby="share-quote-description"
    >
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          clearOutcome();
          void form.handleSubmit(send)(event);
        }}
      >
        <DialogTitle id="share-quote-title">{t('quoteSharing.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="share-quote-description">{t('quoteSharing.dialog.description')}</DialogContentText>
            {sharedWith && (
              <Alert severity="success" role="status">
                {t('quoteSharing.dialog.shared', { addresses: sharedWith.join(', ') })}
              </Alert>
            )}
            {refused && refused.length > 0 && (
              <Alert severity="error">{t('quoteSharing.dialog.refused', { addresses: refused.join(', ') })}</Alert>
            )}
            <FormErrorAlert code={formError} />
            {isStaff && <CustomerSearchField onPick={(customer) => addRecipient(customer.email)} />}
            <TextFormField
              control={form.control}
              name="recipients"
              id="share-quote-recipients"
              label={t('quoteSharing.dialog.recipients')}
              hint={t('quoteSharing.dialog.recipientsHint')}
              autoComplete="off"
              multiline
              minRows={2}
              required
              autoFocus={!isStaff}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('quoteSharing.dialog.close')}</Button>
          <Button type="submit" variant="contained" loading={share.isPending}>
            {t('quoteSharing.dialog.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
