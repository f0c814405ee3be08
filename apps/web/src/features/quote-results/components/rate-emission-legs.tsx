import type { RateEmissions } from '@freightdesk/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useResultsFormat } from '../lib/format';

/**
 * How a rate's CO2e estimate adds up, leg by leg (pickup, main leg, delivery), and the method behind it
 * (docs/decisions/060-co2e-per-rate.md): a shipper comparing rates by emissions can see where they come from.
 */
export function RateEmissionLegs({ emissions }: { emissions: RateEmissions }) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const legName = (leg: RateEmissions['legs'][number]) =>
    leg.role === 'main' ? t(`emissions.legs.${leg.mode}`) : t(`emissions.legs.${leg.role}`);
  return (
    <>
      <Typography component="ul" variant="body2" color="text.secondary" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
        {emissions.legs.map((leg, index) => (
          <li key={`${leg.role}-${index}`}>
            {legName(leg)}: {format.co2e(leg.co2eKg)} ({Math.round(leg.distanceKm).toLocaleString(format.locale)} km)
          </li>
        ))}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('emissions.method')}
      </Typography>
    </>
  );
}
