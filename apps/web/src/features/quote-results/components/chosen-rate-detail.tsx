import type { Rate } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useResultsFormat } from '../lib/format';
import { RateBreakdown } from './rate-breakdown';
import type { RateDetailProps } from './rate-detail';
import { RateEmissionLegs } from './rate-emission-legs';
import { RateExclusionsList } from './rate-exclusions-list';
import { RateChips, rateCarrierName, rateRoute, rateStatusOf, useRateTexts } from './rate-facts';
import { Alert } from '@/components/ui/alert';

function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The chosen rate's details: its facts, the breakdown and what the price leaves out (a chunk of its own, ADR 082). */
export function ChosenRateDetail({
  quote,
  rate,
  today,
  showsInternalData,
  onBook,
  routeMap,
  staffTools,
}: RateDetailProps & { rate: Rate }) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const texts = useRateTexts();
  const { mayNotApply } = rateStatusOf(rate, today, quote.cargoReadyDate);
  const dateOrDash = (date: string | null) => (date ? format.date(date) : '—');
  const days = (count: number | null) => (count === null ? '—' : t('quoteResults.rate.days', { count }));
  const internal = rate.internal;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="rate-detail-title" sx={{ p: 2 }}>
      <Typography id="rate-detail-title" component="h2" sx={{ fontWeight: 600, fontSize: '1.125rem' }}>
        {t('quoteResults.detail.title', { carrier: rateCarrierName(rate) })}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, my: 1 }}>
        {format.money(rate.total.total, rate.total.currency)}
      </Typography>
      <RateChips rate={rate} today={today} />
      {mayNotApply && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('quoteResults.validity.mayNotApply')}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Facts
          items={[
            [t('quoteResults.detail.route'), <span dir="ltr">{rateRoute(rate)}</span>],
            [t('quoteResults.detail.departure'), dateOrDash(rate.schedule.departureDate)],
            [t('quoteResults.detail.transit'), texts.transit(rate)],
            [
              t('quoteResults.detail.transhipments'),
              rate.transhipments.length === 0 ? (
                texts.stops(rate)
              ) : (
                <span dir="ltr">{rate.transhipments.join(', ')}</span>
              ),
            ],
            [t('quoteResults.detail.cutOff'), dateOrDash(rate.cyCutoff)],
            [t('quoteResults.detail.freeDaysOrigin'), days(rate.freeDaysOrigin)],
            [t('quoteResults.detail.freeDaysDestination'), days(rate.freeDaysDestination)],
            [t('quoteResults.detail.validUntil'), dateOrDash(rate.expirationDate)],
            [
              t('emissions.estimated'),
              rate.emissions ? format.co2e(rate.emissions.co2eKg) : t('emissions.unavailable'),
            ],
          ]}
        />
        {rate.emissions && <RateEmissionLegs emissions={rate.emissions} />}
      </Box>
      {showsInternalData && (
        <Box component="section" aria-labelledby="rate-internal-title" sx={{ mt: 2 }}>
          <Typography id="rate-internal-title" component="h3" sx={{ fontWeight: 600 }}>
            {t('quoteResults.internal.title')}
          </Typography>
          <Facts
            items={[
              [t('quoteResults.internal.contractNumber'), internal?.contractNumber ?? '—'],
              [t('staffQuotes.internal.contractUploadReference'), internal?.contractUploadReference ?? '—'],
              [t('quoteResults.internal.rateProvider'), internal?.rateProvider ?? '—'],
              [t('quoteResults.internal.supplier'), internal?.supplier ?? '—'],
              [
                t('quoteResults.internal.drayageProviders'),
                internal && internal.drayageProviders.length > 0 ? internal.drayageProviders.join(', ') : '—',
              ],
              [t('quoteResults.internal.vessel'), rate.vessel ?? '—'],
              [t('quoteResults.internal.voyage'), rate.voyage ?? '—'],
              [
                t('staffQuotes.internal.tariff'),
                internal?.tariffKind && internal.tariffId ? (
                  <span dir="ltr">{`${internal.tariffKind} · ${internal.tariffId}`}</span>
                ) : (
                  '—'
                ),
              ],
              ...(internal?.customisation
                ? ([
                    [
                      t('staffQuotes.internal.customised'),
                      t('staffQuotes.internal.customisedFrom', {
                        amount: format.money(
                          internal.customisation.originalTotal.amountMinor,
                          internal.customisation.originalTotal.currency,
                        ),
                        by: internal.customisation.customisedBy,
                        date: format.date(internal.customisation.customisedAt.slice(0, 10)),
                      }),
                    ],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
          {staffTools}
        </Box>
      )}
      <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {t('quoteResults.detail.breakdown')}
      </Typography>
      <RateBreakdown rate={rate} quote={quote} />
      <RateExclusionsList rate={rate} quote={quote} />
      {routeMap}
      {onBook && (
        <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={() => onBook(rate)}>
          {t('quoteResults.detail.book')}
        </Button>
      )}
    </Paper>
  );
}
