import type { BookingDetails, RouteMapPoint } from '@freightdesk/domain';

type Place = BookingDetails['bookingDetails']['origin'];

/**
 * The Tracking tab's route map points (docs/decisions/061-route-map.md): the booking's origin and destination, when
 * the details say where they are; none otherwise (the tab then says the map is not available).
 */
export function bookingRoutePoints(origin: Place, destination: Place): RouteMapPoint[] {
  const pointOf = (place: Place, role: 'origin' | 'destination'): RouteMapPoint | null =>
    typeof place.lat === 'number' && typeof place.lon === 'number'
      ? {
          code: place.code,
          role,
          label: place.city ?? place.name,
          countryIsoCode: place.countryIsoCode,
          lat: place.lat,
          lon: place.lon,
        }
      : null;
  const points = [pointOf(origin, 'origin'), pointOf(destination, 'destination')];
  return points.every((point) => point !== null) ? points : [];
}
