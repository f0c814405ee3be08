import { i18nKeyOf, type RateSheetVersion } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import {
  diffQueryOptions,
  downloadFile,
  isMoving,
  problemsQueryOptions,
  problemsReportPath,
  publishVersion,
  versionQueryOptions,
  versionsQueryOptions,
} from '../api/rate-sheets-api';
import { amountText, CheckProgress, dateTimeText, VersionStatus } from './rate-sheet-parts';
import { Alert } from '@/components/ui/alert';

/**
 * One rate sheet version (docs/decisions/079-rate-sheets.md): its check's progress while it runs, then its problems
 * (downloadable) or its diff against the published version with the explicit publish; an earlier version can be
 * restored from here.
 */
export function RateSheetVersionPage({ versionId }: { versionId: string }) {
  const { t, i18n } = useTranslation();
  const localizedHref = useLocalizedHref();
  const version = useQuery(versionQueryOptions(versionId));
  const back = (
    <TextLink to={localizedHref(paths.adminRateManagement.getHref({}, { kind: version.data?.kind }))}>
      {t('rateManagement.version.back')}
    </TextLink>
  );
  if (version.error) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{t(i18nKeyOf(toApiError(version.error).code))}</Alert>
        {back}
      </Stack>
    );
  }
  if (!version.data) return null;
  const current = version.data;
  const facts: [string, string][] = [
    [t('rateManagement.version.file'), current.fileName],
    [t('rateManagement.version.uploaded'), dateTimeText(current.uploadedAt, i18n.language)],
    [t('rateManagement.version.uploadedBy'), current.uploadedBy],
    [t('rateManagement.version.effectiveDate'), current.effectiveDate],
    [t('rateManagement.version.rows'), new Intl.NumberFormat(i18n.language).format(current.validRows)],
    ...(current.publishedAt
      ? [[t('rateManagement.version.published'), dateTimeText(current.publishedAt, i18n.language)] as [string, string]]
      : []),
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      {back}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h5">
          {t('rateManagement.version.heading', {
            number: current.number,
            kind: t(`rateManagement.kinds.${current.kind}`),
          })}
        </Typography>
        <VersionStatus version={current} />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <bdi>{value}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
      {isMoving(current) && <CheckProgress version={current} />}
      {current.status === 'failed' && current.failure && (
        <Alert severity="error">{t(`rateManagement.reasons.${current.failure}`)}</Alert>
      )}
      {current.status === 'ready' && current.failure && (
        <Alert severity="warning">{t(`rateManagement.reasons.${current.failure}`)}</Alert>
      )}
      {current.status === 'invalid' && <Problems version={current} />}
      {['ready', 'published', 'superseded'].includes(current.status) && <Diff version={current} />}
    </Stack>
  );
}

