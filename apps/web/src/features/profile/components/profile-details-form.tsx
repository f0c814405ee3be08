import {
  companyNameFieldSchema,
  currencies,
  personNameFieldSchema,
  supportedLanguages as allLanguages,
  phoneNumberFieldSchema,
  type ErrorCode,
} from '@freightdesk/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NameField } from '@/components/ui/form/name-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSession } from '@/lib/session/session-context';
import { useUpdateProfileMutation, type CustomerProfile } from '../api/profile';
import { claimsOfToken } from '@/lib/session/claims-of-token';
import { ProfileFormSection } from './profile-form-section';

const detailsFields = [
  'contactName',
  'contactSurname',
  'legalName',
  'phoneNumber',
  'preferredLanguage',
  'preferredCurrency',
] as const;
type DetailsField = (typeof detailsFields)[number];
type DetailsValues = Record<DetailsField, string>;

const detailsSchema = z.object({
  contactName: personNameFieldSchema(),
  contactSurname: personNameFieldSchema({ isOptional: true }),
  legalName: companyNameFieldSchema({ isOptional: true }),
  phoneNumber: phoneNumberFieldSchema(),
  preferredLanguage: z.enum(allLanguages),
  // '' until the customer chooses one.
  preferredCurrency: z.enum(currencies).or(z.literal('')),
});

/**
 * Names, phone, preferred language and currency (docs/product/accounts.md#profile). Saving answers a
 * fresh token with the new claims: the session takes it, and the language follows the choice.
 */
export function ProfileDetailsForm({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const { supportedLanguages } = useBrand();
  const { logIn } = useSession();
  const { changeLanguage } = useLanguage();
  const update = useUpdateProfileMutation();
  const form = useZodForm<DetailsValues, z.output<typeof detailsSchema>>({
    schema: detailsSchema,
    defaultValues: {
      contactName: profile.contactName,
      contactSurname: profile.contactSurname ?? '',
      legalName: profile.legalName ?? '',
      phoneNumber: profile.phoneNumber ?? '',
      preferredLanguage: profile.preferredLanguage,
      preferredCurrency: profile.preferredCurrency ?? '',
    },
  });
  const [formError, setFormError] = useState<ErrorCode>();
  const [isSaved, setIsSaved] = useState(false);
  // The "choose" option shows only while the profile has no currency yet.
  const hasCurrency = form.watch('preferredCurrency') !== '';

  const labelOf = (field: DetailsField) => t(`profile.fields.${field}`);

  const send = ({ legalName, preferredCurrency, preferredLanguage, ...others }: z.output<typeof detailsSchema>) => {
    const changes = {
      ...others,
      contactSurname: others.contactSurname ?? '',
      ...(profile.isCompany ? { legalName: legalName ?? '' } : {}),
      preferredLanguage,
      ...(preferredCurrency ? { preferredCurrency } : {}),
    };
    update.mutate(changes, {
      onSuccess: ({ jwt }) => {
        logIn(jwt, claimsOfToken(jwt));
        setIsSaved(true);
        void changeLanguage(preferredLanguage);
      },
      onError: (error) => {
        const apiError = toApiError(error);
        const isOnField = setServerFieldErrors(form.setError, apiError, {
          fields: detailsFields,
          fieldOfCode: { PHONE_ALREADY_EXIST: 'phoneNumber' },
        });
        if (!isOnField && !publishGlobalError(apiError.code)) setFormError(apiError.code);
      },
    });
  };

  return (
    <ProfileFormSection
      id="profile-details"
      title={t('profile.details.title')}
      lead={<TextField id="profile-email" label={t('profile.fields.email')} value={profile.email} disabled />}
      isDone={isSaved}
      doneText={t('profile.details.saved')}
      formError={formError}
      isSaving={update.isPending}
      submitLabel={t('profile.details.save')}
      onSubmit={(event) => {
        setFormError(undefined);
        setIsSaved(false);
        void form.handleSubmit(send)(event);
      }}
    >
      <NameField
        control={form.control}
        name="contactName"
        id="profile-contactName"
        part="given"
        label={labelOf('contactName')}
        required
      />
      <NameField
        control={form.control}
        name="contactSurname"
        id="profile-contactSurname"
        part="family"
        label={labelOf('contactSurname')}
      />
      {profile.isCompany && (
        <NameField
          control={form.control}
          name="legalName"
          id="profile-legalName"
          part="organization"
          label={labelOf('legalName')}
        />
      )}
      <TextFormField
        control={form.control}
        name="phoneNumber"
        id="profile-phoneNumber"
        label={labelOf('phoneNumber')}
        type="tel"
        autoComplete="tel"
        required
      />
      <SelectField
        control={form.control}
        name="preferredLanguage"
        id="profile-preferredLanguage"
        label={labelOf('preferredLanguage')}
        options={supportedLanguages.map((language) => ({
          value: language,
          label: t(`common.languageNames.${language}`),
        }))}
      />
      <SelectField
        control={form.control}
        name="preferredCurrency"
        id="profile-preferredCurrency"
        label={labelOf('preferredCurrency')}
        options={currencies.map((currency) => ({ value: currency, label: currency }))}
        placeholder={hasCurrency ? undefined : t('profile.details.chooseCurrency')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ProfileFormSection>
  );
}
