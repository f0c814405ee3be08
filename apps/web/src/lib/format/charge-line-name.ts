import { chargeLineName, type ChargeLabel } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type NamedChargeLine = { code: string; name: string; label?: ChargeLabel | null | undefined };

/**
 * A charge line's name in the page's language (ADR 091): the `charges` texts for what its label says, its own name
 * when it has none. The `charges` area is in the results' texts and every other feature page's.
 */
export function useChargeLineName(): (line: NamedChargeLine) => string {
  const { t } = useTranslation();
  return useCallback((line: NamedChargeLine) => chargeLineName(line, (key, values) => t(key, values ?? {})), [t]);
}
