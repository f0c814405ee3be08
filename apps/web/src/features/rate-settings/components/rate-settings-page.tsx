import { isRateSettingsArea, rateSettingsAreas, type RateSettingsArea } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { AdditionalServicesPanel } from './additional-services-panel';
import { CarriersPanel } from './carriers-panel';
import { ExchangeRatesPanel } from './exchange-rates-panel';
import { PortChargesPanel } from './port-charges-panel';
import { Alert } from '@/components/ui/alert';

const panels: Record<RateSettingsArea, ComponentType> = {
  'exchange-rates': ExchangeRatesPanel,
  carriers: CarriersPanel,
  'port-charges': PortChargesPanel,
  'additional-services': AdditionalServicesPanel,
};

/**
 * `/admin/rate-management/settings/:settingsArea` (ADR 080): the four areas as links in a tab bar (each its own
 * address, so the browser's back button and a shared link open the same list), the area's description and its list.
 */
export function RateSettingsPage({ area }: { area: string | undefined }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const current = isRateSettingsArea(area) ? area : null;
  const Panel = current ? panels[current] : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box component="nav" aria-label={t('rateSettings.navigation')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={current ?? false} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {rateSettingsAreas.map((each) => (
            <Tab
              key={each}
              value={each}
              label={t(`rateSettings.areas.${each}`)}
              component={RouterLink}
              to={localizedHref(paths.adminRateSettings.getHref({ settingsArea: each }))}
              aria-current={each === current ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      {current && Panel ? (
        <>
          <Typography component="h2" variant="h6">
            {t(`rateSettings.areas.${current}`)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: -1 }}>{t(`rateSettings.descriptions.${current}`)}</Typography>
          <Panel />
        </>
      ) : (
        <Alert severity="info">{t('rateSettings.unknownArea')}</Alert>
      )}
    </Box>
  );
}
