import type { ServiceRotation } from '@freightdesk/domain';
import type { Seaport } from '../../../../reference-data/src/seaports';
import type { Random } from './random';

/**
 * The demo's fleets (docs/decisions/062-sailings-from-tariffs.md): ship names in each carrier's style (many are
 * real ships; the schedules they are given here are invented) and its way of numbering voyages.
 */
const namedFleets: Readonly<Record<string, string>> = {
  MAEU:
    'MAERSK ESSEN|MAERSK EDINBURGH|MAERSK ELBA|MAERSK EMDEN|MAERSK EVORA|' +
    'MAERSK KENSINGTON|MAERSK KOWLOON|MAERSK HIDALGO|MAERSK HANGZHOU|MAERSK HONAM',
  SEAU:
    'SEALAND ILLINOIS|SEALAND MICHIGAN|SEALAND WASHINGTON|SEALAND NEW YORK|' +
    'SEALAND PHILADELPHIA|SEALAND MANZANILLO',
  SAFM: 'SAFMARINE NOKWANDA|SAFMARINE MAFADI|SAFMARINE MULANJE|SAFMARINE NGAMI|SAFMARINE MERU|SAFMARINE BENGUELA',
  SUDU: 'CAP SAN NICOLAS|CAP SAN MARCO|CAP SAN LORENZO|SANTA CLARA|SANTA ISABEL|SANTA URSULA|CAP SAN RAPHAEL',
  MSCU:
    'MSC GULSUN|MSC OSCAR|MSC ZOE|MSC MAYA|MSC SIXIN|MSC ISABELLA|MSC TESSA|MSC IRINA|' +
    'MSC LORETO|MSC MIA|MSC AMBRA|MSC SAMAR',
  CMDU:
    'CMA CGM JACQUES SAADE|CMA CGM MARCO POLO|CMA CGM BOUGAINVILLE|' +
    'CMA CGM JULES VERNE|CMA CGM ALEXANDER VON HUMBOLDT|CMA CGM CHAMPS ELYSEES|' +
    'CMA CGM PALAIS ROYAL|CMA CGM TROCADERO|CMA CGM RIVOLI|CMA CGM MONTMARTRE',
  APLU: 'APL RAFFLES|APL TEMASEK|APL VANDA|APL CHANGI|APL MERLION|APL SINGAPURA|APL SENTOSA',
  ANNU: 'ANL WANGARATTA|ANL KIAMA|ANL WARRNAMBOOL|ANL YARRUNGA|ANL WYONG|ANL GIPPSLAND',
  COSU:
    'COSCO SHIPPING UNIVERSE|COSCO SHIPPING GALAXY|COSCO SHIPPING TAURUS|' +
    'COSCO SHIPPING ARIES|COSCO SHIPPING GEMINI|COSCO SHIPPING VIRGO|' +
    'COSCO SHIPPING LEO|COSCO SHIPPING LIBRA|COSCO SHIPPING SCORPIO',
  OOLU:
    'OOCL HONG KONG|OOCL GERMANY|OOCL JAPAN|OOCL SCANDINAVIA|OOCL UNITED KINGDOM|' +
    'OOCL INDONESIA|OOCL SPAIN|OOCL PIRAEUS|OOCL ABU DHABI',
  HLCU: 'BERLIN EXPRESS|HAMBURG EXPRESS|DUBLIN EXPRESS|BARZAN|AL MURAYKH|SAJIR|TIHAMA|AL ZUBARA|AL NEFUD|UMM SALAL',
  ONEY: 'ONE INNOVATION|ONE APUS|ONE STORK|ONE HARMONY|ONE TRUTH|ONE OLYMPUS|ONE MINATO|ONE HAMBURG|ONE TRIUMPH',
  EGLV: 'EVER GIVEN|EVER ACE|EVER ALP|EVER GOLDEN|EVER LEGEND|EVER LUCID|EVER LOVELY|EVER ARM|EVER APEX',
  YMLU: 'YM WELLNESS|YM WORLD|YM WARRANTY|YM TRIUMPH|YM TRUTH|YM TOTALITY|YM WELLHEAD|YM WHOLENESS',
  HDMU:
    'HMM ALGECIRAS|HMM OSLO|HMM GDANSK|HMM ROTTERDAM|HMM COPENHAGEN|HMM HAMBURG|' +
    'HMM DUBLIN|HMM STOCKHOLM|HMM PROMISE',
  ZIMU:
    'ZIM KINGSTON|ZIM SAMMY OFER|ZIM MOUNT EVEREST|ZIM WILMINGTON|ZIM SAN DIEGO|' +
    'ZIM ANTWERP|ZIM ROTTERDAM|ZIM CHARLESTON',
  PABV: 'KOTA PEMIMPIN|KOTA PUSAKA|KOTA PERWIRA|KOTA RAJIN|KOTA LAJU|KOTA NABIL|KOTA MANZANILLO|KOTA CEMPAKA',
  WHLC: 'WAN HAI 301|WAN HAI 288|WAN HAI 625|WAN HAI A07|WAN HAI 512|WAN HAI 355|WAN HAI A13',
  ACLU: 'ATLANTIC STAR|ATLANTIC SUN|ATLANTIC SEA|ATLANTIC SAIL|ATLANTIC SKY',
  LMCU: 'JOLLY ORO|JOLLY PERLA|JOLLY DIAMANTE|JOLLY CRISTALLO|JOLLY QUARZO|JOLLY PALLADIO',
  GRIU: 'GRANDE TEMA|GRANDE ATLANTICO|GRANDE AMBURGO|GRANDE ANVERSA|GRANDE DAKAR|GRANDE LAGOS',
  CHVW: 'CHANGSHA|CHEKIANG|SHENGKING|TAIYUAN|KWANGTUNG|SOOCHOW',
  MATS: 'MANUKAI|MAUNAWILI|MANULANI|DANIEL K. INOUYE|KAIMANA HILA|MATSONIA|LURLINE|MAUNALEI',
  CMCU: 'TALAMANCA|COPAN|TIKAL|QUETZAL|EL CORAZON|EL COQUI',
  TSGL: 'TROPIC ISLAND|TROPIC CARIB|TROPIC LURE|TROPIC OPAL|TROPIC HOPE|TROPIC JADE',
};

