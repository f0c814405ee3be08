import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { Alert } from '@/components/ui/alert';

/** A button that downloads one of the booking's files (documents, PDFs, receipts); says so when it fails. */
export function DownloadButton({
  path,
  fileName,
  label,
  accessibleName,
}: {
  path: string;
  fileName: string;
  label: string;
  accessibleName?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', minWidth: 0, maxWidth: '100%' }}>
      <Button
        variant="outlined"
        loading={state === 'busy'}
        aria-label={accessibleName}
        onClick={() => {
          setState('busy');
          downloadFile(path, fileName).then(
            () => setState('idle'),
            () => setState('failed'),
          );
        }}
        // A long label wraps on a phone rather than running out of its card.
        sx={{ maxWidth: '100%', textAlign: 'start' }}
      >
        {label}
      </Button>
      {state === 'failed' && (
        <Alert severity="error" role="alert">
          {t('bookingDetails.summary.downloadFailed')}
        </Alert>
      )}
    </Box>
  );
}
