import {
  currencies,
  i18nKeyOf,
  rateChargeGroups,
  searchShipmentTypes,
  type AnswerRequestBodyInput,
  type Currency,
  type RateChargeGroup,
  type RequestDetail,
  type SearchShipmentType,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { useAnswerRequest } from '../api/staff-requests';
import { formatAmount } from '../lib/request-text';
import { Alert } from '@/components/ui/alert';
import { FormControlLabel } from '@/components/ui/form-control-label';
import { Switch } from '@/components/ui/switch';

interface LineDraft {
  key: number;
  group: RateChargeGroup;
  name: string;
  quantity: string;
  amount: string;
}

let nextLineKey = 0;
const newLine = (group: RateChargeGroup = 'freight'): LineDraft => ({
  key: (nextLineKey += 1),
  group,
  name: '',
  quantity: '1',
  amount: '',
});

/** A decimal amount typed (either separator) in minor units; NaN when it is not one. */
const minorOf = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

/**
 * The answer staff write, mailed to the requester in the request's language; with a priced offer
 * (carrier, mode, validity, transit time, charge lines by group in one currency) it becomes a quote.
 */
export function AnswerForm({ request }: { request: RequestDetail }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswerRequest(request.uuid);
  const [message, setMessage] = useState('');
  const [withOffer, setWithOffer] = useState(false);
  const [carrierName, setCarrierName] = useState('');
  const [carrierCode, setCarrierCode] = useState('');
  const [shipmentType, setShipmentType] = useState<SearchShipmentType>(request.search?.shipmentType ?? 'FCL');
  const [validUntil, setValidUntil] = useState('');
  const [transitDays, setTransitDays] = useState('');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [lines, setLines] = useState<LineDraft[]>(() => [newLine('freight')]);
  const [sent, setSent] = useState<string | null>(null);

  const total = lines.reduce(
    (sum, line) => sum + (Number.isFinite(minorOf(line.amount)) ? minorOf(line.amount) : 0),
    0,
  );
  const updateLine = (key: number, patch: Partial<LineDraft>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = () => {
    const body: AnswerRequestBodyInput = { message };
    if (withOffer) {
      body.offer = {
        carrierName,
        ...(carrierCode.trim() ? { carrierCode: carrierCode.trim().toUpperCase() } : {}),
        shipmentType,
        validUntil,
        transitTimeDays: transitDays.trim() === '' ? null : Number(transitDays),
        currency,
        charges: lines.map((line) => ({
          group: line.group,
          name: line.name,
          quantity: Number(line.quantity) || 1,
          amountMinor: minorOf(line.amount),
        })),
      };
    }
    answer.mutate(body, { onSuccess: (answered) => setSent(answered.sentTo) });
  };

  const fieldErrors = answer.error ? toApiError(answer.error).fieldErrors : undefined;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('staffRequests.answer.intro', {
          email: request.contact.email ?? '',
          language: t(`staffRequests.languages.${request.language}`),
        })}
      </Typography>
      <TextField
        label={t('staffRequests.answer.message')}
        required
        multiline
        minRows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      {request.mayOffer ? (
        <FormControlLabel
          control={<Switch checked={withOffer} onChange={(event) => setWithOffer(event.target.checked)} />}
          label={t('staffRequests.answer.withOffer')}
        />
      ) : null}
      {withOffer ? (
        <Box
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 2 }}
        >
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
            {t('staffRequests.offer.title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            <TextField
              label={t('staffRequests.offer.carrier')}
              required
              value={carrierName}
              onChange={(event) => setCarrierName(event.target.value)}
            />
            <TextField
              label={t('staffRequests.offer.carrierCode')}
              helperText={t('staffRequests.offer.carrierCodeHint')}
              value={carrierCode}
              onChange={(event) => setCarrierCode(event.target.value)}
              error={Boolean(fieldErrors?.['offer.carrierCode'])}
              slotProps={{ htmlInput: { maxLength: 4 } }}
            />
            <TextField
              select
              label={t('staffRequests.offer.mode')}
              value={shipmentType}
              onChange={(event) => setShipmentType(event.target.value as SearchShipmentType)}
              slotProps={{ select: { native: true } }}
            >
              {searchShipmentTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('staffRequests.offer.validUntil')}
              required
              value={validUntil}
              onChange={(event) => setValidUntil(event.target.value)}
              error={Boolean(fieldErrors?.['offer.validUntil'])}
              helperText={fieldErrors?.['offer.validUntil'] ? t('staffRequests.offer.validUntilPast') : ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="number"
              label={t('staffRequests.offer.transitDays')}
              value={transitDays}
              onChange={(event) => setTransitDays(event.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 365 } }}
            />
            <TextField
              select
              label={t('staffRequests.offer.currency')}
              value={currency}
              onChange={(event) => setCurrency(event.target.value as Currency)}
              slotProps={{ select: { native: true } }}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </TextField>
          </Box>
          <Typography component="h3" variant="subtitle1">
            {t('staffRequests.offer.charges')}
          </Typography>
          {fieldErrors?.['offer.charges'] ? (
            <Alert severity="error">{t('staffRequests.offer.needsFreight')}</Alert>
          ) : null}
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {lines.map((line, position) => (
              <Box
                component="li"
                key={line.key}
                aria-label={t('staffRequests.offer.line', { number: position + 1 })}
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr 1fr', md: '1.2fr 2fr 0.6fr 1fr auto' },
                  alignItems: 'start',
                }}
              >
                <TextField
                  select
                  label={t('staffRequests.offer.group')}
                  value={line.group}
                  onChange={(event) => updateLine(line.key, { group: event.target.value as RateChargeGroup })}
                  slotProps={{ select: { native: true } }}
                >
                  {rateChargeGroups.map((group) => (
                    <option key={group} value={group}>
                      {t(`staffRequests.groups.${group}`)}
                    </option>
                  ))}
                </TextField>
                <TextField
                  label={t('staffRequests.offer.chargeName')}
                  required
                  value={line.name}
                  onChange={(event) => updateLine(line.key, { name: event.target.value })}
                />
                <TextField
                  type="number"
                  label={t('staffRequests.offer.quantity')}
                  value={line.quantity}
                  onChange={(event) => updateLine(line.key, { quantity: event.target.value })}
                  slotProps={{ htmlInput: { min: 1 } }}
                />
                <TextField
                  label={t('staffRequests.offer.amount', { currency })}
                  required
                  inputMode="decimal"
                  value={line.amount}
                  onChange={(event) => updateLine(line.key, { amount: event.target.value })}
                />
                <Button
                  variant="text"
                  disabled={lines.length === 1}
                  onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
                  aria-label={t('staffRequests.offer.removeLine', { number: position + 1 })}
                >
                  {t('staffRequests.offer.remove')}
                </Button>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => setLines((current) => [...current, newLine('portOrigin')])}>
              {t('staffRequests.offer.addLine')}
            </Button>
            <Typography sx={{ fontWeight: 600 }} aria-live="polite">
              {t('staffRequests.offer.total', { total: formatAmount(total, currency, i18n.language) })}
            </Typography>
          </Box>
        </Box>
      ) : null}
      {answer.error ? <Alert severity="error">{t(i18nKeyOf(toApiError(answer.error).code))}</Alert> : null}
      {sent ? <Alert severity="success">{t('staffRequests.answer.sent', { email: sent })}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" loading={answer.isPending}>
          {withOffer ? t('staffRequests.answer.sendWithOffer') : t('staffRequests.answer.send')}
        </Button>
      </Box>
    </Box>
  );
}
