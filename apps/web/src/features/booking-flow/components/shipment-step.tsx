import {
  bookingServiceTypes,
  categoryShipmentTypes,
  commodityAcceptancesFor,
  commodityTypes,
  bookingShipmentRequestSchema,
  customerReferenceMaxLength,
  rateBookingEligibility,
  shipperTypes,
  type CategoryShipmentType,
  type CustomerType,
  type QuoteView,
  type Rate,
} from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import type { ApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { localToday } from '@/lib/local-today';
import type { BookingDraftAnswers, ShipmentValues } from '../lib/booking-draft';
import { Alert, AlertTitle } from '@/components/ui/alert';

const shipmentSchema = bookingShipmentRequestSchema;
type ShipmentOutput = NonNullable<BookingDraftAnswers['shipment']>['output'];
const shipmentFields = [
  'commodity',
  'cargoReadyDate',
  'customerReferenceId',
  'shipperType',
  'serviceType',
  'comments',
] as const;

export const shipmentStepFormId = 'booking-shipment-form';

const isCategoryShipmentType = (value: string): value is CategoryShipmentType =>
  (categoryShipmentTypes as readonly string[]).includes(value);

/**
 * Shipment details (docs/product/booking.md#parties-and-addresses): commodity, cargo ready date, the customer's
 * reference (at most 35 characters, ADR 063), shipper type, service type and comments, each required. A ready date
 * near or past the rate's gate-in or expiry says 'Rates may not be applicable' (booking stays allowed).
 */
export function ShipmentStep({
  quote,
  rate,
  customerType,
  initialValues,
  serverError,
  onDone,
}: {
  quote: QuoteView;
  rate: Rate;
  customerType: CustomerType | undefined;
  initialValues: ShipmentValues | undefined;
  serverError: ApiError | undefined;
  onDone: (values: ShipmentValues, output: ShipmentOutput) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm<ShipmentValues, ShipmentOutput>({
    schema: shipmentSchema,
    defaultValues: initialValues ?? {
      commodity: quote.commodity ?? '',
      cargoReadyDate: quote.cargoReadyDate ?? '',
      customerReferenceId: '',
      shipperType: '',
      serviceType: '',
      comments: '',
    },
    toInput: (values) => ({
      ...values,
      commodity: values.commodity || undefined,
      shipperType: values.shipperType || undefined,
      serviceType: values.serviceType || undefined,
    }),
  });
  useEffect(() => {
    if (serverError) setServerFieldErrors(form.setError, serverError, { fields: shipmentFields });
  }, [serverError, form.setError]);

  const commodityOptions = useMemo(() => {
    const accepted =
      customerType && isCategoryShipmentType(quote.shipmentType)
        ? commodityAcceptancesFor(commodityTypes, {
            customerType,
            shipmentType: quote.shipmentType,
            isDap: quote.isDap,
          })
            .filter(({ acceptance }) => acceptance !== 'notAccepted')
            .map(({ commodity }) => commodity)
        : [...commodityTypes];
    const offered = quote.commodity && !accepted.includes(quote.commodity) ? [quote.commodity, ...accepted] : accepted;
    return offered.map((commodity) => ({ value: commodity, label: t(`commodity.type.${commodity}`) }));
  }, [customerType, quote, t]);

  const cargoReadyDate = useWatch({ control: form.control, name: 'cargoReadyDate' });
  const reference = useWatch({ control: form.control, name: 'customerReferenceId' });
  const eligibility = rateBookingEligibility(rate, {
    today: localToday(),
    cargoReadyDate: /^\d{4}-\d{2}-\d{2}$/.test(cargoReadyDate) ? cargoReadyDate : null,
  });

  return (
    <Stack
      component="form"
      id={shipmentStepFormId}
      noValidate
      spacing={2.5}
      onSubmit={(event) => void form.handleSubmit((output) => onDone(form.getValues(), output))(event)}
    >
      <SelectField
        control={form.control}
        name="commodity"
        id="booking-commodity"
        label={t('bookingFlow.shipment.commodity')}
        options={commodityOptions}
        placeholder={t('bookingFlow.choose')}
        required
      />
      <DateField
        control={form.control}
        name="cargoReadyDate"
        id="booking-cargo-ready-date"
        label={t('bookingFlow.shipment.cargoReadyDate')}
        min={localToday()}
        required
      />
      {eligibility.bookable && eligibility.warning === 'ratesMayNotApply' && (
        <Alert severity="warning">
          <AlertTitle>{t('bookingFlow.rate.mayNotApplyTitle')}</AlertTitle>
          {t('bookingFlow.rate.mayNotApplyText')}
        </Alert>
      )}
      <TextFormField
        control={form.control}
        name="customerReferenceId"
        id="booking-customer-reference"
        label={t('bookingFlow.shipment.customerReference')}
        hint={t('bookingFlow.shipment.customerReferenceHint', {
          count: customerReferenceMaxLength,
          used: reference.length,
        })}
        required
      />
      <RadioGroupField
        control={form.control}
        name="shipperType"
        id="booking-shipper-type"
        label={t('bookingFlow.shipment.shipperType')}
        options={shipperTypes.map((type) => ({ value: type, label: t(`bookings.shipperType.${type}`) }))}
        required
      />
      <RadioGroupField
        control={form.control}
        name="serviceType"
        id="booking-service-type"
        label={t('bookingFlow.shipment.serviceType')}
        options={bookingServiceTypes.map((type) => ({ value: type, label: t(`bookings.serviceType.${type}`) }))}
        required
      />
      <TextFormField
        control={form.control}
        name="comments"
        id="booking-comments"
        label={t('bookingFlow.shipment.comments')}
        multiline
        minRows={3}
        required
      />
    </Stack>
  );
}
