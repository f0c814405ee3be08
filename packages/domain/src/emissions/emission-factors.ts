/**
 * Well-to-wheel (WTW) default emission intensities of the GLEC Framework v3 (aligned with ISO 14083),
 * in grams of CO2e per activity unit. Which table and edition each figure comes from, and how sure
 * we are of it, is written in docs/decisions/060-co2e-per-rate.md: change a figure only with it.
 */

/** Container trade lanes GLEC gives a sea intensity for (dry containers); DEFAULT when none applies. */
export const seaTradeLanes = [
  'ASIA_NORTH_EUROPE',
  'ASIA_MEDITERRANEAN',
  'TRANSPACIFIC',
  'TRANSATLANTIC',
  'ASIA_MIDDLE_EAST',
  'INTRA_ASIA',
  'LATIN_AMERICA',
  'DEFAULT',
] as const;
export type SeaTradeLane = (typeof seaTradeLanes)[number];

/** Container ship, dry, WTW, g CO2e per TEU-km (ADR 060, table "sea"). */
export const seaIntensityGramsPerTeuKm: Readonly<Record<SeaTradeLane, number>> = {
  ASIA_NORTH_EUROPE: 57.6,
  ASIA_MEDITERRANEAN: 63.0,
  TRANSPACIFIC: 67.0,
  TRANSATLANTIC: 75.0,
  ASIA_MIDDLE_EAST: 71.0,
  INTRA_ASIA: 86.0,
  LATIN_AMERICA: 80.4,
  DEFAULT: 77.0,
};

/**
 * Tonnes of cargo per TEU that GLEC uses to turn a TEU-km intensity into a tonne-km one (loose
 * cargo in a shared container) and to weigh a container on a truck.
 */
export const defaultTonnesPerTeu = 10;

/** Flights shorter than this great-circle distance (km) are short haul. */
export const airShortHaulBelowKm = 1500;
/** GLEC's great-circle distance adjustment for a flight: + 95 km per flight leg. */
export const airDistanceAdjustmentKm = 95;
/** Air freight, WTW, g CO2e per tonne-km, aircraft type unknown: the freighter default (ADR 060, table "air"). */
export const airIntensityGramsPerTonneKm = { shortHaul: 1130, longHaul: 612 } as const;

/**
 * Road freight, WTW, g CO2e per tonne-km (ADR 060, table "road"): a full container on an articulated
 * truck (FCL pickup and delivery), and consolidated loads (LTL, parcel, LCL and air cargo trucking).
 */
export const roadIntensityGramsPerTonneKm = { container: 78, consolidated: 150 } as const;

/** ISO 3166-1 alpha-2 countries by trade region, for choosing a sea trade lane. */
const regionCountries = {
  ASIA: 'CN HK MO TW JP KR KP MN VN TH MY SG ID PH KH MM LA BN TL BD LK IN PK MV NP',
  MIDDLE_EAST: 'AE SA OM QA KW BH IR IQ YE JO',
  NORTH_EUROPE: 'GB IE NL BE DE DK SE NO FI IS PL EE LV LT FR RU FO GL',
  MEDITERRANEAN: 'ES PT IT MT GR TR CY IL LB SY EG LY TN DZ MA HR SI AL ME BA MC GI',
  NORTH_AMERICA: 'US CA',
  LATIN_AMERICA: 'MX GT BZ SV HN NI CR PA CU JM HT DO PR BS BB TT CO VE GY SR EC PE BR BO PY UY AR CL AW CW KY GP MQ',
} as const;
type TradeRegion = keyof typeof regionCountries;

const regionOfCountry = new Map<string, TradeRegion>(
  (Object.entries(regionCountries) as [TradeRegion, string][]).flatMap(([region, codes]) =>
    codes.split(' ').map((code) => [code, region] as const),
  ),
);

export function tradeRegionOf(countryIsoCode: string): TradeRegion | undefined {
  return regionOfCountry.get(countryIsoCode.toUpperCase());
}

const laneByRegions: Readonly<Record<string, SeaTradeLane>> = {
  'ASIA|NORTH_EUROPE': 'ASIA_NORTH_EUROPE',
  'ASIA|MEDITERRANEAN': 'ASIA_MEDITERRANEAN',
  'ASIA|NORTH_AMERICA': 'TRANSPACIFIC',
  'NORTH_AMERICA|NORTH_EUROPE': 'TRANSATLANTIC',
  'MEDITERRANEAN|NORTH_AMERICA': 'TRANSATLANTIC',
  'ASIA|MIDDLE_EAST': 'ASIA_MIDDLE_EAST',
  'ASIA|ASIA': 'INTRA_ASIA',
};

/**
 * The trade lane between two countries (either direction): Latin America with any region is the
 * LATIN_AMERICA lane; pairs GLEC gives no lane for (and unknown countries) are DEFAULT.
 */
export function seaTradeLaneBetween(originCountryIsoCode: string, destinationCountryIsoCode: string): SeaTradeLane {
  const origin = tradeRegionOf(originCountryIsoCode);
  const destination = tradeRegionOf(destinationCountryIsoCode);
  if (origin === undefined || destination === undefined) return 'DEFAULT';
  if (origin === 'LATIN_AMERICA' || destination === 'LATIN_AMERICA') return 'LATIN_AMERICA';
  const key = [origin, destination].sort().join('|');
  return laneByRegions[key] ?? 'DEFAULT';
}
