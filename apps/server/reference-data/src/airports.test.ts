import { describe, expect, it } from 'vitest';
import { airDistanceKm, findAirport, loadAirports } from './airports';
import { findCountry } from './countries';
import { greatCircleDistanceKm } from './geo';
import { cityFromAirportName } from '../scripts/generate-airports';

const airports = loadAirports();

describe('loadAirports', () => {
  it('holds the ~3,200 medium and large airports with an IATA code and scheduled service', () => {
    expect(airports.length).toBeGreaterThan(3_000);
    expect(airports.length).toBeLessThan(3_500);
    expect(new Set(airports.map((airport) => airport.iata)).size).toBe(airports.length);
  });

  it('gives every airport an IATA code, a city, a known country and a position', () => {
    for (const airport of airports) {
      expect(airport.iata).toMatch(/^[A-Z]{3}$/);
      if (airport.icao !== null) expect(airport.icao, airport.iata).toMatch(/^[A-Z]{4}$/);
      expect(airport.city.trim(), airport.iata).not.toBe('');
      expect(findCountry(airport.countryIsoCode), airport.iata).toBeDefined();
      expect(Math.abs(airport.coordinates[0]), airport.iata).toBeLessThanOrEqual(90);
      expect(Math.abs(airport.coordinates[1]), airport.iata).toBeLessThanOrEqual(180);
    }
  });

  it.each([
    ['JFK', 'KJFK', 'US', 'New York'],
    ['LHR', 'EGLL', 'GB', 'London'],
    ['PVG', 'ZSPD', 'CN', 'Shanghai (Pudong)'],
    ['DXB', 'OMDB', 'AE', 'Dubai'],
    ['GRU', 'SBGR', 'BR', 'São Paulo'],
    ['BOM', 'VABB', 'IN', 'Mumbai'],
  ])('knows %s (%s) in %s, city %s', (iata, icao, countryIsoCode, city) => {
    expect(findAirport(iata.toLowerCase())).toMatchObject({ iata, icao, countryIsoCode, city });
  });
});

describe('airDistanceKm', () => {
  it('is the great circle between the two airports', () => {
    expect(Math.abs(airDistanceKm('JFK', 'LHR')! - 5_555) / 5_555).toBeLessThan(0.01);
    expect(airDistanceKm('LHR', 'JFK')).toBe(airDistanceKm('JFK', 'LHR'));
    expect(airDistanceKm('PVG', 'LAX')).toBe(
      greatCircleDistanceKm(findAirport('PVG')!.coordinates, findAirport('LAX')!.coordinates),
    );
  });

  it('answers undefined for an unknown airport', () => {
    expect(airDistanceKm('JFK', 'QQQ')).toBeUndefined();
  });
});

describe('cityFromAirportName (for the few airports OurAirports gives no municipality)', () => {
  it.each([
    ['Gao Airport', 'Gao'],
    ['Monclova International Airport', 'Monclova'],
    ['Chub Cay Airport', 'Chub Cay'],
    ['Kayes Dag Dag Airport', 'Kayes Dag Dag'],
    ['Airport', 'Airport'],
  ])('%s → %s', (name, city) => {
    expect(cityFromAirportName(name)).toBe(city);
  });
});
