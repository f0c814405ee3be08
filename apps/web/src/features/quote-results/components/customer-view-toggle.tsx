import { useTranslation } from 'react-i18next';
import { FormControlLabel } from '@/components/ui/form-control-label';
import { Switch } from '@/components/ui/switch';

/** Staff's 'Customer view' switch (docs/decisions/057); a chunk of its own, customers never fetch it (ADR 082). */
export function CustomerViewToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={t('quoteResults.customerView')}
    />
  );
}
