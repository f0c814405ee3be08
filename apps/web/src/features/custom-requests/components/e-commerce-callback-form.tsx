import {
  eCommerceCallbackRequestBodySchema,
  type ECommerceCallbackCreated,
  type ECommerceCallbackRequestBody,
  type ECommerceServiceType,
  type ErrorCode,
} from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { toApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useSession } from '@/lib/session';
import { useRequestECommerceCallbackMutation } from '../api/request-e-commerce-callback';
import {
  contactValuesOf,
  phoneToSend,
  presentOrUndefined,
  requestLanguageOf,
  withFormFieldNames,
  type ContactValues,
} from '../lib/request-values';
import { ContactFields } from './contact-fields';
import { MessageField } from './message-field';

const formFields = ['name', 'email', 'phone', 'company', 'message'] as const;

/**
 * The e-commerce call-back request (docs/product/quoting.md#custom-and-sales-requests): who to call and an optional
 * message. A signed-in customer's own details are filled in (the call asks for them all the same).
 */
export function ECommerceCallbackForm({
  serviceType,
  onRequested,
}: {
  serviceType: ECommerceServiceType;
  onRequested: (created: ECommerceCallbackCreated) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const request = useRequestECommerceCallbackMutation();
  const [phoneCountry, setPhoneCountry] = useState('');
  const [formError, setFormError] = useState<ErrorCode>();
  const form = useZodForm<ContactValues, ECommerceCallbackRequestBody>({
    schema: eCommerceCallbackRequestBodySchema,
    defaultValues: contactValuesOf(user),
    toInput: (values) => ({
      serviceType,
      name: values.name,
      email: values.email,
      phone: phoneToSend(values.phone, phoneCountry),
      company: presentOrUndefined(values.company),
      message: presentOrUndefined(values.message),
      language: requestLanguageOf(i18n.language),
    }),
  });

  // The session's user is read just after start-up: its details arrive after the first render.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (user && !isDirty) form.reset(contactValuesOf(user));
  }, [user, isDirty, form]);

  const onError = (error: unknown) => {
    const apiError = withFormFieldNames(toApiError(error));
    const isOnField = setServerFieldErrors(form.setError, apiError, { fields: formFields });
    if (!isOnField && !publishGlobalError(apiError.code)) setFormError(apiError.code);
  };

  const send = (body: ECommerceCallbackRequestBody) => request.mutate(body, { onSuccess: onRequested, onError });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby="e-commerce-callback-title"
      onSubmit={(event) => {
        setFormError(undefined);
        void form.handleSubmit(send)(event);
      }}
    >
      <Typography id="e-commerce-callback-title" component="h2" variant="h6">
        {t('customRequests.eCommerce.formTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('customRequests.eCommerce.formIntro')}</Typography>
      <FormErrorAlert code={formError} />
      <ContactFields
        control={form.control}
        idPrefix="e-commerce"
        isPhoneRequired
        phoneCountry={phoneCountry}
        onPhoneCountryChange={setPhoneCountry}
      />
      <MessageField control={form.control} id="e-commerce-message" label={t('customRequests.fields.messageOptional')} />
      <Button type="submit" variant="contained" loading={request.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('customRequests.eCommerce.submit')}
      </Button>
    </Stack>
  );
}
