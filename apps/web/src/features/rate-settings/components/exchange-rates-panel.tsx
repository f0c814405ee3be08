import {
  currencies,
  exchangeRateCorrectionBodySchema,
  exchangeRateCreateBodySchema,
  exchangeRateDateProblem,
  exchangeRateEntityId,
  rateSettingsMessage,
  type ExchangeRateCreateBody,
  type ExchangeRateView,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/form/date-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { fieldErrorOf, messageOfKey } from '@/lib/forms/field-messages';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { localToday } from '@/lib/local-today';
import { exchangeRatesQueryOptions, useAddExchangeRate, useCorrectExchangeRate } from '../api/rate-settings-api';
import { FilterSelect } from './filter-select';
import { HistoryDrawer } from './history-drawer';
import { FieldPair, SettingsDialog } from './settings-dialog';
import { LastChangeText, SettingsTable, type SettingsColumn } from './settings-table';
import { useFormErrors } from './form-errors';

const pageSize = 50;
const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));
type RateValues = { baseCurrency: string; quoteCurrency: string; rate: string; asOfDate: string };

/** Add a rate for a day: a pair of the domain's currencies, the rate, its date (at most 7 days ahead). */
function AddRateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddExchangeRate();
  const today = localToday();
  const form = useZodForm<RateValues, ExchangeRateCreateBody>({
    schema: exchangeRateCreateBodySchema,
    defaultValues: { baseCurrency: 'EUR', quoteCurrency: 'USD', rate: '', asOfDate: today },
    check: (values) => {
      const problem = exchangeRateDateProblem(values.asOfDate, today);
      return problem ? { asOfDate: fieldErrorOf(messageOfKey(rateSettingsMessage(problem))) } : {};
    },
  });
  const errors = useFormErrors(form.setError, ['baseCurrency', 'quoteCurrency', 'rate', 'asOfDate']);
  const close = () => {
    form.reset();
    errors.clearFormError();
    onClose();
  };
  return (
    <SettingsDialog
      open={open}
      title={t('rateSettings.exchangeRates.addTitle')}
      onClose={close}
      formError={errors.formError}
      isSaving={add.isPending}
      onSubmit={(event) => {
        errors.clearFormError();
        void form.handleSubmit((body) => add.mutate(body, { onSuccess: close, onError: errors.onError }))(event);
      }}
    >
      <FieldPair>
        <SelectField
          control={form.control}
          name="baseCurrency"
          id="exchange-rate-base"
          label={t('rateSettings.fields.baseCurrency')}
          options={currencyOptions}
          required
        />
        <SelectField
          control={form.control}
          name="quoteCurrency"
          id="exchange-rate-quote"
          label={t('rateSettings.fields.quoteCurrency')}
          options={currencyOptions}
          required
        />
      </FieldPair>
      <FieldPair>
        <TextFormField
          control={form.control}
          name="rate"
          id="exchange-rate-rate"
          label={t('rateSettings.fields.rate')}
          hint={t('rateSettings.exchangeRates.rateHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          required
          autoFocus
        />
        <DateField
          control={form.control}
          name="asOfDate"
          id="exchange-rate-date"
          label={t('rateSettings.fields.asOfDate')}
          hint={t('rateSettings.exchangeRates.dateHint')}
          required
        />
      </FieldPair>
    </SettingsDialog>
  );
}

/** Correct a day's rate of a pair: only the rate changes. */
function CorrectRateDialog({ rate, onClose }: { rate: ExchangeRateView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const correct = useCorrectExchangeRate();
  const form = useZodForm<{ rate: string }, { rate: string }>({
    schema: exchangeRateCorrectionBodySchema,
    defaultValues: { rate: rate?.rate ?? '' },
    values: { rate: rate?.rate ?? '' },
  });
  const errors = useFormErrors(form.setError, ['rate']);
  const close = () => {
    errors.clearFormError();
    onClose();
  };
  return (
    <SettingsDialog
      open={rate !== null}
      title={
        rate
          ? t('rateSettings.exchangeRates.correctTitle', {
              pair: `${rate.baseCurrency}/${rate.quoteCurrency}`,
              date: rate.asOfDate,
            })
          : ''
      }
      onClose={close}
      formError={errors.formError}
      isSaving={correct.isPending}
      onSubmit={(event) => {
        errors.clearFormError();
        void form.handleSubmit((body) => {
          if (rate) correct.mutate({ key: rate, rate: body.rate }, { onSuccess: close, onError: errors.onError });
        })(event);
      }}
    >
      <TextFormField
        control={form.control}
        name="rate"
        id="exchange-rate-correct-rate"
        label={t('rateSettings.fields.rate')}
        hint={
          rate ? t('rateSettings.exchangeRates.pairHint', { base: rate.baseCurrency, quote: rate.quoteCurrency }) : ''
        }
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        required
        autoFocus
      />
    </SettingsDialog>
  );
}

/** Exchange rates (ADR 080): by pair, latest day first, with who changed each last; add, correct, history. */
export function ExchangeRatesPanel() {
  const { t, i18n } = useTranslation();
  const [baseCurrency, setBaseCurrency] = useState('');
  const [quoteCurrency, setQuoteCurrency] = useState('');
  const [page, setPage] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const [correcting, setCorrecting] = useState<ExchangeRateView | null>(null);
  const [historyOf, setHistoryOf] = useState<ExchangeRateView | null>(null);
  const rates = useQuery(exchangeRatesQueryOptions({ baseCurrency, quoteCurrency, page, pageSize }));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const pairOf = (rate: ExchangeRateView) => `${rate.baseCurrency}/${rate.quoteCurrency}`;
  const columns: SettingsColumn<ExchangeRateView>[] = [
    { id: 'pair', header: t('rateSettings.columns.pair'), cell: (rate) => <bdi>{pairOf(rate)}</bdi> },
    { id: 'rate', header: t('rateSettings.fields.rate'), cell: (rate) => <bdi>{rate.rate}</bdi>, isNumeric: true },
    {
      id: 'asOfDate',
      header: t('rateSettings.fields.asOfDate'),
      cell: (rate) => dateFormat.format(new Date(`${rate.asOfDate}T00:00:00Z`)),
      noWrap: true,
    },
    {
      id: 'source',
      header: t('rateSettings.columns.source'),
      cell: (rate) =>
        rate.source === 'console' ? t('rateSettings.exchangeRates.sourceConsole') : <bdi>{rate.source}</bdi>,
    },
    {
      id: 'lastChange',
      header: t('rateSettings.columns.lastChange'),
      cell: (rate) => <LastChangeText change={rate.lastChange} />,
    },
  ];
  const changeFilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FilterSelect
          id="exchange-rates-base-filter"
          label={t('rateSettings.fields.baseCurrency')}
          value={baseCurrency}
          onChange={changeFilter(setBaseCurrency)}
          allLabel={t('rateSettings.common.all')}
          options={currencyOptions}
        />
        <FilterSelect
          id="exchange-rates-quote-filter"
          label={t('rateSettings.fields.quoteCurrency')}
          value={quoteCurrency}
          onChange={changeFilter(setQuoteCurrency)}
          allLabel={t('rateSettings.common.all')}
          options={currencyOptions}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => setIsAdding(true)}>
          {t('rateSettings.exchangeRates.add')}
        </Button>
      </Box>
      <SettingsTable
        captionId="exchange-rates-caption"
        caption={t('rateSettings.areas.exchange-rates')}
        columns={columns}
        rows={rates.data?.data}
        rowKey={exchangeRateEntityId}
        rowHeader="pair"
        isLoading={rates.isPending}
        isError={rates.isError}
        onRetry={() => void rates.refetch()}
        emptyText={t('rateSettings.exchangeRates.empty')}
        page={page}
        pageSize={pageSize}
        total={rates.data?.meta.total ?? 0}
        onPageChange={setPage}
        actions={(rate) => (
          <>
            <Button
              variant="outlined"
              onClick={() => setCorrecting(rate)}
              aria-label={t('rateSettings.exchangeRates.correctLabel', { pair: pairOf(rate), date: rate.asOfDate })}
            >
              {t('rateSettings.exchangeRates.correct')}
            </Button>
            <Button
              onClick={() => setHistoryOf(rate)}
              aria-label={t('rateSettings.common.historyOf', { name: `${pairOf(rate)} ${rate.asOfDate}` })}
            >
              {t('rateSettings.common.history')}
            </Button>
          </>
        )}
      />
      <AddRateDialog open={isAdding} onClose={() => setIsAdding(false)} />
      <CorrectRateDialog rate={correcting} onClose={() => setCorrecting(null)} />
      <HistoryDrawer
        area="exchange-rates"
        entityId={historyOf ? exchangeRateEntityId(historyOf) : null}
        title={historyOf ? `${pairOf(historyOf)} · ${historyOf.asOfDate}` : ''}
        onClose={() => setHistoryOf(null)}
      />
    </Box>
  );
}
