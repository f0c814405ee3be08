import type { BookingDetails, Currency } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditLineForm } from '@/components/staff/credit-line-form';
import { StaffOutcome, useStaffOutcome } from '@/components/staff/staff-outcome';
import { Button } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { useConfirmPaymentMutation } from '../api/confirm-wire-payment';
import { useSetCreditLineMutation } from '../api/set-credit-line';
import { moneyText } from '../lib/booking-text';
import { StaffMilestoneForm } from './staff-milestone-form';
import { StaffReferencesForm } from './staff-references-form';
import { StaffRevisedQuoteForm } from './staff-revised-quote-form';
import { StaffStatusForm } from './staff-status-form';

function StaffSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function WireConfirmations({ details }: { details: BookingDetails }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmPaymentMutation(details.bookingDetails.bookingUuid);
  const { outcome, reset, onSuccess, onError } = useStaffOutcome();
  const awaited = details.payments.filter((payment) => payment.mode === 'wire' && payment.status === 'pending');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {awaited.length === 0 && <Typography>{t('bookingDetails.staff.payments.none')}</Typography>}
      <PlainList sx={{ display: 'grid', gap: 1 }}>
        {awaited.map((payment) => (
          <Box
            component="li"
            key={payment.id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography>
              <bdi>{payment.referenceNumber}</bdi> · {moneyText(payment.amount, i18n.language)}
            </Typography>
            <Button
              variant="outlined"
              loading={confirm.isPending && confirm.variables === payment.id}
              onClick={() => {
                reset();
                confirm.mutate(payment.id, { onSuccess, onError });
              }}
            >
              {t('bookingDetails.staff.payments.confirm', { reference: payment.referenceNumber })}
            </Button>
          </Box>
        ))}
      </PlainList>
      <StaffOutcome outcome={outcome} doneText={t('bookingDetails.staff.payments.done')} />
    </Box>
  );
}

/**
 * Staff mode of the booking page (docs/product/booking.md#staff, ADR 070): shown to staff sessions only
 * (`isStaffSession`); the server checks the staff token on every call all the same.
 */
function BookingCreditLine({
  bookingUuid,
  customerId,
  currency,
}: {
  bookingUuid: string;
  customerId: string | null | undefined;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const setCreditLine = useSetCreditLineMutation(bookingUuid);
  if (!customerId) return <Typography>{t('bookingDetails.staff.creditLine.unknownCustomer')}</Typography>;
  return (
    <CreditLineForm
      idPrefix="staff-credit-line"
      labelledBy="staff-credit-line-title"
      currency={currency}
      save={(money, callbacks) => setCreditLine.mutate({ customerId, ...money }, callbacks)}
      isSaving={setCreditLine.isPending}
    />
  );
}

export function StaffPanel({ details, actions }: { details: BookingDetails; actions?: ReactNode }) {
  const { t } = useTranslation();
  const booking = details.bookingDetails;
  return (
    <Box
      component="section"
      aria-labelledby="staff-panel-title"
      sx={{
        p: { xs: 2, md: 3 },
        border: 2,
        borderColor: 'warning.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        display: 'grid',
        gap: 2,
      }}
    >
      <Box>
        <Typography id="staff-panel-title" component="h2" variant="h6">
          {t('bookingDetails.staff.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bookingDetails.staff.intro')}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      <StaffSection id="staff-status-title" title={t('bookingDetails.staff.status.title')}>
        <StaffStatusForm key={booking.status} bookingUuid={booking.bookingUuid} status={booking.status} />
      </StaffSection>
      <StaffSection id="staff-milestone-title" title={t('bookingDetails.staff.milestone.title')}>
        <StaffMilestoneForm bookingUuid={booking.bookingUuid} />
      </StaffSection>
      <StaffSection id="staff-references-title" title={t('bookingDetails.staff.references.title')}>
        <StaffReferencesForm booking={booking} />
      </StaffSection>
      <StaffSection id="staff-payments-title" title={t('bookingDetails.staff.payments.title')}>
        <WireConfirmations details={details} />
      </StaffSection>
      <StaffSection id="staff-credit-line-title" title={t('bookingDetails.staff.creditLine.title')}>
        <BookingCreditLine
          bookingUuid={booking.bookingUuid}
          customerId={booking.customerId}
          currency={booking.charges.total.currency}
        />
      </StaffSection>
      <StaffSection id="staff-revised-quote-title" title={t('bookingDetails.staff.revisedQuote.title')}>
        <StaffRevisedQuoteForm bookingUuid={booking.bookingUuid} charges={booking.charges} />
      </StaffSection>
    </Box>
  );
}
