import {
  companyNameFieldSchema,
  currencies,
  i18nKeyOf,
  personNameFieldSchema,
  phoneNumberFieldSchema,
  type Currency,
  type ErrorCode,
  type Language,
} from '@freightdesk/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { publishGlobalError } from '@/lib/global-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSession } from '@/lib/session/session-context';
import { useUpdateProfileMutation, type CustomerProfile } from '../api/profile';
import { fieldMessagesOf, serverFieldMessages, type FieldMessages } from '../lib/form-messages';
import { claimsOfToken } from '../lib/session-claims';

const textFields = ['contactName', 'contactSurname', 'legalName', 'phoneNumber'] as const;
type TextField = (typeof textFields)[number];
type DetailsField = TextField | 'preferredLanguage' | 'preferredCurrency';

const detailsSchema = z.object({
  contactName: personNameFieldSchema(),
  contactSurname: personNameFieldSchema({ isOptional: true }),
  legalName: companyNameFieldSchema({ isOptional: true }),
  phoneNumber: phoneNumberFieldSchema(),
});

const autoCompleteOf: Record<TextField, string> = {
  contactName: 'given-name',
  contactSurname: 'family-name',
  legalName: 'organization',
  phoneNumber: 'tel',
};

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
  const [values, setValues] = useState<Record<TextField, string>>({
    contactName: profile.contactName,
    contactSurname: profile.contactSurname ?? '',
    legalName: profile.legalName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
  });
  const [preferredLanguage, setPreferredLanguage] = useState<Language>(profile.preferredLanguage);
  const [preferredCurrency, setPreferredCurrency] = useState<Currency | ''>(profile.preferredCurrency ?? '');
  const [messages, setMessages] = useState<FieldMessages<DetailsField>>({});
  const [formError, setFormError] = useState<ErrorCode>();
  const [isSaved, setIsSaved] = useState(false);

  const labelOf = (field: DetailsField) => t(`profile.fields.${field}`);
  const shownTextFields = textFields.filter((field) => field !== 'legalName' || profile.isCompany);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setIsSaved(false);
    const parsed = detailsSchema.safeParse(values);
    if (!parsed.success) {
      setMessages(
        fieldMessagesOf(parsed.error, Object.fromEntries(textFields.map((field) => [field, labelOf(field)]))),
      );
      return;
    }
    setMessages({});
    const { legalName, ...others } = parsed.data;
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
        if (apiError.code === 'PHONE_ALREADY_EXIST')
          return setMessages({ phoneNumber: { key: i18nKeyOf(apiError.code), values: {} } });
        const fieldMessages = serverFieldMessages<DetailsField>(apiError.fieldErrors, [
          ...textFields,
          'preferredLanguage',
          'preferredCurrency',
        ]);
        if (Object.keys(fieldMessages).length > 0) return setMessages(fieldMessages);
        if (!publishGlobalError(apiError.code)) setFormError(apiError.code);
      },
    });
  };

  const messageOf = (field: DetailsField) => {
    const message = messages[field];
    return message ? t(message.key, { ...message.values, field: labelOf(field) }) : undefined;
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="profile-details-title">
      <Typography id="profile-details-title" component="h2" variant="h6">
        {t('profile.details.title')}
      </Typography>
      <TextField id="profile-email" label={t('profile.fields.email')} value={profile.email} disabled />
      {isSaved && <Alert severity="success">{t('profile.details.saved')}</Alert>}
      {formError && <Alert severity="error">{t(i18nKeyOf(formError))}</Alert>}
      {shownTextFields.map((field) => (
        <TextField
          key={field}
          id={`profile-${field}`}
          label={labelOf(field)}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          autoComplete={autoCompleteOf[field]}
          type={field === 'phoneNumber' ? 'tel' : 'text'}
          required={field === 'contactName' || field === 'phoneNumber'}
          error={messages[field] !== undefined}
          helperText={messageOf(field)}
        />
      ))}
      <TextField
        id="profile-preferredLanguage"
        select
        label={labelOf('preferredLanguage')}
        value={preferredLanguage}
        onChange={(event) => setPreferredLanguage(event.target.value as Language)}
        slotProps={{ select: { native: true } }}
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language}>
            {t(`common.languageNames.${language}`)}
          </option>
        ))}
      </TextField>
      <TextField
        id="profile-preferredCurrency"
        select
        label={labelOf('preferredCurrency')}
        value={preferredCurrency}
        onChange={(event) => setPreferredCurrency(event.target.value as Currency)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {preferredCurrency === '' && <option value="">{t('profile.details.chooseCurrency')}</option>}
        {currencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('profile.details.save')}
      </Button>
    </Stack>
  );
}
