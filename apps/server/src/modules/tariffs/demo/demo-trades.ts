import { seaDistanceNm } from '../../../../reference-data/src/seaports';
import type { TradeRegion } from './trade-regions';

/**
 * The ocean trades of the demo set (docs/decisions/062-sailings-from-tariffs.md): which carriers run services on
 * each, roughly as they do (the big alliances everywhere, Matson across the Pacific, ACL across the Atlantic,
 * Wan Hai and SITC within Asia, Crowley and Seaboard in the Americas…), and where each tranships.
 */
export type Trade =
  | 'transpacific'
  | 'asiaEurope'
  | 'transatlantic'
  | 'intraAsia'
  | 'asiaMiddleEast'
  | 'latinAmerica'
  | 'intraEurope'
  | 'africa'
  | 'oceania'
  | 'americasCoastal'
  | 'other';

const majors = 'MAEU MSCU CMDU COSU HLCU ONEY EGLV YMLU HDMU ZIMU OOLU';
const carriersOfTrade: Readonly<Record<Trade, string>> = {
  transpacific: `${majors} APLU SMLM MATS WHLC`,
  asiaEurope: majors,
  transatlantic: 'MAEU MSCU CMDU HLCU ONEY ACLU ZIMU OOLU COSU EGLV YMLU HDMU',
  intraAsia: 'SEAU MSCU CMDU COSU ONEY EGLV YMLU HDMU OOLU PABV WHLC SMLM KMTU SKLU SITU REGU SIKU ZIMU',
  asiaMiddleEast: 'MAEU MSCU CMDU COSU HLCU ONEY EGLV YMLU HDMU OOLU PABV WHLC ESPU KMTU REGU',
  latinAmerica: 'MAEU MSCU CMDU COSU HLCU ONEY EGLV HDMU ZIMU SUDU SEAU CMCU SMLU GRIU PABV WHLC',
  intraEurope: 'MSCU MAEU CMDU HLCU ARKU TRKU LMCU GRIU SEAU COSU',
  africa: 'MAEU MSCU CMDU SAFM LMCU GRIU PABV COSU HLCU ONEY ESPU ARKU',
  oceania: 'ANNU CHVW MATS MAEU MSCU CMDU COSU HLCU ONEY OOLU PABV SIKU EGLV',
  americasCoastal: 'MATS CMCU TSGL SMLU MAEU MSCU CMDU ZIMU HLCU',
  other: majors,
};
const carrierCodesByTrade = Object.fromEntries(
  Object.entries(carriersOfTrade).map(([trade, codes]) => [trade, codes.split(' ')]),
) as unknown as Record<Trade, readonly string[]>;

export function carrierCodesOf(trade: Trade): readonly string[] {
  return carrierCodesByTrade[trade];
}

const asianRegions = new Set<TradeRegion>(['asia', 'indianSubcontinent', 'middleEast']);

export function tradeOf(origin: TradeRegion, destination: TradeRegion): Trade {
  const either = (region: TradeRegion) => origin === region || destination === region;
  const pair = (a: TradeRegion, b: TradeRegion) =>
    (origin === a && destination === b) || (origin === b && destination === a);
  if (either('latinAmerica')) return 'latinAmerica';
  if (either('oceania')) return 'oceania';
  if (either('africa')) return 'africa';
  if (pair('asia', 'northAmerica')) return 'transpacific';
  if (pair('asia', 'europe')) return 'asiaEurope';
  if (pair('europe', 'northAmerica')) return 'transatlantic';
  if (origin === 'asia' && destination === 'asia') return 'intraAsia';
  if (asianRegions.has(origin) && asianRegions.has(destination)) return 'asiaMiddleEast';
  if (origin === 'europe' && destination === 'europe') return 'intraEurope';
  if (origin === 'northAmerica' && destination === 'northAmerica') return 'americasCoastal';
  return 'other';
}

/**
 * Main container ports of the main trades: every lane between two of them is served by 8–15 carriers of its
 * trade; a lane with one of them by a few; the others by one or two.
 */
export const mainPorts = new Set(
  (
    'CNSHA CNNGB CNSZX CNTAO CNXMN CNTXG HKHKG KRPUS SGSIN MYPKG MYTPP TWKHH JPTYO VNSGN THLCH IDJKT ' +
    'INNSA LKCMB AEJEA SAJED OMSLL NLRTM BEANR DEHAM GBFXT ESVLC ESALG ITGOA GRPIR FRLEH ' +
    'USLAX USLGB USOAK USSEA USNYC USSAV USHOU USCHS CAVAN BRSSZ MXZLO PAMIT COCTG PECLL CLSAI ARBUE'
  ).split(' '),
);

/** Where each carrier's transhipment services change ships. */
const hubsOfCarrier: Readonly<Record<string, string>> = {
  MAEU: 'MYTPP ESALG OMSLL',
  SEAU: 'MYTPP',
  SAFM: 'ESALG',
  SUDU: 'PAMIT',
  MSCU: 'SGSIN KRPUS LKCMB ESVLC',
  CMDU: 'MYPKG MTMAR MAPTM JMKIN LKCMB',
  APLU: 'MYPKG',
  ANNU: 'SGSIN',
  COSU: 'SGSIN GRPIR HKHKG',
  OOLU: 'HKHKG LKCMB',
  HLCU: 'AEJEA SGSIN',
  ONEY: 'SGSIN KRPUS',
  EGLV: 'TWKHH LKCMB',
  YMLU: 'TWKHH',
  HDMU: 'KRPUS',
  SMLM: 'KRPUS',
  KMTU: 'KRPUS',
  SKLU: 'KRPUS',
  ZIMU: 'JMKIN KRPUS',
  PABV: 'SGSIN',
  WHLC: 'TWKHH SGSIN',
};

/**
 * The carrier's hub on the way from one port to the other (adding at most a fifth to the distance sailed),
 * with the distance sailed through it; undefined when none of its hubs is on the way.
 */
export function carrierHub(
  carrierCode: string,
  originLocode: string,
  destinationLocode: string,
  directNm: number,
): { hub: string; distanceNm: number } | undefined {
  let best: { hub: string; distanceNm: number } | undefined;
  for (const hub of (hubsOfCarrier[carrierCode] ?? '').split(' ')) {
    if (hub === '' || hub === originLocode || hub === destinationLocode) continue;
    const first = seaDistanceNm(originLocode, hub);
    const second = seaDistanceNm(hub, destinationLocode);
    if (first === undefined || second === undefined) continue;
    const distanceNm = first + second;
    if (distanceNm <= directNm * 1.2 && (!best || distanceNm < best.distanceNm)) best = { hub, distanceNm };
  }
  return best;
}
