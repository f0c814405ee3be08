import type { Rate } from '../rates/rate';
import type { SearchLocation } from '../search/search-location';
import type { LocationType } from '../shipping/shipment-type';

export interface QuotePlaceCode {
  code: string;
  type: LocationType;
}

/**
 * The places a quote names (docs/decisions/061-route-map.md), each once, in route order: the
 * origin (an airport also by its IATA code), every rate's origin port or airport, transhipments
 * and destination port or airport, then the destination. Air rates name airports, the others ports.
 */
export function placeCodesOfQuote(quote: {
  origin: SearchLocation;
  destination: SearchLocation;
  rates: readonly Pick<Rate, 'shipmentType' | 'schedule' | 'transhipments'>[];
}): QuotePlaceCode[] {
  const found = new Map<string, QuotePlaceCode>();
  const add = (code: string | null, type: LocationType) => {
    if (code !== null && code !== '' && !found.has(code)) found.set(code, { code, type });
  };
  const addEnd = (end: SearchLocation) => {
    add(end.code, end.type);
    if (end.type === 'AIRPORT') add(end.iataCode, 'AIRPORT');
  };
  addEnd(quote.origin);
  for (const rate of quote.rates) {
    const type = rate.shipmentType === 'AIR' ? 'AIRPORT' : 'PORT';
    add(rate.schedule.originPort, type);
    for (const code of rate.transhipments) add(code, type);
    add(rate.schedule.destinationPort, type);
  }
  addEnd(quote.destination);
  return [...found.values()];
}
