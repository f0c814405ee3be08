import { partialRouteKindsFor, routeKindEndsAtDoor, routeKindStartsAtDoor, type QuoteView } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle } from '@/components/ui/alert';

const legs = ['pickup', 'freight', 'delivery'] as const;

/**
 * The partial-quote screen (docs/product/quoting.md#quote-types): the route asked for could not be priced whole;
 * which legs the rates price, and the order partial routes are tried in (D2D, D2P, P2D, P2P).
 */
export function PartialQuoteNotice({ quote }: { quote: QuoteView }) {
  const { t } = useTranslation();
  if (!quote.isPartial || quote.pricedRouteKind === null) return null;
  const requested = quote.requestedRouteKind;
  const priced = quote.pricedRouteKind;
  const asked = {
    pickup: routeKindStartsAtDoor(requested),
    freight: true,
    delivery: routeKindEndsAtDoor(requested),
  };
  const covered = { pickup: routeKindStartsAtDoor(priced), freight: true, delivery: routeKindEndsAtDoor(priced) };
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>{t('quoteResults.partial.title')}</AlertTitle>
      {t('quoteResults.partial.text', {
        requested: t(`quoteResults.routeKinds.${requested}`),
        priced: t(`quoteResults.routeKinds.${priced}`),
      })}
      <ul>
        {legs
          .filter((leg) => asked[leg])
          .map((leg) => (
            <li key={leg}>
              {t(`quoteResults.partial.legs.${leg}`)}:{' '}
              {covered[leg] ? t('quoteResults.partial.priced') : t('quoteResults.partial.notPriced')}
            </li>
          ))}
      </ul>
      {t('quoteResults.partial.order', {
        order: partialRouteKindsFor(requested)
          .map((kind) => t(`quoteResults.routeKinds.${kind}`))
          .join(' → '),
      })}
    </Alert>
  );
}
