import { customRequestTextMaxLength } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { TextFormField } from '@/components/ui/form/text-form-field';
import type { ContactValues } from '../lib/request-values';

/** Free text of at most 2,000 characters (docs/product/quoting.md#custom-and-sales-requests); the hint counts them. */
export function MessageField<Output>({
  control,
  id,
  label,
}: {
  control: Control<ContactValues, unknown, Output>;
  id: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const message = useWatch({ control, name: 'message' });
  const count = new Intl.NumberFormat(i18n.language).format(message.length);
  const max = new Intl.NumberFormat(i18n.language).format(customRequestTextMaxLength);
  return (
    <TextFormField
      control={control}
      name="message"
      id={id}
      label={label}
      multiline
      minRows={3}
      hint={t('customRequests.fields.messageCount', { shown: count, max })}
    />
  );
}
