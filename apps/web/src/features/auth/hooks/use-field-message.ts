import type { ValidationMessage } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Renders a field message (`{ key, values }`) in the current language; undefined stays undefined. */
export function useFieldMessage(): (message: ValidationMessage | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message) => (message ? t(message.key, message.values) : undefined), [t]);
}
