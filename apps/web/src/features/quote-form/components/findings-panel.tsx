import {
  cargoLimitDialogMessageKeys,
  cargoLimitDialogOf,
  commodityLabelKeys,
  commodityMessageKeys,
  commodityNotAcceptedNoticeKeys,
  type CargoLimitViolation,
  type QuoteFormFindings,
  type QuoteFormTotals,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand/brand-context';
import { useLanguage } from '@/lib/i18n/use-language';
import { Alert, AlertTitle } from '@/components/ui/alert';

/** The measure a limit is about, for its line (`quoteForm.limit.<measure>`). */
function measureOf(limit: CargoLimitViolation['limit']): string {
  const suffix = /(Max|Min)(Weight|Volume|Length|Width|Height|Density)$/.exec(limit);
  if (!suffix) return limit;
  return suffix[1] === 'Min' ? 'minVolume' : (suffix[2] ?? '').toLowerCase();
}

/** The live totals under the cargo (docs/product/quoting.md#units-and-conversions), in the reader's numbers. */
export function CargoTotalsLine({ totals }: { totals: QuoteFormTotals | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  const shown = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : format.format(value);
  const items = [
    ['totalVolume', shown(totals?.totalVolumeM3), 'M3'],
    ['totalWeight', shown(totals?.totalWeightKg), 'Kg'],
    ['chargeableWeight', shown(totals?.chargeableWeightKg), 'Kg'],
    ['density', shown(totals?.densityKgPerM3), 'kgPerM3'],
  ] as const;
  return (
    <Box
      component="dl"
      aria-label={t('quoteForm.totals.title')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
        gap: 1,
        m: 0,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {items.map(([name, value, unit]) => (
        <Box key={name}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t(`quoteForm.totals.${name}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value} {value !== '—' && t(`quoteForm.units.${unit}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * What the domain found before anything is sent (ADR 054): the cargo limits broken ('Cargo limit exceeded'),
 * the profile mismatch and the commodity notices (docs/product/quoting.md#commodity-rules).
 */
export function FindingsPanel({ findings, isCargoShaped }: { findings: QuoteFormFindings; isCargoShaped: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { language } = useLanguage();
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  const limits = isCargoShaped ? findings.limits : [];
  const withUnit = (amount: number, unit: CargoLimitViolation['unit']) =>
    unit === 'count'
      ? format.format(amount)
      : `${format.format(amount)} ${t(`quoteForm.units.${unit === 'kg/m3' ? 'kgPerM3' : unit}`)}`;
  const dialogs = [...new Set(limits.map((limit) => cargoLimitDialogOf(limit.limit)))];
  const commodity = findings.commodity;
  const commodityName = commodity ? t(commodityLabelKeys[commodity.commodity]) : '';
  const noticeValues = { provider: brand.name, commodity: commodityName, contact: brand.contactEmails.sales };

  return (
    <Stack spacing={1.5} aria-live="polite">
      {limits.length > 0 && (
        <Alert severity="error" id="quote-cargo-limits">
          <AlertTitle>{t('cargo.limitExceeded.title')}</AlertTitle>
          {dialogs.map((dialog) => (
            <Typography key={dialog} variant="body2">
              {t(cargoLimitDialogMessageKeys[dialog])}
            </Typography>
          ))}
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {limits.map((limit, index) => (
              <li key={index}>
                {t(`quoteForm.limit.${limit.bound}`, {
                  what: t(`quoteForm.limit.${measureOf(limit.limit)}`),
                  actual: withUnit(limit.actual, limit.unit),
                  allowed: withUnit(limit.allowed, limit.unit),
                })}
                {limit.rowIndex !== undefined && ` (${t('quoteForm.cargo.row', { number: limit.rowIndex + 1 })})`}
                {limit.advice === 'FCL' && ` ${t('quoteForm.limit.adviceFcl')}`}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {findings.profileMismatch && <Alert severity="error">{t('quoteForm.profileMismatch')}</Alert>}
      {commodity?.acceptance === 'notAccepted' && (
        <Alert severity="error">
          <AlertTitle>{t(commodityMessageKeys.notAccepted)}</AlertTitle>
          {commodity.notice && t(commodityNotAcceptedNoticeKeys[commodity.notice], noticeValues)}
        </Alert>
      )}
      {commodity?.acceptance === 'restricted' && (
        <Alert severity="warning">
          <AlertTitle>{t(commodityMessageKeys.restrictedTitle)}</AlertTitle>
          {t(commodityMessageKeys.restricted, noticeValues)}
        </Alert>
      )}
      {commodity?.profileConflict && (
        <Alert severity="warning">{t(commodityMessageKeys[commodity.profileConflict], noticeValues)}</Alert>
      )}
    </Stack>
  );
}
