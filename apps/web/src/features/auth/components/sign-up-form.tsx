import {
  buildSignUpFormSchema,
  cargoReadyLabelKey,
  isPhoneCountry,
  signUpFormLayout,
  toInternationalPhoneNumber,
  toInternalCustomerCreationBody,
  toSignUpRequestBody,
  utmParametersFromQuery,
  type ErrorCode,
  type Language,
  type SignUpFormMode,
  type SignUpFormValues,
} from '@freightdesk/domain';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import Stack from '@mui/material/Stack';
import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { fieldErrorOf, messageOfKey } from '@/lib/forms/field-messages';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { localToday } from '@/lib/local-today';
import { useCreateCustomerMutation } from '../api/create-customer';
import { useIpPhoneCountry } from '../api/ip-country';
import { useRegisterMutation } from '../api/register';
import { useStartSession } from '../hooks/use-start-session';
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
  type SignUpFormFields,
  type SignUpInputValues,
} from './sign-up-fields';
import { TextLink } from '@/components/ui/text-link';
import { Alert } from '@/components/ui/alert';

/** Where a 422 field without a known message key points (docs/product/errors.md#account-calls). */
const registerFallbackCodes = {
  email: 'INVALID_EMAIL',
  phoneNumber: 'INVALID_PHONE_NUMBER',
  password: 'EMPTY_PASSWORD',
} as const;

/** The 409 answers about one field. */
const registerCodeFields = { EMAIL_ALREADY_EXIST: 'email', PHONE_ALREADY_EXIST: 'phoneNumber' } as const;

