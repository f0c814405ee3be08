import { i18nKeyOf, type ErrorCode } from '@freightdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { Alert } from '@/components/ui/alert';

/** What a staff form's last call came to: done, or refused with a catalogue code (global codes go to the bus). */
export function useStaffOutcome() {
  const [outcome, setOutcome] = useState<{ kind: 'done' } | { kind: 'failed'; code: ErrorCode } | null>(null);
  return {
    outcome,
    reset: () => setOutcome(null),
    onSuccess: () => setOutcome({ kind: 'done' }),
    onError: (error: unknown) => {
      const { code } = toApiError(error);
      if (!publishGlobalError(code)) setOutcome({ kind: 'failed', code });
    },
  };
}

export function StaffOutcome({
  outcome,
  doneText,
}: {
  outcome: ReturnType<typeof useStaffOutcome>['outcome'];
  doneText: string;
}) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return outcome.kind === 'done' ? (
    <Alert severity="success">{doneText}</Alert>
  ) : (
    <Alert severity="error">{t('staffConsole.actionFailed', { reason: t(i18nKeyOf(outcome.code)) })}</Alert>
  );
}
