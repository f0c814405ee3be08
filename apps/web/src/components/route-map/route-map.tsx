import type { RouteMapPoint } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { mapSize } from './route-map-size';

// The drawing (d3-geo, topojson-client and the land shapes, ~30 kB gzip) is a chunk of its own, fetched the first
// time a map comes into view (ADR 073): below the fold, as in the results' detail panel, it waits for the scroll.
const RouteMapDrawing = lazyWithReload('route-map', () => import('./route-map-drawing'));

/** Whether the element has come near the viewport (once true, stays true); at once without IntersectionObserver. */
function useHasComeIntoView<T extends Element>() {
  const ref = useRef<T>(null);
  const [hasComeIntoView, setHasComeIntoView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (hasComeIntoView || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasComeIntoView(true);
      },
      // A little ahead of the scroll, so the drawing is usually there when the map shows.
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasComeIntoView]);
  return { ref, hasComeIntoView };
}

export interface RouteMapProps {
  /** Route points in order (origin, transhipments, destination), then nearby suggestions: `routeMapPointsOf`. */
  points: readonly RouteMapPoint[];
  /** A nearby port or airport chosen, on the map or in the list under it. */
  onSelectSuggestion?: (point: RouteMapPoint) => void;
  /**
   * 'inView' (default): drawn once it comes into view. 'onRequest': a 'Show the map' button in its place until
   * pressed or until the page asks for 'inView' (the results draw it once a rate is chosen, ADR 082).
   */
  draw?: 'inView' | 'onRequest';
}

/** The route in words, for the map's accessible name: "Route map: Shanghai to New York via Busan". */
function useRouteLabel(points: readonly RouteMapPoint[]): string {
  const { t, i18n } = useTranslation();
  const route = points.filter((point) => point.role !== 'nearbySuggestion');
  const first = route[0];
  const last = route.at(-1);
  if (first === undefined || last === undefined || route.length < 2)
    return t('routeMap.label.places', { places: first?.label ?? '' });
  const stops = route.slice(1, -1).map((point) => point.label);
  if (stops.length === 0) return t('routeMap.label.direct', { origin: first.label, destination: last.label });
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(stops);
  return t('routeMap.label.via', { origin: first.label, destination: last.label, stops: list });
}

/**
 * A world map of a rate's route and the nearby ports or airports that have rates
 * (docs/decisions/061-route-map.md). Shared: the results page and booking tracking draw it.
 * The suggestions are also listed as buttons under the map, for keyboard and screen-reader users.
 */
export function RouteMap({ points, onSelectSuggestion, draw = 'inView' }: RouteMapProps) {
  const { t } = useTranslation();
  const label = useRouteLabel(points);
  const suggestionsId = useId();
  const suggestions = points.filter((point) => point.role === 'nearbySuggestion');
  const { ref, hasComeIntoView } = useHasComeIntoView<HTMLDivElement>();
  const [requested, setRequested] = useState(false);
  const waitsForRequest = draw === 'onRequest' && !requested;
  const placeSx = { aspectRatio: `${mapSize.width} / ${mapSize.height}`, borderRadius: 1, bgcolor: 'action.hover' };
  const placeholder = <Box role="img" aria-label={t('routeMap.loading')} sx={placeSx} />;
  return (
    <Box ref={ref}>
      {waitsForRequest ? (
        <Box sx={{ ...placeSx, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Button variant="outlined" onClick={() => setRequested(true)}>
            {t('routeMap.show')}
          </Button>
        </Box>
      ) : hasComeIntoView ? (
        <Suspense fallback={placeholder}>
          <RouteMapDrawing points={points} label={label} onSelectSuggestion={onSelectSuggestion} />
        </Suspense>
      ) : (
        placeholder
      )}
      {suggestions.length > 0 && (
        <Box component="section" aria-labelledby={suggestionsId} sx={{ mt: 1.5 }}>
          <Typography id={suggestionsId} variant="subtitle2" component="h3">
            {t('routeMap.suggestions.title')}
          </Typography>
          <PlainList sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {suggestions.map((point) => {
              const text = t(
                point.suggestion?.side === 'destination'
                  ? 'routeMap.suggestions.toPlace'
                  : 'routeMap.suggestions.fromPlace',
                { place: point.label },
              );
              return (
                <li key={point.code}>
                  {onSelectSuggestion ? (
                    <Button variant="outlined" onClick={() => onSelectSuggestion(point)}>
                      {text}
                    </Button>
                  ) : (
                    <Typography variant="body2">{text}</Typography>
                  )}
                </li>
              );
            })}
          </PlainList>
        </Box>
      )}
    </Box>
  );
}
