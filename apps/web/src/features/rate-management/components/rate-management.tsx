import { i18nKeyOf, rateSheetDefinitions, rateSheetKinds, type RateSheetKind } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { downloadFile, templatePath, uploadRateSheet, versionsQueryOptions } from '../api/rate-sheets-api';
import { dateTimeText, VersionStatus } from './rate-sheet-parts';
import { Alert } from '@/components/ui/alert';

const isKind = (value: string | null): value is RateSheetKind =>
  value !== null && (rateSheetKinds as readonly string[]).includes(value);

/**
 * Rate management (docs/decisions/079-rate-sheets.md): choose the tariff kind, download its template, upload a sheet
 * (a progress bar while it goes; the check then runs on the server and the version page follows it), and the kind's
 * versions with the published one marked.
 */
export function RateManagement() {
  const { t, i18n } = useTranslation();
  const localizedHref = useLocalizedHref();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const kindParameter = searchParams.get('kind');
  const kind: RateSheetKind = isKind(kindParameter) ? kindParameter : 'fclRates';
  const versions = useQuery(versionsQueryOptions(kind));
  const ids = { file: useId(), date: useId(), progress: useId(), kind: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [effectiveDate, setEffectiveDate] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const required = rateSheetDefinitions[kind].columns.filter((column) => column.required).map((column) => column.name);

  const upload = async () => {
    if (!file) {
      setMessage(t('rateManagement.upload.chooseFile'));
      return;
    }
    if (!/\.(csv|txt|xlsx)$/i.test(file.name)) {
      setMessage(t('rateManagement.upload.wrongType'));
      return;
    }
    setMessage(null);
    setProgress(0);
    try {
      const version = await uploadRateSheet({ kind, file, effectiveDate, onProgress: setProgress });
      await queryClient.invalidateQueries({ queryKey: ['rate-sheets', 'versions', kind] });
      await navigate(localizedHref(paths.adminRateSheetVersion.getHref({ versionId: version.id })));
    } catch (error) {
      const { code } = toApiError(error);
      setMessage(code === 'UNKNOWN_ERROR' ? t('rateManagement.upload.failed') : t(i18nKeyOf(code)));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography color="text.secondary">{t('rateManagement.intro')}</Typography>
      <TextField
        select
        id={ids.kind}
        label={t('rateManagement.kindLabel')}
        value={kind}
        onChange={(event) => setSearchParams({ kind: event.target.value }, { replace: true })}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 360 }}
      >
        {rateSheetKinds.map((each) => (
          <option key={each} value={each}>
            {t(`rateManagement.kinds.${each}`)}
          </option>
        ))}
      </TextField>

      <Paper component="section" aria-labelledby="rate-template-heading" variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" id="rate-template-heading" gutterBottom>
          {t('rateManagement.template.heading')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {t('rateManagement.template.hint', { columns: required.join(', ') })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              onClick={() => void downloadFile(templatePath(kind, format), `${kind}-template.${format}`)}
            >
              {t(`rateManagement.template.${format}`)}
            </Button>
          ))}
        </Box>
      </Paper>

      <Paper
        component="form"
        aria-labelledby="rate-upload-heading"
        variant="outlined"
        sx={{ p: 2 }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <Typography component="h2" variant="h6" id="rate-upload-heading" gutterBottom>
          {t('rateManagement.upload.heading')}
        </Typography>
        <Stack spacing={2}>
          <FilePicker
            id={ids.file}
            inputLabel={t('rateManagement.upload.fileLabel')}
            buttonText={t('rateManagement.upload.pickFile')}
            noFileText={t('rateManagement.upload.noFile')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            file={file}
            onChange={setFile}
          />
          <TextField
            id={ids.date}
            type="date"
            label={t('rateManagement.upload.effectiveDateLabel')}
            helperText={t('rateManagement.upload.effectiveDateHint')}
            value={effectiveDate}
            onChange={(event) => setEffectiveDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 280 }}
          />
          {progress !== null && (
            <Box>
              <Typography variant="body2" id={ids.progress}>
                {t('rateManagement.upload.uploading', { percent: progress })}
              </Typography>
              <LinearProgress variant="determinate" value={progress} aria-labelledby={ids.progress} />
            </Box>
          )}
          {message && <Alert severity="error">{message}</Alert>}
          <Button type="submit" variant="contained" loading={progress !== null} sx={{ alignSelf: 'flex-start' }}>
            {t('rateManagement.upload.submit')}
          </Button>
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby="rate-versions-heading">
        <Typography component="h2" variant="h6" id="rate-versions-heading" gutterBottom>
          {t('rateManagement.versions.heading')}
        </Typography>
        {versions.data?.length === 0 && <Typography>{t('rateManagement.versions.empty')}</Typography>}
        {versions.data && versions.data.length > 0 && (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby="rate-versions-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{t('rateManagement.versions.number')}</TableCell>
                  <TableCell>{t('rateManagement.versions.status')}</TableCell>
                  <TableCell>{t('rateManagement.version.file')}</TableCell>
                  <TableCell>{t('rateManagement.versions.uploaded')}</TableCell>
                  <TableCell align="right">{t('rateManagement.versions.rows')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {versions.data.map((version) => (
                  <TableRow key={version.id} selected={version.isCurrent}>
                    <TableCell>
                      <TextLink
                        to={localizedHref(paths.adminRateSheetVersion.getHref({ versionId: version.id }))}
                        aria-label={t('rateManagement.version.open', { number: version.number })}
                      >
                        {version.number}
                      </TextLink>
                    </TableCell>
                    <TableCell>
                      <VersionStatus version={version} />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                      <bdi>{version.fileName}</bdi>
                    </TableCell>
                    <TableCell>
                      {dateTimeText(version.uploadedAt, i18n.language)} · <bdi>{version.uploadedBy}</bdi>
                    </TableCell>
                    <TableCell align="right">
                      {new Intl.NumberFormat(i18n.language).format(version.validRows)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </Stack>
  );
}