/** The fields a 422 answer may name. */
const registerFields = Object.keys(emptySignUpInputValues) as (keyof SignUpInputValues)[];

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
export function SignUpForm({
  onCodeSent = () => undefined,
  mode = 'selfSignUp',
  onCustomerCreated,
}: {
  onCodeSent?: (email: string) => void;
  /**
   * `internalCreation`: staff open an account for a customer (docs/product/accounts.md#sign-up-forms, ADR 075) —
   * country and customer branch in place of password and newsletter, the customer's language, no terms to accept
   * (the customer accepts them when they set their password).
   */
  mode?: SignUpFormMode;
  onCustomerCreated?: (customerId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const isInternalCreation = mode === 'internalCreation';
  const createCustomerMutation = useCreateCustomerMutation();
  const brand = useBrand();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const startSession = useStartSession();
  const registerMutation = useRegisterMutation();
  const presetProfile = searchParams.get('customerProfile');
  const [customerLanguage, setCustomerLanguage] = useState<Language>(language);
  const [formError, setFormError] = useState<ErrorCode>();
  // The phone country the user picked; until then the IP lookup's (docs/product/accounts.md#ip-country), else none.
  const ipPhoneCountry = useIpPhoneCountry();
  const [chosenPhoneCountry, setChosenPhoneCountry] = useState<string>();
  const phoneCountry = chosenPhoneCountry ?? ipPhoneCountry ?? '';
  const phoneDefaultCountry = isPhoneCountry(phoneCountry) ? phoneCountry : undefined;
  // The schema follows the layout, which follows the answers: the form checks the current one.
  const schemaRef = useRef<z.ZodType<SignUpFormValues>>(undefined);
  const form = useZodForm<SignUpFormFields, SignUpFormValues>({
    schema: useMemo(() => z.lazy(() => schemaRef.current ?? z.never()), []),
    defaultValues: { ...presetInputsOf(searchParams), receiveNewsletter: false, legal: false },
    toInput: ({ receiveNewsletter, legal: _legal, ...inputs }) => toSignUpFormValues(inputs, receiveNewsletter),
    check: ({ legal }) =>
      legal || isInternalCreation ? {} : { legal: fieldErrorOf(messageOfKey('auth.signUp.legalRequired')) },
  });
  const [chosenProfile, chosenType] = useWatch({ control: form.control, name: ['customerProfile', 'customerType'] });

  const layout = useMemo(
    () =>
      signUpFormLayout({
        mode,
        brand,
        presetCustomerProfile: isCustomerProfile(presetProfile) ? presetProfile : undefined,
        presetCustomerType: signUpCustomerTypeOrUndefined(searchParams.get('customerType')),
        chosenCustomerProfile: isCustomerProfile(chosenProfile) ? chosenProfile : undefined,
        chosenCustomerType: signUpCustomerTypeOrUndefined(chosenType),
      }),
    [mode, brand, presetProfile, searchParams, chosenProfile, chosenType],
  );
  schemaRef.current = useMemo(
    () =>
      buildSignUpFormSchema(layout, {
        isCommodityAccepted: isCommodityAcceptedAtSignUp,
        ...(phoneDefaultCountry ? { phoneDefaultCountry } : {}),
      }),
    [layout, phoneDefaultCountry],
  );
  const legalLinks = legalLinksFor(brand, language);

  const onRegisterError = (error: unknown) => {
    const apiError = toApiError(error);
    const isOnField = setServerFieldErrors(form.setError, apiError, {
      fields: registerFields,
      fieldOfCode: registerCodeFields,
      isKnownKey: (key) => i18n.exists(key),
      fallbackCodes: registerFallbackCodes,
    });
    if (isOnField) return;
    if (apiError.status === 422 || apiError.code === 'UNKNOWN_ERROR') return void publishGlobalError('UNKNOWN_ERROR');
    return setFormError(apiError.code);
  };

  const send = (values: SignUpFormValues) => {
    // A number typed without "+" belongs to the picked country: the server reads international numbers.
    const phoneNumber = values.phoneNumber;
    const international =
      phoneNumber && !phoneNumber.trim().startsWith('+')
        ? { ...values, phoneNumber: toInternationalPhoneNumber(phoneNumber, phoneDefaultCountry) }
        : values;
    if (isInternalCreation) {
      const creation = toInternalCustomerCreationBody(international, {
        customerProfile: layout.customerProfile,
        customerType: layout.customerType,
        language: customerLanguage,
        leadSource: 'staff',
        countryIsoCode: international.country ?? phoneDefaultCountry,
      });
      createCustomerMutation.mutate(creation, {
        onSuccess: (customerId) => onCustomerCreated?.(customerId),
        onError: onRegisterError,
      });
      return;
    }
    const body = toSignUpRequestBody(international, {
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
        else onCodeSent(values.email ?? '');
      },
      onError: onRegisterError,
    });
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => {
        setFormError(undefined);
        void form.handleSubmit(send)(event);
      }}
      spacing={2}
    >
      {layout.customerProfile && !layout.isCustomForm && (
        <Alert severity="info" icon={false}>
          {t(`auth.signUp.banner.${layout.customerProfile}`)}
        </Alert>
      )}
      <FormErrorAlert code={formError} />
      <SignUpFieldInputs
        layout={layout}
        control={form.control}
        phoneCountry={phoneCountry}
        onPhoneCountryChange={(country) => {
          setChosenPhoneCountry(country);
          form.clearErrors('phoneNumber');
        }}
      />
      {isInternalCreation && (
        <TextField
          select
          id="sign-up-customerLanguage"
          label={t('staffCustomers.create.customerLanguage')}
          value={customerLanguage}
          onChange={(event) => setCustomerLanguage(event.target.value as Language)}
        >
          {brand.supportedLanguages.map((option) => (
            <option key={option} value={option} lang={option}>
              {t(`staffCustomers.languages.${option}`)}
            </option>
          ))}
        </TextField>
      )}
      {layout.fields.receiveNewsletter !== 'hidden' && (
        <CheckboxField
          control={form.control}
          name="receiveNewsletter"
          id="sign-up-receiveNewsletter"
          label={t('auth.fields.receiveNewsletter')}
        />
      )}
      {!isInternalCreation && (
        <CheckboxField
          control={form.control}
          name="legal"
          id="sign-up-legal"
          required
          label={
            <Trans
              i18nKey="auth.signUp.acceptLegal"
              components={{
                terms: <TextLink href={legalLinks?.termsUrl} target="_blank" rel="noopener" />,
                privacy: <TextLink href={legalLinks?.privacyUrl} target="_blank" rel="noopener" />,
              }}
            />
          }
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={registerMutation.isPending || createCustomerMutation.isPending}
      >
        {t(isInternalCreation ? 'staffCustomers.create.submit' : 'auth.signUp.submit')}
      </Button>
    </Stack>
  );
}
