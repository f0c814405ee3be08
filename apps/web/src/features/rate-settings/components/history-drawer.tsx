import { changedAuditFields, type RateSettingsArea } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { historyQueryOptions } from '../api/rate-settings-api';
import { Alert } from '@/components/ui/alert';

const valueText = (value: unknown) =>
  value === null || value === undefined ? '—' : Array.isArray(value) ? value.join(', ') : String(value);

/**
 * A setting's history (ADR 080): every change, newest first, with who made it, when, and each changed field's value
 * before and after. Opens from the row's History button; Escape or the close button returns to it.
 */
export function HistoryDrawer({
  area,
  entityId,
  title,
  onClose,
}: {
  area: RateSettingsArea;
  /** Null: closed. */
  entityId: string | null;
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const history = useQuery({ ...historyQueryOptions(area, entityId ?? ''), enabled: entityId !== null });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const fieldLabel = (field: string) =>
    i18n.exists(`rateSettings.fields.${field}`) ? t(`rateSettings.fields.${field}`) : field;
  return (
    <Drawer
      anchor="right"
      open={entityId !== null}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 440 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {t('rateSettings.history.title', { name: title })}
        </Typography>
        <IconButton aria-label={t('rateSettings.common.close')} onClick={onClose}>
          <Box component="span" aria-hidden sx={{ fontSize: 22, lineHeight: 1 }}>
            ×
          </Box>
        </IconButton>
      </Box>
      <Box sx={{ p: 2 }}>
        {history.isPending && entityId !== null && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('rateSettings.common.loading')} />
          </Box>
        )}
        {history.isError && <Alert severity="error">{t('rateSettings.common.loadError')}</Alert>}
        {history.data?.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('rateSettings.history.empty')}</Typography>
        )}
        {history.data && history.data.length > 0 && (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {history.data.map((entry) => {
              const verb = entry.action.split('.').pop() ?? 'update';
              const fields = changedAuditFields(entry.before, entry.after);
              return (
                <Box
                  component="li"
                  key={entry.id}
                  sx={{ borderInlineStart: '3px solid', borderColor: 'primary.main', paddingInlineStart: '12px' }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{t(`rateSettings.history.actions.${verb}`)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    <bdi>{entry.actorEmail}</bdi> · {dateTime.format(new Date(entry.createdAt))}
                  </Typography>
                  {verb === 'update' && (
                    <Box
                      component="dl"
                      sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}
                    >
                      {fields.map((field) => (
                        <Box key={field} sx={{ display: 'contents' }}>
                          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, paddingInlineEnd: '8px' }}>
                            {fieldLabel(field)}
                          </Typography>
                          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                            {t('rateSettings.history.beforeAfter', {
                              before: valueText(entry.before?.[field]),
                              after: valueText(entry.after?.[field]),
                            })}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
