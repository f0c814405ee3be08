import type { CustomQuoteRequestCreated, CustomQuoteRequestKind, QuoteView } from '@freightdesk/domain';
import { customRequestAnswerPolicy } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomQuoteRequestForm } from './custom-quote-request-form';
import { formatCalendarDay, RequestReceived } from './request-received';
import { isolated } from '@/lib/format/isolated';

const textsOf = {
  CUSTOM_AIR_QUOTE: { area: 'customRequests.customAirQuote', idPrefix: 'custom-air-quote' },
  CUSTOM_QUOTE: { area: 'customRequests.customQuote', idPrefix: 'custom-quote' },
} as const satisfies Record<CustomQuoteRequestKind, { area: string; idPrefix: string }>;

function CustomRequestPanel({ kind, quote }: { kind: CustomQuoteRequestKind; quote: QuoteView }) {
  const { t, i18n } = useTranslation();
  const [created, setCreated] = useState<CustomQuoteRequestCreated>();
  const { area, idPrefix } = textsOf[kind];
  const titleId = `${idPrefix}-title`;
  const days = customRequestAnswerPolicy.quoteAnswerWorkingDays;
  const route = t('customRequests.route', {
    origin: isolated(placeOf(quote.origin)),
    destination: isolated(placeOf(quote.destination)),
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      {created ? (
        <RequestReceived
          id={`${idPrefix}-confirmation`}
          title={t(`${area}.confirmationTitle`)}
          promise={t('customRequests.answerPromise', {
            days,
            date: formatCalendarDay(created.answerBy, i18n.language),
          })}
          reference={t('customRequests.reference', { reference: created.uuid })}
        />
      ) : (
        <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Typography id={titleId} component="h2" variant="h6">
              {t(`${area}.title`)}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t(`${area}.description`, { days })}</Typography>
            <Typography sx={{ mt: 1, fontWeight: 500 }}>
              {t(`customRequests.modes.${quote.shipmentType}`)} · {route}
            </Typography>
          </Box>
          <CustomQuoteRequestForm kind={kind} quote={quote} idPrefix={idPrefix} onRequested={setCreated} />
        </Box>
      )}
    </Paper>
  );
}

function placeOf(end: QuoteView['origin']): string {
  return [end.city, end.countryName].filter((part) => part !== null && part !== '').join(', ') || end.code;
}

/**
 * An air search without an instant rate (docs/product/quoting.md#custom-and-sales-requests): request a custom air
 * quote, answered within 2 working days. For the results page's slot.
 */
export function CustomAirQuoteRequest({ quote }: { quote: QuoteView }) {
  return <CustomRequestPanel kind="CUSTOM_AIR_QUOTE" quote={quote} />;
}

/**
 * "No results found": request a custom quote, any mode, answered within 2 working days. For the results page's slot.
 */
export function CustomQuoteRequest({ quote }: { quote: QuoteView }) {
  return <CustomRequestPanel kind="CUSTOM_QUOTE" quote={quote} />;
}
