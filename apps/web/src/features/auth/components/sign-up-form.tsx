import {
  buildSignUpFormSchema,
  cargoReadyLabelKey,
  i18nKeyOf,
  isPhoneCountry,
  signUpFormLayout,
  toInternationalPhoneNumber,
  toSignUpRequestBody,
  utmParametersFromQuery,
  type ErrorCode,
  type ValidationMessage,
} from '@freightdesk/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { publishGlobalError } from '@/lib/global-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { localToday } from '@/lib/local-today';
import { useIpPhoneCountry } from '../api/ip-country';
import { useRegisterMutation } from '../api/register';
import { useStartSession } from '../hooks/use-start-session';
import { fieldMessagesOfApiError, fieldMessagesOfZodError, messageOfCode } from '../lib/form-errors';
import {
  isCommodityAcceptedAtSignUp,
  isCustomerProfile,
  legalLinksFor,
  signUpCustomerTypeOrUndefined,
  toSignUpFormValues,
} from '../lib/sign-up-values';
import {
  emptySignUpInputValues,
  SignUpFieldInputs,
  type SignUpInputValues,
  type SignUpTextField,
} from './sign-up-fields';

/** Where a 422 field without a known message key points (docs/product/errors.md#account-calls). */
const registerFallbackCodes: Readonly<Record<string, ErrorCode>> = {
  email: 'INVALID_EMAIL',
  phoneNumber: 'INVALID_PHONE_NUMBER',
  password: 'EMPTY_PASSWORD',
};

/**
 * Answers the journey already gave (docs/product/accounts.md#onboarding): the commodity, and the next shipment from
 * cargoReadyDate.
 */
function presetInputsOf(query: URLSearchParams): SignUpInputValues {
  const cargoReadyDate = query.get('cargoReadyDate');
  const nextShipment = cargoReadyDate ? cargoReadyLabelKey(cargoReadyDate, localToday()) : undefined;
  return { ...emptySignUpInputValues, commodityType: query.get('commodity') ?? '', nextShipment: nextShipment ?? '' };
}

/** The lead source every web registration carries (docs/product/accounts.md#sign-up-payload). */
const webLeadSource = 'web';

/**
 * The sign-up form (standard, or the short custom one under customSignupForm): the fields
 * `signUpFormLayout` shows for the answers so far, newsletter opt-in, terms and privacy
 * acceptance with the brand's links for the branch, and a banner for the chosen profile.
 */
