import type { ErrorCode } from '@freightdesk/domain';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { publishGlobalError } from '@/lib/global-errors';

/**
 * A rate settings form's answer to a refused save (ADR 046): a 422's field messages on their fields, any other code
 * in the form's alert (or the global notice for a session problem).
 */
export function useFormErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
) {
  const { i18n } = useTranslation();
  const [formError, setFormError] = useState<ErrorCode>();
  return {
    formError,
    clearFormError: () => setFormError(undefined),
    onError(error: unknown) {
      const apiError = toApiError(error);
      const isOnField = setServerFieldErrors(setError, apiError, { fields, isKnownKey: (key) => i18n.exists(key) });
      if (!isOnField && !publishGlobalError(apiError.code)) setFormError(apiError.code);
    },
  };
}
