import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';

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
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
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
        sx={{ whiteSpace: 'nowrap' }}
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
