import {
  customisationSummaryOf,
  moneyFormatter,
  splitShareRecipients,
  type CustomisableRate,
  type Currency,
  type MarginMode,
  type QuoteCustomisation,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChargeLineName } from '@/lib/format/charge-line-name';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import {
  useQuoteCustomisationQuery,
  useSaveCustomisationMutation,
  useShareQuoteMutation,
} from '../api/quote-customisation';
import {
  draftsOfMargins,
  isCustomisableGroup,
  marginLinesOf,
  marginsOfDrafts,
  targetKey,
  type MarginDraft,
  type MarginTarget,
  type RateDrafts,
} from '../lib/margin-drafts';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControlLabel } from '@/components/ui/form-control-label';

export interface CustomiseQuoteProps {
  quoteId: string;
}

function useMoney() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const formats = new Map<Currency, (amountMinor: number) => string>();
    return (amountMinor: number, currency: Currency) => {
      let format = formats.get(currency);
      if (!format) formats.set(currency, (format = moneyFormatter(currency, i18n.language)));
      return format(amountMinor);
    };
  }, [i18n.language]);
}

function rateTitle({ rate }: CustomisableRate): { carrier: string; route: string } {
  const ports = [rate.schedule.originPort, rate.schedule.destinationPort].filter(Boolean).join(' → ');
  return { carrier: rate.suppliersInformation.freight ?? rate.carrierCode ?? '—', route: ports || rate.routeKind };
}

/** One margin's two controls: the type (amount or percent) and the value. */
function MarginInput({
  id,
  label,
  draft,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  draft: MarginDraft;
  problem: string | undefined;
  onChange: (draft: MarginDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 220 }}>
      <TextField
        select
        size="small"
        value={draft.mode}
        onChange={(event) => onChange({ ...draft, mode: event.target.value as MarginMode })}
        slotProps={{ htmlInput: { 'aria-label': t('staffQuotes.customise.modeFor', { target: label }) } }}
        sx={{ width: 110 }}
      >
        <MenuItem value="amount">{t('staffQuotes.customise.modeAmount')}</MenuItem>
        <MenuItem value="percent">{t('staffQuotes.customise.modePercent')}</MenuItem>
      </TextField>
      <TextField
        id={id}
        size="small"
        value={draft.value}
        onChange={(event) => onChange({ ...draft, value: event.target.value })}
        error={problem !== undefined}
        helperText={problem ? t(problem) : undefined}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            dir: 'ltr',
            'aria-label': t('staffQuotes.customise.marginFor', { target: label }),
          },
        }}
        sx={{ width: 120 }}
      />
    </Stack>
  );
}

