import { rateExclusionsOf, type QuoteView, type Rate, type RateExclusion } from '@freightdesk/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The plain list of what the price does not include (the domain's rate-exclusions). */
export function RateExclusionsList({ rate, quote }: { rate: Rate; quote: QuoteView }) {
  const { t } = useTranslation();
  const exclusions = rateExclusionsOf(rate, {
    requestedRouteKind: quote.requestedRouteKind,
    unpricedServices: quote.unpricedServices,
  });
  const text = (exclusion: RateExclusion) => {
    switch (exclusion.kind) {
      case 'unpricedService':
        return t('quoteResults.exclusions.unpricedService', {
          service: t(`quoteResults.services.${exclusion.service}`),
        });
      case 'demurrageAndDetention':
        return exclusion.freeDaysOrigin === null && exclusion.freeDaysDestination === null
          ? t('quoteResults.exclusions.demurrageAndDetention')
          : t('quoteResults.exclusions.demurrageBeyondFreeDays', {
              origin: exclusion.freeDaysOrigin ?? '—',
              destination: exclusion.freeDaysDestination ?? '—',
            });
      default:
        return t(`quoteResults.exclusions.${exclusion.kind}`);
    }
  };
  return (
    <section aria-labelledby="rate-exclusions-title">
      <Typography id="rate-exclusions-title" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {t('quoteResults.exclusions.title')}
      </Typography>
      <ul>
        {exclusions.map((exclusion, index) => (
          <li key={`${exclusion.kind}-${index}`}>
            <Typography variant="body2">{text(exclusion)}</Typography>
          </li>
        ))}
      </ul>
    </section>
  );
}
