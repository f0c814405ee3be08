import {
  customQuoteRequestBodySchema,
  customRequestContactSchema,
  type CustomQuoteRequestCreated,
  type CustomQuoteRequestKind,
  type ErrorCode,
  type QuoteView,
} from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { toApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useSession } from '@/lib/session';
import { useRequestCustomQuoteMutation } from '../api/request-custom-quote';
import {
  emptyContactValues,
  phoneToSend,
  presentOrUndefined,
  requestLanguageOf,
  withFormFieldNames,
  type ContactValues,
} from '../lib/request-values';
import { ContactFields } from './contact-fields';
import { MessageField } from './message-field';

const formFields = ['name', 'email', 'phone', 'company', 'message'] as const;
const commentsSchema = customQuoteRequestBodySchema.shape.comments;
/** A visitor says who to answer; a signed-in customer is answered at the account's own address. */
const visitorSchema = customRequestContactSchema.extend({ message: commentsSchema });
const customerSchema = z.strictObject({ message: commentsSchema });
type FormOutput = z.infer<typeof visitorSchema> | z.infer<typeof customerSchema>;

/**
 * The request form of a custom quote (docs/product/quoting.md#custom-and-sales-requests): the quote's search goes
 * with it; a visitor gives a contact, a signed-in customer only comments.
 */
export function CustomQuoteRequestForm({
  kind,
  quote,
  idPrefix,
  onRequested,
}: {
  kind: CustomQuoteRequestKind;
  quote: QuoteView;
  idPrefix: string;
  onRequested: (created: CustomQuoteRequestCreated) => void;
}) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn, user } = useSession();
  const request = useRequestCustomQuoteMutation(kind);
  const [phoneCountry, setPhoneCountry] = useState('');
  const [formError, setFormError] = useState<ErrorCode>();
  const form = useZodForm<ContactValues, FormOutput>({
    schema: isLoggedIn ? customerSchema : visitorSchema,
    defaultValues: emptyContactValues,
    toInput: (values) =>
      isLoggedIn
        ? { message: presentOrUndefined(values.message) }
        : {
            name: values.name,
            email: values.email,
            phone: presentOrUndefined(phoneToSend(values.phone, phoneCountry)),
            company: presentOrUndefined(values.company),
            message: presentOrUndefined(values.message),
          },
  });

  const onError = (error: unknown) => {
    const apiError = withFormFieldNames(toApiError(error));
    const isOnField = setServerFieldErrors(form.setError, apiError, { fields: formFields });
    if (!isOnField && !publishGlobalError(apiError.code)) setFormError(apiError.code);
  };

  const send = ({ message, ...contact }: FormOutput) =>
    request.mutate(
      {
        search: quote.search,
        quoteUuid: quote.uuid,
        ...('name' in contact ? { contact } : {}),
        ...(message === undefined ? {} : { comments: message }),
        language: requestLanguageOf(i18n.language),
      },
      { onSuccess: onRequested, onError },
    );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('customRequests.customQuote.formLabel')}
      onSubmit={(event) => {
        setFormError(undefined);
        void form.handleSubmit(send)(event);
      }}
    >
      <FormErrorAlert code={formError} />
      {isLoggedIn ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {t('customRequests.customQuote.answeredAt', { email: user?.email ?? '' })}
        </Typography>
      ) : (
        <ContactFields
          control={form.control}
          idPrefix={idPrefix}
          isPhoneRequired={false}
          phoneCountry={phoneCountry}
          onPhoneCountryChange={setPhoneCountry}
        />
      )}
      <MessageField
        control={form.control}
        id={`${idPrefix}-message`}
        label={t('customRequests.fields.commentsOptional')}
      />
      <Button type="submit" variant="contained" loading={request.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t(kind === 'CUSTOM_AIR_QUOTE' ? 'customRequests.customAirQuote.submit' : 'customRequests.customQuote.submit')}
      </Button>
    </Stack>
  );
}
