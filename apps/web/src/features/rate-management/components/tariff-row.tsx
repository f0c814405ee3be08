import { i18nKeyOf } from '@freightdesk/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { tariffRowQueryOptions } from '../api/rate-sheets-api';
import { Alert } from '@/components/ui/alert';

const shown = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * One tariff row the rate engine prices from (`/admin/rate-management/tariffs/:tariffKind/:tariffId`, ADR 079): its
 * fields as stored and the version it came from. "View in rate engine" on a staff quote opens it.
 */
export function TariffRowPage({ kind, tariffId }: { kind: string; tariffId: string }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const row = useQuery(tariffRowQueryOptions(kind, tariffId));
  if (row.error) {
    const { code } = toApiError(row.error);
    return (
      <Alert severity="error">
        {code === 'RATE_SHEET_NOT_FOUND' || code === 'INVALID_PAYLOAD'
          ? t('rateManagement.tariff.notFound')
          : t(i18nKeyOf(code))}
      </Alert>
    );
  }
  if (!row.data) return null;
  const { version, tariff } = row.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {t('rateManagement.tariff.heading', { id: tariffId })}
      </Typography>
      <Typography>
        {t('rateManagement.tariff.kind')}: {t(`rateManagement.kinds.${row.data.kind}`)} ·{' '}
        {version ? (
          <TextLink to={localizedHref(paths.adminRateSheetVersion.getHref({ versionId: version.id }))}>
            {t('rateManagement.tariff.fromVersion', { number: version.number })}
          </TextLink>
        ) : (
          t('rateManagement.tariff.notFromVersion')
        )}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('rateManagement.tariff.heading', { id: tariffId })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('rateManagement.tariff.field')}</TableCell>
              <TableCell>{t('rateManagement.tariff.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(tariff).map(([field, value]) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  <bdi>{field}</bdi>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{shown(value) || t('rateManagement.tariff.none')}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
