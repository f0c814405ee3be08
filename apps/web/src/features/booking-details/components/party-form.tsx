import {
  bookingAddressSchema,
  type BookingAddress,
  type BookingAddressInput,
  type ErrorCode,
  type LaterPartyRole,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { toApiError } from '@/lib/api-client';
import { countryOptions } from '@/lib/forms/country-options';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useUpdatePartyMutation } from '../api/update-party';

type AddressValues = Record<keyof BookingAddressInput, string>;
const fields = [
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

const autoCompleteOf: Partial<Record<(typeof fields)[number], string>> = {
  contactName: 'name',
  companyName: 'organization',
  countryIsoCode: 'country',
  city: 'address-level2',
  address: 'street-address',
  zipCode: 'postal-code',
  phone: 'tel',
  email: 'email',
};

const labelKeyOf: Record<(typeof fields)[number], string> = {
  contactName: 'contactName',
  companyName: 'companyName',
  taxId: 'taxId',
  countryIsoCode: 'country',
  city: 'city',
  address: 'address',
  zipCode: 'zipCode',
  phone: 'phone',
  email: 'email',
};

const emptyAddress: AddressValues = {
  contactName: '',
  companyName: '',
  taxId: '',
  countryIsoCode: '',
  city: '',
  address: '',
  zipCode: '',
  phone: '',
  email: '',
};

/**
 * A party or address given after booking (docs/product/booking.md#parties-and-addresses), checked by the domain's
 * bookingAddressSchema (every field's message of the product), saved with `PUT …/parties/{role}`.
 */
export function PartyForm({
  bookingUuid,
  role,
  title,
  current,
  onDone,
  onSaved,
}: {
  bookingUuid: string;
  role: LaterPartyRole;
  title: string;
  current: BookingAddress | null;
  /** Closes the form without saving. */
  onDone: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useUpdatePartyMutation(bookingUuid);
  const [formError, setFormError] = useState<ErrorCode>();
  const form = useZodForm<AddressValues, BookingAddress>({
    schema: bookingAddressSchema,
    defaultValues: current ?? emptyAddress,
  });
  const countries = useMemo(
    () => countryOptions(i18n.language).map(({ isoCode, name }) => ({ value: isoCode, label: name })),
    [i18n.language],
  );
  const idOf = (field: string) => `party-${role}-${field}`;
  const labelOf = (field: (typeof fields)[number]) => t(`bookingDetails.actions.partyForm.${labelKeyOf[field]}`);

  const send = (address: BookingAddress) =>
    save.mutate(
      { role, address },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const apiError = toApiError(error);
          const isOnField = setServerFieldErrors(form.setError, apiError, { fields });
          if (!isOnField && !publishGlobalError(apiError.code)) setFormError(apiError.code);
        },
      },
    );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={title}
      onSubmit={(event) => {
        setFormError(undefined);
        void form.handleSubmit(send)(event);
      }}
    >
      <FormErrorAlert code={formError} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {fields.map((field) =>
          field === 'countryIsoCode' ? (
            <SelectField
              key={field}
              control={form.control}
              name={field}
              id={idOf(field)}
              label={labelOf(field)}
              options={countries}
              placeholder={t('bookingDetails.actions.partyForm.countryPlaceholder')}
              autoComplete={autoCompleteOf[field]}
              required
            />
          ) : (
            <TextFormField
              key={field}
              control={form.control}
              name={field}
              id={idOf(field)}
              label={labelOf(field)}
              autoComplete={autoCompleteOf[field]}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              hint={field === 'phone' ? t('bookingDetails.actions.partyForm.phoneHint') : undefined}
              required
            />
          ),
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('bookingDetails.actions.partyForm.save')}
        </Button>
        <Button variant="text" onClick={onDone}>
          {t('bookingDetails.actions.partyForm.cancel')}
        </Button>
      </Box>
    </Stack>
  );
}