function Problems({ version }: { version: RateSheetVersion }) {
  const { t, i18n } = useTranslation();
  const problems = useQuery(problemsQueryOptions(version.id));
  return (
    <Box component="section" aria-labelledby="rate-problems-heading">
      <Typography component="h3" variant="h6" id="rate-problems-heading" gutterBottom>
        {t('rateManagement.problems.heading')}
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('rateManagement.problems.summary', { count: version.problemCount })}
        {problems.data && problems.data.kept < problems.data.total && (
          <> {t('rateManagement.problems.summaryKept', { kept: problems.data.kept, count: problems.data.total })}</>
        )}
      </Alert>
      <Button
        variant="outlined"
        sx={{ mb: 2 }}
        onClick={() =>
          void downloadFile(
            problemsReportPath(version.id, i18n.language),
            `${version.kind}-v${version.number}-problems.csv`,
          )
        }
      >
        {t('rateManagement.problems.download')}
      </Button>
      {problems.data && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="rate-problems-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('rateManagement.problems.row')}</TableCell>
                <TableCell>{t('rateManagement.problems.column')}</TableCell>
                <TableCell>{t('rateManagement.problems.reason')}</TableCell>
                <TableCell>{t('rateManagement.problems.value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.data.problems.map((problem, index) => (
                <TableRow key={`${problem.row}-${problem.column}-${index}`}>
                  <TableCell>{problem.row}</TableCell>
                  <TableCell>
                    <bdi>{problem.column ?? t('rateManagement.problems.wholeSheet')}</bdi>
                  </TableCell>
                  <TableCell>{t(`rateManagement.reasons.${problem.reason}`)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <bdi>{problem.value ?? ''}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** A difference with its sign (+ up, − down) and the currency apart; — for lanes added or removed. */
function deltaText(deltaMinor: number | null, currency: string, language: string): string {
  if (deltaMinor === null) return '—';
  const sign = deltaMinor > 0 ? '+' : deltaMinor < 0 ? '−' : '';
  return `${sign}${amountText(Math.abs(deltaMinor), currency, language)}`;
}

function Diff({ version }: { version: RateSheetVersion }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const versions = useQuery(versionsQueryOptions(version.kind));
  const publishedId = versions.data?.find((each) => each.isCurrent)?.id ?? null;
  const diff = useQuery({ ...diffQueryOptions(version.id, publishedId), enabled: versions.data !== undefined });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const restoring = version.status === 'superseded';
  const publish = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      const publishing = await publishVersion(version.id);
      queryClient.setQueryData(versionQueryOptions(version.id).queryKey, publishing);
      await queryClient.invalidateQueries({ queryKey: ['rate-sheets'] });
    } catch (error) {
      setFailure(t(i18nKeyOf(toApiError(error).code)));
    }
  };
  const counts = diff.data
    ? (['added', 'removed', 'up', 'down', 'unchanged'] as const).map((key) => [key, diff.data[key]] as const)
    : [];
  return (
    <Box component="section" aria-labelledby="rate-diff-heading">
      <Typography component="h3" variant="h6" id="rate-diff-heading" gutterBottom>
        {t('rateManagement.diff.heading')}
      </Typography>
      {diff.data && (
        <Stack spacing={2}>
          <Typography>
            {diff.data.againstVersionNumber === null
              ? t('rateManagement.diff.againstNothing')
              : t('rateManagement.diff.againstVersion', { number: diff.data.againstVersionNumber })}
            {diff.data.replacedOtherRows > 0 && (
              <> {t('rateManagement.diff.replacesOthers', { count: diff.data.replacedOtherRows })}</>
            )}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1, m: 0 }}
          >
            {counts.map(([key, count]) => (
              <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`rateManagement.diff.${key}`)}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                  {new Intl.NumberFormat(i18n.language).format(count)}
                </Typography>
              </Paper>
            ))}
          </Box>
          {diff.data.changes.length === 0 ? (
            <Typography>{t('rateManagement.diff.none')}</Typography>
          ) : (
            <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
              <Table
                size="small"
                stickyHeader
                aria-label={t('rateManagement.diff.listed', { count: diff.data.changes.length })}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t('rateManagement.diff.lane')}</TableCell>
                    <TableCell>{t('rateManagement.diff.change')}</TableCell>
                    <TableCell align="right">{t('rateManagement.diff.before')}</TableCell>
                    <TableCell align="right">{t('rateManagement.diff.after')}</TableCell>
                    <TableCell align="right">{t('rateManagement.diff.delta')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {diff.data.changes.map((change) => (
                    <TableRow key={`${change.lane}-${change.currency}`}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <bdi>{change.lane.split('|').filter(Boolean).join(' · ')}</bdi>
                      </TableCell>
                      <TableCell>{t(`rateManagement.diff.changes.${change.change}`)}</TableCell>
                      <TableCell align="right">
                        <bdi>
                          {change.beforeMinor === null
                            ? '—'
                            : amountText(change.beforeMinor, change.currency, i18n.language)}
                        </bdi>
                      </TableCell>
                      <TableCell align="right">
                        <bdi>
                          {change.afterMinor === null
                            ? '—'
                            : amountText(change.afterMinor, change.currency, i18n.language)}
                        </bdi>
                      </TableCell>
                      <TableCell align="right">
                        <bdi>{deltaText(change.deltaMinor, change.currency, i18n.language)}</bdi>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {version.status === 'published' ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('rateManagement.publish.done', { number: version.number })}
        </Alert>
      ) : (
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => setConfirming(true)}>
          {t(restoring ? 'rateManagement.publish.restore' : 'rateManagement.publish.button', {
            number: version.number,
          })}
        </Button>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="rate-publish-title">
        <DialogTitle id="rate-publish-title">
          {t(restoring ? 'rateManagement.publish.restore' : 'rateManagement.publish.button', {
            number: version.number,
          })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(restoring ? 'rateManagement.publish.restoreConfirm' : 'rateManagement.publish.confirm', {
              number: version.number,
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('rateManagement.publish.cancel')}</Button>
          <Button variant="contained" onClick={() => void publish()}>
            {t(restoring ? 'rateManagement.publish.restore' : 'rateManagement.publish.button', {
              number: version.number,
            })}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
