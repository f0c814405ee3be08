import {
  bookingAddressLimits,
  bookingAddressSchema,
  isPhoneCountry,
  toInternationalPhoneNumber,
  type BookingAddress,
} from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/ui/form/email-field';
import { PhoneField } from '@/components/ui/form/phone-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import type { ApiError } from '@/lib/api-client';
import { countryOptions } from '@/lib/forms/country-options';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import type { AddressFormValues, AddressValues } from '../lib/booking-draft';

// This module is loaded when an address step first shows: the domain's address schema checks tax ids with stdnum's
// validators, too large to come with the flow's first step (docs/decisions/069-booking-flow.md).

const addressFields = [
  'contactName',
  'companyName',
  'taxId',
  'countryIsoCode',
  'city',
  'address',
  'zipCode',
  'phone',
  'email',
] as const satisfies readonly (keyof AddressValues)[];

/** A number typed without "+" is read as a number of the country chosen beside it. */
function phoneToSend(phone: string, country: string): string {
  if (phone.trim() === '') return '';
  return toInternationalPhoneNumber(phone, isPhoneCountry(country) ? country : undefined);
}

export interface AddressStepProps {
  /** The form's id (the layout's Next submits it) and the prefix of its inputs' ids. */
  formId: string;
  defaultValues: AddressFormValues;
  /** The server's 422 errors of this address, keyed by the address's own field names. */
  serverError: ApiError | undefined;
  onDone: (values: AddressFormValues, output: BookingAddress) => void;
}

/**
 * One address of the booking (docs/product/booking.md#parties-and-addresses): contact name, company name, tax id,
 * country ('Please select Country'), city, address, zip code, phone (with its country, as the sign-up form has it)
 * and e-mail, each with the domain's message in the user's language; the zip code and tax id are checked against
 * the country.
 */
export default function AddressStep({ formId, defaultValues, serverError, onDone }: AddressStepProps) {
  const { t, i18n } = useTranslation();
  const form = useZodForm<AddressFormValues, BookingAddress>({
    schema: bookingAddressSchema,
    defaultValues,
    toInput: ({ phoneCountry, ...values }) => ({ ...values, phone: phoneToSend(values.phone, phoneCountry) }),
  });
  useEffect(() => {
    if (serverError) setServerFieldErrors(form.setError, serverError, { fields: addressFields });
  }, [serverError, form.setError]);
  const phoneCountry = useWatch({ control: form.control, name: 'phoneCountry' });
  const country = useWatch({ control: form.control, name: 'countryIsoCode' });
  // The phone's country follows the address's until the customer picks one (never empty once a country is known).
  useEffect(() => {
    if (form.getValues('phoneCountry') === '' && isPhoneCountry(country)) form.setValue('phoneCountry', country);
  }, [country, form]);
  const countries = useMemo(
    () => countryOptions(i18n.language).map(({ isoCode, name }) => ({ value: isoCode, label: name })),
    [i18n.language],
  );
  const id = (field: string) => `${formId}-${field}`;
  const label = (field: string) => t(`bookingFlow.address.${field}`);

  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      spacing={2}
      onSubmit={(event) => void form.handleSubmit((output) => onDone(form.getValues(), output))(event)}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextFormField
          control={form.control}
          name="contactName"
          id={id('contactName')}
          label={label('contactName')}
          autoComplete="name"
          required
          fullWidth
        />
        <TextFormField
          control={form.control}
          name="companyName"
          id={id('companyName')}
          label={label('companyName')}
          autoComplete="organization"
          required
          fullWidth
        />
      </Stack>
      <SelectField
        control={form.control}
        name="countryIsoCode"
        id={id('countryIsoCode')}
        label={label('countryIsoCode')}
        options={countries}
        placeholder={t('bookingFlow.address.countryPlaceholder')}
        autoComplete="country"
        required
      />
      <TextFormField
        control={form.control}
        name="address"
        id={id('address')}
        label={label('address')}
        autoComplete="street-address"
        slotProps={{ htmlInput: { maxLength: bookingAddressLimits.addressMaxLength } }}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextFormField
          control={form.control}
          name="city"
          id={id('city')}
          label={label('city')}
          autoComplete="address-level2"
          required
          fullWidth
        />
        <TextFormField
          control={form.control}
          name="zipCode"
          id={id('zipCode')}
          label={label('zipCode')}
          autoComplete="postal-code"
          required
          fullWidth
        />
      </Stack>
      <TextFormField
        control={form.control}
        name="taxId"
        id={id('taxId')}
        label={label('taxId')}
        hint={t('bookingFlow.address.taxIdHint')}
        slotProps={{ htmlInput: { maxLength: bookingAddressLimits.taxIdMaxLength } }}
        required
      />
      <PhoneField
        control={form.control}
        name="phone"
        id={id('phone')}
        label={label('phone')}
        required
        country={phoneCountry}
        onCountryChange={(country) => form.setValue('phoneCountry', country)}
        countryId={id('phoneCountry')}
        countryLabel={label('phoneCountry')}
        countryPlaceholder={t('bookingFlow.choose')}
      />
      <EmailField control={form.control} name="email" id={id('email')} label={label('email')} required />
    </Stack>
  );
}
