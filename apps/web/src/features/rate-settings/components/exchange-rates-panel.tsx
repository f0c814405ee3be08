import {
  currencies,
  exchangeRateCorrectionBodySchema,
  exchangeRateCreateBodySchema,
  exchangeRateDateProblem,
  exchangeRateEntityId,
  rateSettingsMessage,
  type ExchangeRateView,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, messageOfKey } from '@/lib/forms/field-messages';
import { localToday } from '@/lib/local-today';
import {
  exchangeRatesQueryOptions,
  useAddExchangeRate,
  useCorrectExchangeRate,
  useRemoveExchangeRate,
} from '../api/rate-settings-api';
import { SettingsFormDialog } from './settings-dialog';
import type { SettingsFieldLayout } from './settings-fields';
import { settingsPageSize, SettingsPanel, useSettingsList } from './settings-panel';
import { LastChangeText, type SettingsColumn } from './settings-table';

const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));
const decimal = { inputMode: 'decimal', dir: 'ltr' } as const;
type RateValues = { baseCurrency: string; quoteCurrency: string; rate: string; asOfDate: string };

/** Add a rate for a day: a pair of the domain's currencies, the rate, its date (at most 7 days ahead). */
function AddRateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddExchangeRate();
  const today = localToday();
  const fields: SettingsFieldLayout<RateValues> = [
    [
      {
        kind: 'select',
        name: 'baseCurrency',
        id: 'exchange-rate-base',
        label: t('rateSettings.fields.baseCurrency'),
        options: currencyOptions,
        required: true,
      },
      {
        kind: 'select',
        name: 'quoteCurrency',
        id: 'exchange-rate-quote',
        label: t('rateSettings.fields.quoteCurrency'),
        options: currencyOptions,
        required: true,
      },
    ],
    [
      {
        kind: 'text',
        name: 'rate',
        id: 'exchange-rate-rate',
        label: t('rateSettings.fields.rate'),
        hint: t('rateSettings.exchangeRates.rateHint'),
        htmlInput: decimal,
        required: true,
        autoFocus: true,
      },
      {
        kind: 'date',
        name: 'asOfDate',
        id: 'exchange-rate-date',
        label: t('rateSettings.fields.asOfDate'),
        hint: t('rateSettings.exchangeRates.dateHint'),
        required: true,
      },
    ],
  ];
  return (
    <SettingsFormDialog
      open={open}
      title={t('rateSettings.exchangeRates.addTitle')}
      onClose={onClose}
      schema={exchangeRateCreateBodySchema}
      defaultValues={{ baseCurrency: 'EUR', quoteCurrency: 'USD', rate: '', asOfDate: today }}
      check={(values) => {
        const problem = exchangeRateDateProblem(values.asOfDate, today);
        return problem ? { asOfDate: fieldErrorOf(messageOfKey(rateSettingsMessage(problem))) } : {};
      }}
      fields={fields}
      isSaving={add.isPending}
      save={(body, callbacks) => add.mutate(body, callbacks)}
    />
  );
}

/** Correct a day's rate of a pair: only the rate changes. */
function CorrectRateDialog({ rate, onClose }: { rate: ExchangeRateView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const correct = useCorrectExchangeRate();
  return (
    <SettingsFormDialog<{ rate: string }, { rate: string }>
      open={rate !== null}
      title={
        rate
          ? t('rateSettings.exchangeRates.correctTitle', {
              pair: `${rate.baseCurrency}/${rate.quoteCurrency}`,
              date: rate.asOfDate,
            })
          : ''
      }
      onClose={onClose}
      schema={exchangeRateCorrectionBodySchema}
      defaultValues={{ rate: rate?.rate ?? '' }}
      values={{ rate: rate?.rate ?? '' }}
      fields={[
        {
          kind: 'text',
          name: 'rate',
          id: 'exchange-rate-correct-rate',
          label: t('rateSettings.fields.rate'),
          hint: rate
            ? t('rateSettings.exchangeRates.pairHint', { base: rate.baseCurrency, quote: rate.quoteCurrency })
            : '',
          htmlInput: decimal,
          required: true,
          autoFocus: true,
        },
      ]}
      isSaving={correct.isPending}
      save={(body, callbacks) => {
        if (rate) correct.mutate({ key: rate, rate: body.rate }, callbacks);
      }}
    />
  );
}

/** Exchange rates (ADR 080): by pair, latest day first, with who changed each last; add, correct, remove, history. */
export function ExchangeRatesPanel() {
  const { t, i18n } = useTranslation();
  const list = useSettingsList(['baseCurrency', 'quoteCurrency']);
  const [isAdding, setIsAdding] = useState(false);
  const [correcting, setCorrecting] = useState<ExchangeRateView | null>(null);
  const remove = useRemoveExchangeRate();
  const rates = useQuery(exchangeRatesQueryOptions({ ...list.filters, page: list.page, pageSize: settingsPageSize }));
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
      minWidthCh: 22,
    },
    {
      id: 'lastChange',
      header: t('rateSettings.columns.lastChange'),
      cell: (rate) => <LastChangeText change={rate.lastChange} />,
    },
  ];
  return (
    <SettingsPanel
      area="exchange-rates"
      captionId="exchange-rates-caption"
      list={list}
      filters={[
        {
          kind: 'select',
          key: 'baseCurrency',
          id: 'exchange-rates-base-filter',
          label: t('rateSettings.fields.baseCurrency'),
          options: currencyOptions,
        },
        {
          kind: 'select',
          key: 'quoteCurrency',
          id: 'exchange-rates-quote-filter',
          label: t('rateSettings.fields.quoteCurrency'),
          options: currencyOptions,
        },
      ]}
      addLabel={t('rateSettings.exchangeRates.add')}
      onAdd={() => setIsAdding(true)}
      query={rates}
      columns={columns}
      rowKey={exchangeRateEntityId}
      rowHeader="pair"
      emptyText={t('rateSettings.exchangeRates.empty')}
      actions={(rate) => [
        {
          label: t('rateSettings.exchangeRates.correct'),
          ariaLabel: t('rateSettings.exchangeRates.correctLabel', { pair: pairOf(rate), date: rate.asOfDate }),
          onClick: () => setCorrecting(rate),
          variant: 'outlined',
        },
      ]}
      removal={{
        name: (rate) => `${pairOf(rate)} ${rate.asOfDate}`,
        confirmName: (rate) =>
          `${pairOf(rate)} · ${dateFormat.format(new Date(`${rate.asOfDate}T00:00:00Z`))} · ${rate.rate}`,
        isRemoving: remove.isPending,
        remove: (rate, callbacks) => remove.mutate(rate, callbacks),
      }}
      history={{
        entityId: exchangeRateEntityId,
        name: (rate) => `${pairOf(rate)} ${rate.asOfDate}`,
        title: (rate) => `${pairOf(rate)} · ${rate.asOfDate}`,
      }}
    >
      <AddRateDialog open={isAdding} onClose={() => setIsAdding(false)} />
      <CorrectRateDialog rate={correcting} onClose={() => setCorrecting(null)} />
    </SettingsPanel>
  );
}
