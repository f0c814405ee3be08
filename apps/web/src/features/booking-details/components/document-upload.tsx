import { i18nKeyOf, isWithinUploadLimit, uploadedDocumentTypes, type UploadedDocumentType } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { fieldErrorText } from '@/lib/forms/field-messages';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { bookingDetailsQueryKey } from '../api/get-booking-details';
import { uploadDocument } from '../api/upload-document';
import { Alert } from '@/components/ui/alert';

const uploadSchema = z.object({
  type: z.enum(uploadedDocumentTypes, { error: 'bookingDetails.actions.upload.typeRequired' }),
  file: z.instanceof(File, { error: 'bookingDetails.actions.upload.fileRequired' }),
});
type UploadValues = { type: string; file: File | null };

/** The brand's upload limit (`documents.maxUploadMb`, brand configuration; the domain's default when unset). */
const useMaxUploadMb = (): number => useBrand().documents.maxUploadMb;

/**
 * Upload a document (docs/product/booking.md#documents): its type is required (Commercial Invoice, Packing List,
 * Others); a file over the brand's limit is refused before sending with the product's dialog; a progress bar while
 * it goes (ADR 070).
 */
export function DocumentUpload({ bookingUuid }: { bookingUuid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const maxUploadMb = useMaxUploadMb();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isTooLarge, setIsTooLarge] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ kind: 'done'; name: string } | { kind: 'failed'; text: string } | null>(null);
  const form = useZodForm<UploadValues, z.output<typeof uploadSchema>>({
    schema: uploadSchema,
    defaultValues: { type: '', file: null },
  });
  const file = useController({ control: form.control, name: 'file' });
  const fileLabel = t('bookingDetails.actions.upload.file');
  const fileError = fieldErrorText(t, file.fieldState.error, fileLabel);
  const fileErrorId = `${fileInputId}-error`;

  const send = async ({ type, file: chosen }: { type: UploadedDocumentType; file: File }) => {
    if (!isWithinUploadLimit(chosen.size, maxUploadMb)) {
      setIsTooLarge(true);
      return;
    }
    setResult(null);
    setProgress(0);
    try {
      await uploadDocument({ bookingUuid, type, file: chosen, onProgress: setProgress });
      setResult({ kind: 'done', name: chosen.name });
      form.reset({ type: '', file: null });
      if (fileInput.current) fileInput.current.value = '';
      await queryClient.invalidateQueries({ queryKey: bookingDetailsQueryKey(bookingUuid) });
    } catch (error) {
      const { code } = toApiError(error);
      // An upload that fails for an unknown reason says so here, by the form, not in the app's error modal.
      if (code === 'UNKNOWN_ERROR' || !publishGlobalError(code)) {
        setResult({
          kind: 'failed',
          text:
            code === 'UNKNOWN_ERROR'
              ? t('bookingDetails.actions.upload.failed')
              : t(i18nKeyOf(code), { size: maxUploadMb }),
        });
      }
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('bookings.pendingAction.uploadDocuments')}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <SelectField
        control={form.control}
        name="type"
        id="upload-document-type"
        label={t('bookingDetails.actions.upload.type')}
        options={uploadedDocumentTypes.map((type) => ({ value: type, label: t(`bookings.documentType.${type}`) }))}
        placeholder={t('bookingDetails.actions.upload.typePlaceholder')}
        required
        sx={{ maxWidth: 360 }}
      />
      <Box>
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          hidden
          aria-label={fileLabel}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && !isWithinUploadLimit(chosen.size, maxUploadMb)) {
              setIsTooLarge(true);
              event.target.value = '';
              file.field.onChange(null);
              return;
            }
            file.field.onChange(chosen);
          }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => fileInput.current?.click()}
            aria-describedby={`${fileInputId}-name ${fileError ? fileErrorId : `${fileInputId}-hint`}`}
          >
            {t('bookingDetails.actions.upload.chooseFile')}
          </Button>
          <Typography id={`${fileInputId}-name`} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <bdi>{file.field.value?.name ?? t('bookingDetails.actions.upload.noFile')}</bdi>
          </Typography>
        </Box>
        {fileError ? (
          <FormHelperText id={fileErrorId} error>
            {fileError}
          </FormHelperText>
        ) : (
          <FormHelperText id={`${fileInputId}-hint`}>
            {t('bookingDetails.actions.upload.hint', { size: maxUploadMb })}
          </FormHelperText>
        )}
      </Box>
      {progress !== null && (
        <Box>
          <Typography variant="body2" id="upload-progress-label">
            {t('bookingDetails.actions.upload.progress', { name: file.field.value?.name ?? '' })}
          </Typography>
          <LinearProgress variant="determinate" value={progress} aria-labelledby="upload-progress-label" />
        </Box>
      )}
      {result?.kind === 'done' && (
        <Alert severity="success">{t('bookingDetails.actions.upload.done', { name: result.name })}</Alert>
      )}
      {result?.kind === 'failed' && <Alert severity="error">{result.text}</Alert>}
      <Button type="submit" variant="contained" loading={progress !== null} sx={{ alignSelf: 'flex-start' }}>
        {t('bookingDetails.actions.upload.submit')}
      </Button>
      <Dialog
        open={isTooLarge}
        onClose={() => setIsTooLarge(false)}
        aria-labelledby="upload-too-large-title"
        aria-describedby="upload-too-large-text"
      >
        <DialogTitle id="upload-too-large-title">{t('bookingDetails.actions.upload.tooLargeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="upload-too-large-text">
            {t('bookingDetails.actions.upload.tooLarge', { size: maxUploadMb })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setIsTooLarge(false)}>
            {t('bookingDetails.actions.upload.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