/** One rate: its lines by group with a margin per line and per group, the new amounts and the totals. */
function RateCustomiser({
  entry,
  currency,
  drafts,
  onChange,
}: {
  entry: CustomisableRate;
  currency: Currency;
  drafts: RateDrafts;
  onChange: (drafts: RateDrafts) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useChargeLineName();
  const money = useMoney();
  const { rate } = entry;
  const lines = marginLinesOf(rate);
  const { margins, problems } = marginsOfDrafts(drafts, currency);
  const summary = customisationSummaryOf(lines, margins);
  const draftOf = (target: MarginTarget): MarginDraft => drafts[targetKey(target)] ?? { mode: 'percent', value: '' };
  const setDraft = (target: MarginTarget, draft: MarginDraft) => onChange({ ...drafts, [targetKey(target)]: draft });
  let position = 0;
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('staffQuotes.price.charge')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('staffQuotes.customise.rateSheetPrice')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('staffQuotes.customise.margin')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('staffQuotes.customise.newAmount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(Object.keys(rate.charges) as (keyof typeof rate.charges)[]).flatMap((group) => {
              const charges = rate.charges[group];
              if (charges.length === 0) return [];
              const groupName = t(`staffQuotes.groups.${group}`);
              const customisable = isCustomisableGroup(group);
              const groupTotal = charges.reduce((sum, charge) => sum + charge.amountMinor, 0);
              const start = position;
              position += charges.length;
              const newGroupTotal = summary.amounts
                .slice(start, start + charges.length)
                .reduce((sum, amount) => sum + amount, 0);
              const groupTarget: MarginTarget | null = customisable ? { scope: 'group', group } : null;
              return [
                <TableRow key={`${group}-group`} sx={{ bgcolor: 'action.hover' }}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {groupName} · {t('staffQuotes.customise.groupRow')}
                  </TableCell>
                  <TableCell align="right">{money(groupTotal, currency)}</TableCell>
                  <TableCell>
                    {groupTarget && (
                      <MarginInput
                        id={`margin-${rate.uuid}-${targetKey(groupTarget)}`}
                        label={groupName}
                        draft={draftOf(groupTarget)}
                        problem={problems[targetKey(groupTarget)]}
                        onChange={(draft) => setDraft(groupTarget, draft)}
                      />
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {money(newGroupTotal, currency)}
                  </TableCell>
                </TableRow>,
                ...charges.map((charge, line) => {
                  const lineTarget: MarginTarget | null = customisable ? { scope: 'line', group, line } : null;
                  const label = `${nameOf(charge)} (${charge.code})`;
                  return (
                    <TableRow key={`${group}-${line}`}>
                      <TableCell component="th" scope="row" sx={{ pl: 3 }}>
                        {label}
                      </TableCell>
                      <TableCell align="right">{money(charge.amountMinor, currency)}</TableCell>
                      <TableCell>
                        {lineTarget && (
                          <MarginInput
                            id={`margin-${rate.uuid}-${targetKey(lineTarget)}`}
                            label={label}
                            draft={draftOf(lineTarget)}
                            problem={problems[targetKey(lineTarget)]}
                            onChange={(draft) => setDraft(lineTarget, draft)}
                          />
                        )}
                      </TableCell>
                      <TableCell align="right">{money(summary.amounts[start + line]!, currency)}</TableCell>
                    </TableRow>
                  );
                }),
              ];
            })}
          </TableBody>
        </Table>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'start',
          columnGap: 2,
          rowGap: 0.5,
          mt: 2,
        }}
      >
        <Typography component="dt">{t('staffQuotes.customise.rateSheetPrice')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {money(summary.originalTotalMinor, currency)}
        </Typography>
        <Typography component="dt">{t('staffQuotes.customise.margin')}</Typography>
        <Typography component="dd" sx={{ m: 0 }} dir="ltr">
          {money(summary.marginMinor, currency)}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t('staffQuotes.customise.customerPrice')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid={`customer-price-${rate.uuid}`}>
          {money(summary.customisedTotalMinor, currency)}
        </Typography>
      </Box>
      {summary.belowRateSheetPrice && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('staffQuotes.customise.belowRateSheet')}
        </Alert>
      )}
      {summary.flooredAtZero.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('staffQuotes.customise.flooredAtZero', { count: summary.flooredAtZero.length })}
        </Alert>
      )}
    </Box>
  );
}

