import { currencies, type Currency, formatMoneyAmount, type RateSheetVersion } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A version's status as a chip (docs/decisions/079-rate-sheets.md). */
export function VersionStatus({ version }: { version: RateSheetVersion }) {
  const { t } = useTranslation();
  const color =
    version.status === 'published'
      ? 'success'
      : version.status === 'invalid' || version.status === 'failed'
        ? 'error'
        : version.status === 'ready'
          ? 'primary'
          : 'default';
  return <Chip size="small" color={color} label={t(`rateManagement.status.${version.status}`)} />;
}

/** The check's progress: the share of the file read, and the rows read and checked. */
export function CheckProgress({ version }: { version: RateSheetVersion }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = version.sizeBytes > 0 ? Math.min(100, Math.round((version.bytesRead / version.sizeBytes) * 100)) : 0;
  return (
    <Box>
      <Typography variant="body2" id={labelId}>
        {t('rateManagement.progress.label')}
      </Typography>
      <LinearProgress
        variant={version.status === 'queued' || version.status === 'publishing' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-labelledby={labelId}
        sx={{ my: 1 }}
      />
      <Typography variant="body2" role="status">
        {t('rateManagement.progress.rows', {
          read: number.format(version.rowsRead),
          checked: number.format(version.rowsChecked),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rateManagement.progress.keepsRunning')}
      </Typography>
    </Box>
  );
}

/** An amount in minor units of a sheet's currency, with the currency code apart (`1,850.00 USD`). */
export function amountText(amountMinor: number, currency: string, language: string): string {
  if (!(currencies as readonly string[]).includes(currency)) return String(amountMinor / 100);
  return `${formatMoneyAmount({ amountMinor, currency: currency as Currency }, language)} ${currency}`;
}

/** A date-time as the staff member reads it. */
export const dateTimeText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