export function SignUpForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const startSession = useStartSession();
  const registerMutation = useRegisterMutation();
  const presetProfile = searchParams.get('customerProfile');
  const [inputs, setInputs] = useState<SignUpInputValues>(() => presetInputsOf(searchParams));
  const [receiveNewsletter, setReceiveNewsletter] = useState(false);
  const [isLegalAccepted, setIsLegalAccepted] = useState(false);
  const [messages, setMessages] = useState<Partial<Record<string, ValidationMessage>>>({});
  const [formError, setFormError] = useState<ErrorCode>();
  // The phone country the user picked; until then the IP lookup's (docs/product/accounts.md#ip-country), else none.
  const ipPhoneCountry = useIpPhoneCountry();
  const [chosenPhoneCountry, setChosenPhoneCountry] = useState<string>();
  const phoneCountry = chosenPhoneCountry ?? ipPhoneCountry ?? '';
  const phoneDefaultCountry = isPhoneCountry(phoneCountry) ? phoneCountry : undefined;

  const layout = useMemo(
    () =>
      signUpFormLayout({
        mode: 'selfSignUp',
        brand,
        presetCustomerProfile: isCustomerProfile(presetProfile) ? presetProfile : undefined,
        presetCustomerType: signUpCustomerTypeOrUndefined(searchParams.get('customerType')),
        chosenCustomerProfile: isCustomerProfile(inputs.customerProfile) ? inputs.customerProfile : undefined,
        chosenCustomerType: signUpCustomerTypeOrUndefined(inputs.customerType),
      }),
    [brand, presetProfile, searchParams, inputs.customerProfile, inputs.customerType],
  );
  const legalLinks = legalLinksFor(brand, language);

  const change = (field: SignUpTextField, value: string) => {
    setInputs((current) => ({ ...current, [field]: value }));
    setMessages(({ [field]: _cleared, ...others }) => others);
  };

  const onRegisterError = (error: unknown) => {
    const apiError = toApiError(error);
    const { code } = apiError;
    if (code === 'EMAIL_ALREADY_EXIST') return setMessages({ email: messageOfCode(code) });
    if (code === 'PHONE_ALREADY_EXIST') return setMessages({ phoneNumber: messageOfCode(code) });
    if (apiError.status === 422) {
      const fieldMessages = fieldMessagesOfApiError(apiError, (key) => i18n.exists(key), registerFallbackCodes);
      if (Object.keys(fieldMessages).length > 0) return setMessages(fieldMessages);
      return void publishGlobalError('UNKNOWN_ERROR');
    }
    if (code === 'UNKNOWN_ERROR') return void publishGlobalError(code);
    return setFormError(code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const schema = buildSignUpFormSchema(layout, {
      isCommodityAccepted: isCommodityAcceptedAtSignUp,
      ...(phoneDefaultCountry ? { phoneDefaultCountry } : {}),
    });
    const parsed = schema.safeParse(toSignUpFormValues(inputs, receiveNewsletter));
    const labels = Object.fromEntries(Object.keys(inputs).map((field) => [field, t(`auth.fields.${field}`)]));
    const nextMessages = parsed.success ? {} : fieldMessagesOfZodError(parsed.error, labels);
    if (!isLegalAccepted) nextMessages['legal'] = { key: 'auth.signUp.legalRequired', values: {} };
    setMessages(nextMessages);
    if (!parsed.success || !isLegalAccepted) return;

    // A number typed without "+" belongs to the picked country: the server reads international numbers.
    const phoneNumber = parsed.data.phoneNumber;
    const values =
      phoneNumber && !phoneNumber.trim().startsWith('+')
        ? { ...parsed.data, phoneNumber: toInternationalPhoneNumber(phoneNumber, phoneDefaultCountry) }
        : parsed.data;
    const body = toSignUpRequestBody(values, {
      isCustomSignupForm: layout.isCustomForm,
      customerProfile: layout.customerProfile,
      customerType: layout.customerType,
      language,
      leadSource: webLeadSource,
      utmParameters: utmParametersFromQuery(searchParams),
      countryIsoCode: phoneDefaultCountry,
    });
    registerMutation.mutate(body, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'session') startSession(outcome.jwt, { isNewUser: true });
        else onCodeSent(parsed.data.email ?? '');
      },
      onError: onRegisterError,
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {layout.customerProfile && !layout.isCustomForm && (
        <Alert severity="info" icon={false}>
          {t(`auth.signUp.banner.${layout.customerProfile}`)}
        </Alert>
      )}
      {formError && <Alert severity="error">{t(i18nKeyOf(formError))}</Alert>}
      <SignUpFieldInputs
        layout={layout}
        values={inputs}
        messages={messages}
        onChange={change}
        phoneCountry={phoneCountry}
        onPhoneCountryChange={(country) => {
          setChosenPhoneCountry(country);
          setMessages(({ phoneNumber: _cleared, ...others }) => others);
        }}
      />
      {layout.fields.receiveNewsletter !== 'hidden' && (
        <FormControlLabel
          control={
            <Checkbox checked={receiveNewsletter} onChange={(event) => setReceiveNewsletter(event.target.checked)} />
          }
          label={t('auth.fields.receiveNewsletter')}
        />
      )}
      <FormControl error={messages['legal'] !== undefined} required>
        <FormControlLabel
          control={
            <Checkbox
              checked={isLegalAccepted}
              onChange={(event) => {
                setIsLegalAccepted(event.target.checked);
                setMessages(({ legal: _cleared, ...others }) => others);
              }}
              slotProps={{ input: { 'aria-describedby': messages['legal'] ? 'sign-up-legal-error' : undefined } }}
            />
          }
          label={
            <Trans
              i18nKey="auth.signUp.acceptLegal"
              components={{
                terms: <Link href={legalLinks?.termsUrl} target="_blank" rel="noopener" />,
                privacy: <Link href={legalLinks?.privacyUrl} target="_blank" rel="noopener" />,
              }}
            />
          }
        />
        {messages['legal'] && <FormHelperText id="sign-up-legal-error">{t(messages['legal'].key)}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" size="large" loading={registerMutation.isPending}>
        {t('auth.signUp.submit')}
      </Button>
    </Stack>
  );
}
