import { addMoney, i18nKeyOf, type BookingDetails, type ErrorCode } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { useRequestWirePaymentMutation, type WireBankDetails } from '../api/request-wire-payment';
import { isolated, moneyText } from '../lib/booking-text';
import { DownloadButton } from './download-button';
import { FactsSection } from './facts';
import { PayInsteadOfWire } from './pay-instead-of-wire';
import { Alert } from '@/components/ui/alert';

/** Hours a wire transfer's confirmation may take after it arrives (docs/product/booking.md#payment-options). */
const wireConfirmationHours = 48;

const bankFields = [
  'beneficiaryName',
  'beneficiaryAddress',
  'bankName',
  'bankAddress',
  'accountNumber',
  'iban',
  'abaRouting',
  'bic',
  'fiscalInformation',
] as const satisfies readonly (keyof WireBankDetails)[];

/**
 * Complete the payment by wire transfer (docs/product/booking.md#payment-options): the amount, the reference to quote,
 * the brand's bank details for the customer's branch (the payments API) and the wire instructions PDF; or what is
 * due paid by card or PayPal instead (ADR 083).
 */
export function WirePayment({ details }: { details: BookingDetails }) {
  const { t, i18n } = useTranslation();
  const { bookingUuid } = details.bookingDetails;
  const request = useRequestWirePaymentMutation(bookingUuid);
  const [error, setError] = useState<ErrorCode>();
  const awaited = details.payments.find((payment) => payment.mode === 'wire' && payment.status === 'pending');
  const instructions = details.documents.find((document) => document.type === 'WireInstructions');
  const reference = request.data?.referenceNumber ?? awaited?.referenceNumber;
  // What the customer transfers: the charges and the wire fee together (the call's total, or the awaited payment's).
  const amount =
    request.data?.total ?? (awaited ? addMoney(awaited.amount, awaited.fee) : details.bookingDetails.charges.total);
  const bankDetails = request.data?.bankDetails;
  return (
    <Stack spacing={2}>
      <Typography>
        {t('bookingDetails.actions.wire.intro', {
          amount: isolated(moneyText(amount, i18n.language)),
          hours: request.data?.wireConfirmationHours ?? wireConfirmationHours,
        })}
      </Typography>
      {reference && (
        <Typography>
          {t('bookingDetails.actions.wire.reference')}: <bdi style={{ fontWeight: 600 }}>{reference}</bdi>
        </Typography>
      )}
      {bankDetails ? (
        <FactsSection
          id="wire-bank-details"
          title={t('bookingDetails.actions.wire.showBankDetails')}
          facts={bankFields.flatMap((field) => {
            const value = bankDetails[field];
            return value ? [{ label: t(`bookingDetails.actions.wire.${field}`), value: <bdi>{value}</bdi> }] : [];
          })}
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Button
            variant="contained"
            loading={request.isPending}
            onClick={() => {
              setError(undefined);
              request.mutate(undefined, {
                onError: (failure) => {
                  const { code } = toApiError(failure);
                  if (!publishGlobalError(code)) setError(code);
                },
              });
            }}
          >
            {t('bookingDetails.actions.wire.showBankDetails')}
          </Button>
          {instructions && (
            <DownloadButton
              path={instructions.downloadPath}
              fileName={instructions.fileName}
              label={t('bookingDetails.actions.wire.instructions')}
            />
          )}
        </Box>
      )}
      {error && <Alert severity="error">{t(i18nKeyOf(error))}</Alert>}
      <PayInsteadOfWire bookingUuid={bookingUuid} />
    </Stack>
  );
}