/** Carriers that name their ships after places, behind a prefix ("KMTC NINGBO", "SM LONG BEACH"). */
const prefixedFleets: Readonly<Record<string, string>> = {
  SMLM: 'SM',
  KMTU: 'KMTC',
  SKLU: 'SINOKOR',
  SITU: 'SITC',
  REGU: 'RCL',
  ESPU: 'EMIRATES',
  ARKU: 'ARKAS',
  TRKU: 'TURKON',
  SIKU: 'SAMUDERA',
  SMLU: 'SEABOARD',
};
const placeNames = [
  'SHANGHAI',
  'NINGBO',
  'QINGDAO',
  'BUSAN',
  'INCHEON',
  'TIANJIN',
  'HAKATA',
  'BANGKOK',
  'JAKARTA',
  'MUMBAI',
  'CHENNAI',
  'JEBEL ALI',
  'DAMMAM',
  'ISTANBUL',
  'IZMIR',
  'GENOA',
  'SAVANNAH',
  'HOUSTON',
  'LONG BEACH',
  'MANZANILLO',
];

export function fleetOf(carrierCode: string, carrierName: string): readonly string[] {
  const named = namedFleets[carrierCode];
  if (named !== undefined) return named.split('|');
  const prefix = prefixedFleets[carrierCode] ?? carrierName.split(/[ (]/)[0]!.toUpperCase();
  return placeNames.map((place) => `${prefix} ${place}`);
}

type VoyageStyle = Pick<ServiceRotation, 'voyageNumbering' | 'voyagePrefix' | 'voyageDigits'> & {
  /** Written after the direction letter ("1MA" in CMA CGM's "0ME12E1MA"). */
  after?: string;
};

/** How each carrier numbers its voyages, roughly: Maersk by year and week ("448E"), most by rotation ("045E"). */
function voyageStyleOf(carrierCode: string, random: Random): VoyageStyle {
  const serviceCode = () => String.fromCharCode(65 + random.integer(0, 25), 65 + random.integer(0, 25));
  switch (carrierCode) {
    case 'MAEU':
    case 'SEAU':
    case 'SAFM':
    case 'SUDU':
      return { voyageNumbering: 'isoWeek', voyagePrefix: '', voyageDigits: 3 };
    case 'MSCU':
      return { voyageNumbering: 'isoWeek', voyagePrefix: serviceCode(), voyageDigits: 3 };
    case 'CMDU':
    case 'APLU':
    case 'ANNU':
      return { voyageNumbering: 'rotation', voyagePrefix: `0${serviceCode()}`, voyageDigits: 2, after: '1MA' };
    case 'HDMU':
      return { voyageNumbering: 'rotation', voyagePrefix: '', voyageDigits: 4 };
    case 'ZIMU':
      return { voyageNumbering: 'rotation', voyagePrefix: '', voyageDigits: 2 };
    default:
      return { voyageNumbering: 'rotation', voyagePrefix: '', voyageDigits: 3 };
  }
}

/** E, W, N or S: the way a ship heads from one port to the other (the letter ending a voyage number). */
export function voyageDirection(origin: Seaport, destination: Seaport): string {
  const [originLatitude, originLongitude] = origin.coordinates;
  const [destinationLatitude, destinationLongitude] = destination.coordinates;
  const east = ((((destinationLongitude - originLongitude + 540) % 360) + 360) % 360) - 180;
  const north = destinationLatitude - originLatitude;
  if (Math.abs(north) > Math.abs(east)) return north > 0 ? 'N' : 'S';
  return east > 0 ? 'E' : 'W';
}

/**
 * A weekly service's rotation: as many ships as the round trip takes weeks (3–10), its carrier's voyage
 * numbers, and, for tariffs that are not fixed contracts, a small weekly change of price (−6 % to +8 %).
 */
export function demoOceanRotation(
  carrier: { code: string; name: string },
  lane: { origin: Seaport; destination: Seaport; transitDays: number },
  flatPrice: boolean,
  random: Random,
): ServiceRotation {
  const fleet = fleetOf(carrier.code, carrier.name);
  const shipCount = Math.min(fleet.length, Math.max(3, Math.min(10, Math.ceil((2 * lane.transitDays) / 7) + 1)));
  const first = random.integer(0, fleet.length - 1);
  const style = voyageStyleOf(carrier.code, random);
  const priceSteps = random.integer(4, 6);
  return {
    vessels: Array.from({ length: shipCount }, (_, index) => fleet[(first + index) % fleet.length]!),
    voyageNumbering: style.voyageNumbering,
    voyagePrefix: style.voyagePrefix,
    voyageSuffix: `${voyageDirection(lane.origin, lane.destination)}${style.after ?? ''}`,
    voyageDigits: style.voyageDigits,
    voyageOffset: random.integer(0, 400),
    pricePercents: flatPrice ? [] : Array.from({ length: priceSteps }, () => random.integer(-6, 8)),
  };
}
