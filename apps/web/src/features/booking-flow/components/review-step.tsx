import { formatMoney, type BookingAddress, type BookingStep, type QuoteView, type Rate } from '@freightdesk/domain';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChargeLineName } from '@/lib/format/charge-line-name';
import { Button } from '@/components/ui/button';
import type { BookingDraftAnswers } from '../lib/booking-draft';
import { RouteText } from './rate-summary-card';

export const reviewStepFormId = 'booking-review-form';

function Section({
  title,
  onEdit,
  editLabel,
  children,
}: {
  title: string;
  onEdit: () => void;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Button onClick={onEdit}>{editLabel}</Button>
      </Stack>
      {children}
    </Stack>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {rows.map(([term, value]) => (
        <Stack key={term} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
          <Typography component="dt" sx={{ color: 'text.secondary', minWidth: { sm: 200 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <bdi>{value}</bdi>
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Review (the product's confirmation screen): every answer by step, each with its edit link; the layout's button
 * books (docs/decisions/069-booking-flow.md).
 */
export function ReviewStep({
  quote,
  rate,
  steps,
  answers,
  onEdit,
  onConfirm,
}: {
  quote: QuoteView;
  rate: Rate;
  steps: readonly BookingStep[];
  answers: BookingDraftAnswers;
  onEdit: (step: BookingStep) => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = useChargeLineName();
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: rate.total.currency }, i18n.language);
  const addressRows = (address: BookingAddress): [string, string][] =>
    (
      [
        [t('bookingFlow.address.contactName'), address.contactName],
        [t('bookingFlow.address.companyName'), address.companyName],
        [t('bookingFlow.address.taxId'), address.taxId],
        [
          t('bookingFlow.address.address'),
          `${address.address}, ${address.zipCode ?? ''} ${address.city ?? ''}, ${address.countryIsoCode}`,
        ],
        [t('bookingFlow.address.phone'), address.phone],
        [t('bookingFlow.address.email'), address.email],
      ] satisfies [string, string | undefined][]
    ).map(([term, value]) => [term, value ?? '']);
  const { services, shipment, billing, pickup, delivery, payment } = answers;
  const kept = rate.charges.additional.filter((line) => services?.output.additionalServiceCodes.includes(line.code));
  const sections: Partial<Record<BookingStep, ReactNode>> = {
    services: services && (
      <Facts
        rows={[
          [
            t('bookingFlow.services.additionalTitle'),
            kept.length === 0 ? t('bookingFlow.review.none') : kept.map(nameOf).join(', '),
          ],
          [
            t('bookingFlow.services.insuranceTitle'),
            services.output.insurance
              ? t('bookingFlow.review.insured', {
                  value: formatMoney(services.output.insurance.cargoValue, i18n.language),
                })
              : t('bookingFlow.review.none'),
          ],
        ]}
      />
    ),
    shipment: shipment && (
      <Facts
        rows={[
          [t('bookingFlow.shipment.commodity'), t(`commodity.type.${shipment.output.commodity}`)],
          [t('bookingFlow.shipment.cargoReadyDate'), shipment.output.cargoReadyDate],
          [t('bookingFlow.shipment.customerReference'), shipment.output.customerReferenceId],
          [t('bookingFlow.shipment.shipperType'), t(`bookings.shipperType.${shipment.output.shipperType}`)],
          [t('bookingFlow.shipment.serviceType'), t(`bookings.serviceType.${shipment.output.serviceType}`)],
          [t('bookingFlow.shipment.comments'), shipment.output.comments],
        ]}
      />
    ),
    billing: billing && <Facts rows={addressRows(billing.output)} />,
    pickup: pickup && <Facts rows={addressRows(pickup.output)} />,
    delivery: delivery && <Facts rows={addressRows(delivery.output)} />,
    payment: payment && (
      <Facts rows={[[t('bookingFlow.payment.label'), t(`bookings.paymentMode.${payment.output.paymentMode}`)]]} />
    ),
  };
  return (
    <Stack
      component="form"
      id={reviewStepFormId}
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <Facts
        rows={[
          [t('bookingFlow.rate.route'), <RouteText key="route" quote={quote} short />],
          [t('bookingFlow.review.ratePrice'), money(rate.total.total)],
        ]}
      />
      {steps
        .filter((step) => step !== 'review')
        .map((step) => (
          <Fragment key={step}>
            <Divider />
            <Section
              title={t(`bookingFlow.steps.${step}`)}
              editLabel={t('bookingFlow.review.edit', { step: t(`bookingFlow.steps.${step}`) })}
              onEdit={() => onEdit(step)}
            >
              {sections[step]}
            </Section>
          </Fragment>
        ))}
    </Stack>
  );
}