function CustomiseForm({ quoteId, data }: { quoteId: string; data: QuoteCustomisation }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const localizedHref = useLocalizedHref();
  const save = useSaveCustomisationMutation(quoteId);
  const share = useShareQuoteMutation(quoteId);
  const [drafts, setDrafts] = useState<Record<string, RateDrafts>>(() =>
    Object.fromEntries(data.rates.map((entry) => [entry.rate.uuid, draftsOfMargins(entry.margins, data.currency)])),
  );
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(data.rates.filter((entry) => entry.margins.length > 0).map((entry) => entry.rate.uuid)),
  );
  const [note, setNote] = useState('');
  const [recipients, setRecipients] = useState(data.owner?.email ?? '');
  const [nothingToSave, setNothingToSave] = useState(false);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  const submit = () => {
    setNothingToSave(false);
    const rates = data.rates
      .filter((entry) => chosen.has(entry.rate.uuid) || entry.margins.length > 0)
      .map((entry) => ({
        rateUuid: entry.rate.uuid,
        ...marginsOfDrafts(chosen.has(entry.rate.uuid) ? (drafts[entry.rate.uuid] ?? {}) : {}, data.currency),
      }));
    if (rates.some((rate) => Object.keys(rate.problems).length > 0)) return;
    if (rates.length === 0) {
      setNothingToSave(true);
      return;
    }
    save.mutate({
      rates: rates.map(({ rateUuid, margins }) => ({ rateUuid, margins })),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };

  return (
    <Stack spacing={3}>
      <Typography>{t('staffQuotes.customise.intro')}</Typography>
      <Typography color="text.secondary">
        {data.owner
          ? t('staffQuotes.customise.owner', { name: data.owner.name, email: data.owner.email })
          : t('staffQuotes.customise.guestQuote')}
      </Typography>
      {data.rates.length === 0 && <Alert severity="info">{t('staffQuotes.customise.noRates')}</Alert>}
      {data.rates.map((entry) => {
        const { carrier, route } = rateTitle(entry);
        const isChosen = chosen.has(entry.rate.uuid);
        const headingId = `rate-heading-${entry.rate.uuid}`;
        return (
          <Paper key={entry.rate.uuid} component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ justifyContent: 'space-between', gap: 1, alignItems: { sm: 'center' } }}
            >
              <Box>
                <Typography id={headingId} component="h2" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
                  {t('staffQuotes.customise.rateHeading', { carrier, route })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {entry.customisedAt && entry.customisedBy
                    ? t('staffQuotes.customise.lastCustomised', {
                        by: entry.customisedBy,
                        date: dates.format(new Date(entry.customisedAt)),
                      })
                    : t('staffQuotes.customise.notCustomised')}
                </Typography>
              </Box>
              <Box sx={{ textAlign: { sm: 'end' } }}>
                <Typography variant="body2" color="text.secondary">
                  {t('staffQuotes.customise.rateSheetPrice')}: {money(entry.rate.total.total, data.currency)}
                </Typography>
                <Typography sx={{ fontWeight: 700 }}>
                  {t('staffQuotes.customise.customerPrice')}: {money(entry.customisedTotal.total, data.currency)}
                </Typography>
              </Box>
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={isChosen}
                  onChange={(event) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(entry.rate.uuid);
                      else next.delete(entry.rate.uuid);
                      return next;
                    })
                  }
                />
              }
              label={t('staffQuotes.customise.customiseRate')}
            />
            {isChosen && (
              <>
                <RateCustomiser
                  entry={entry}
                  currency={data.currency}
                  drafts={drafts[entry.rate.uuid] ?? {}}
                  onChange={(next) => setDrafts((current) => ({ ...current, [entry.rate.uuid]: next }))}
                />
                <Button
                  variant="text"
                  sx={{ mt: 1 }}
                  onClick={() => setDrafts((current) => ({ ...current, [entry.rate.uuid]: {} }))}
                >
                  {t('staffQuotes.customise.reset')}
                </Button>
              </>
            )}
          </Paper>
        );
      })}
      {data.rates.length > 0 && (
        <Stack spacing={2} component="form" noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
          <TextField
            label={t('staffQuotes.customise.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Box>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {save.isPending ? t('staffQuotes.customise.saving') : t('staffQuotes.customise.save')}
            </Button>
          </Box>
          <Box aria-live="polite">
            {save.isSuccess && <Alert severity="success">{t('staffQuotes.customise.saved')}</Alert>}
            {save.isError && <Alert severity="error">{t('staffQuotes.customise.saveFailed')}</Alert>}
            {nothingToSave && <Alert severity="info">{t('staffQuotes.customise.nothingToSave')}</Alert>}
          </Box>
        </Stack>
      )}
      <Paper component="section" variant="outlined" aria-labelledby="share-customised-title" sx={{ p: 2 }}>
        <Typography id="share-customised-title" component="h2" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
          {t('staffQuotes.customise.shareTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('staffQuotes.customise.shareHint')}
        </Typography>
        <Stack
          component="form"
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            if (splitShareRecipients(recipients).length > 0) share.mutate({ recipients });
          }}
        >
          <TextField
            label={t('staffQuotes.customise.recipients')}
            value={recipients}
            onChange={(event) => setRecipients(event.target.value)}
            sx={{ flexGrow: 1 }}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }}
          />
          <Button type="submit" variant="contained" loading={share.isPending}>
            {share.isPending ? t('staffQuotes.customise.sharing') : t('staffQuotes.customise.share')}
          </Button>
        </Stack>
        <Box aria-live="polite" sx={{ mt: 1 }}>
          {share.isSuccess && (
            <Alert severity="success">
              {t('staffQuotes.customise.shared', { recipients: share.data.recipients.join(', ') })}
            </Alert>
          )}
          {share.isError && <Alert severity="error">{t('staffQuotes.customise.shareFailed')}</Alert>}
        </Box>
      </Paper>
      <Box>
        <Button variant="outlined" to={localizedHref(paths.quote.getHref({ quoteId }))}>
          {t('staffQuotes.customise.backToQuote')}
        </Button>
      </Box>
    </Stack>
  );
}

/** `/admin/quotes/:quoteId/customise` (docs/decisions/081-staff-quote-tools.md): margins, then share. */
export function CustomiseQuote({ quoteId }: CustomiseQuoteProps) {
  const { t } = useTranslation();
  const query = useQuoteCustomisationQuery(quoteId);
  if (query.isPending) return <Typography role="status">{t('staffQuotes.customise.loading')}</Typography>;
  if (query.isError) return <Alert severity="error">{t('staffQuotes.customise.loadFailed')}</Alert>;
  return <CustomiseForm key={quoteId} quoteId={quoteId} data={query.data} />;
}
