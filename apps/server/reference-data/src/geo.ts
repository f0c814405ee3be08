import { getDistance } from 'geolib';

/** A point as [latitude, longitude] in decimal degrees (the order every generated file uses). */
export type LatLon = readonly [lat: number, lon: number];

export const kmPerNauticalMile = 1.852;

/** Great-circle (haversine) distance in km, via geolib; 1 m resolution. Air distances use this. */
export function greatCircleDistanceKm(from: LatLon, to: LatLon): number {
  return getDistance({ latitude: from[0], longitude: from[1] }, { latitude: to[0], longitude: to[1] }, 1) / 1000;
}

export function kmToNauticalMiles(km: number): number {
  return km / kmPerNauticalMile;
}
