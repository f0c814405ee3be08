import { i18nKeyOf, type ErrorCode } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../alert';

/** An error of the whole form (a catalogue code no field takes), above its fields. */
export function FormErrorAlert({ code }: { code: ErrorCode | undefined }) {
  const { t } = useTranslation();
  return code ? <Alert severity="error">{t(i18nKeyOf(code))}</Alert> : null;
}
