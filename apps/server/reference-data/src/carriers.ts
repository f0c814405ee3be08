// The one curated table of the reference data: no npm package holds SCAC codes. Sources: the NMFTA
// SCAC registry (ocean carriers) and the IATA airline designators (airlines); see docs/data-sources.md.
// Generic codes: docs/decisions/025-reference-data.md.

export type CarrierKind = 'ocean' | 'consolidator' | 'air' | 'generic';

export interface Carrier {
  /** SCAC (4 letters) for ocean carriers and consolidators, IATA designator (2 characters) for airlines. */
  readonly code: string;
  readonly name: string;
  readonly kind: CarrierKind;
}

/** Codes a rate may carry when it is not tied to one carrier; the web shows them translated. */
export interface GenericCarrier extends Carrier {
  readonly kind: 'generic';
  readonly i18nKey: string;
}

const ocean = (code: string, name: string): Carrier => ({ code, name, kind: 'ocean' });
const air = (code: string, name: string): Carrier => ({ code, name, kind: 'air' });
const consolidator = (code: string, name: string): Carrier => ({ code, name, kind: 'consolidator' });

export const oceanCarriers: readonly Carrier[] = [
  ocean('MAEU', 'Maersk'),
  ocean('MSCU', 'MSC'),
  ocean('CMDU', 'CMA CGM'),
  ocean('COSU', 'COSCO Shipping'),
  ocean('HLCU', 'Hapag-Lloyd'),
  ocean('ONEY', 'Ocean Network Express (ONE)'),
  ocean('EGLV', 'Evergreen Line'),
  ocean('YMLU', 'Yang Ming'),
  ocean('HDMU', 'HMM'),
  ocean('ZIMU', 'ZIM'),
  ocean('PABV', 'Pacific International Lines (PIL)'),
  ocean('WHLC', 'Wan Hai Lines'),
  ocean('SMLM', 'SM Line'),
  ocean('OOLU', 'OOCL'),
  ocean('APLU', 'APL'),
  ocean('ANNU', 'ANL'),
  ocean('SUDU', 'Hamburg Süd'),
  ocean('SEAU', 'Sealand'),
  ocean('SAFM', 'Safmarine'),
  ocean('ACLU', 'Atlantic Container Line'),
  ocean('KMTU', 'KMTC'),
  ocean('SKLU', 'Sinokor'),
  ocean('SITU', 'SITC'),
  ocean('REGU', 'Regional Container Lines (RCL)'),
  ocean('ESPU', 'Emirates Shipping Line'),
  ocean('ARKU', 'Arkas Line'),
  ocean('TRKU', 'Turkon Line'),
  ocean('LMCU', 'Ignazio Messina'),
  ocean('GRIU', 'Grimaldi'),
  ocean('CHVW', 'Swire Shipping'),
  ocean('SIKU', 'Samudera Shipping'),
  ocean('MATS', 'Matson'),
  ocean('CMCU', 'Crowley'),
  ocean('SMLU', 'Seaboard Marine'),
  ocean('TSGL', 'Tropical Shipping'),
];

/** NVOCCs that run weekly LCL consolidations (boxes shared by many shippers) on the main ports. */
export const consolidators: readonly Carrier[] = [
  consolidator('ECUW', 'ECU Worldwide'),
  consolidator('KHNN', 'Kuehne + Nagel'),
  consolidator('SHKK', 'DB Schenker'),
  consolidator('DSVF', 'DSV'),
  consolidator('DHLC', 'DHL Global Forwarding'),
  consolidator('EXPD', 'Expeditors'),
  consolidator('CEVA', 'CEVA Logistics'),
  consolidator('CHSL', 'C.H. Robinson'),
  consolidator('HIFI', 'Hellmann Worldwide Logistics'),
  consolidator('JASO', 'JAS Worldwide'),
  consolidator('DTRA', 'Dachser'),
  consolidator('CPNU', 'cargo-partner'),
];

export const airlines: readonly Carrier[] = [
  air('5X', 'UPS Airlines'),
  air('FX', 'FedEx Express'),
  air('5Y', 'Atlas Air'),
  air('K4', 'Kalitta Air'),
  air('CV', 'Cargolux'),
  air('PO', 'Polar Air Cargo'),
  air('3S', 'AeroLogic'),
  air('QY', 'European Air Transport (DHL)'),
  air('M6', 'Amerijet International'),
  air('CK', 'China Cargo Airlines'),
  air('LH', 'Lufthansa Cargo'),
  air('EK', 'Emirates SkyCargo'),
  air('QR', 'Qatar Airways Cargo'),
  air('CX', 'Cathay Cargo'),
  air('SQ', 'Singapore Airlines Cargo'),
  air('KE', 'Korean Air Cargo'),
  air('OZ', 'Asiana Airlines'),
  air('CI', 'China Airlines Cargo'),
  air('BR', 'EVA Air Cargo'),
  air('CA', 'Air China Cargo'),
  air('MU', 'China Eastern Airlines'),
  air('CZ', 'China Southern Airlines'),
  air('TK', 'Turkish Cargo'),
  air('AF', 'Air France'),
  air('KL', 'KLM'),
  air('BA', 'British Airways'),
  air('LX', 'Swiss WorldCargo'),
  air('IB', 'Iberia'),
  air('AA', 'American Airlines Cargo'),
  air('DL', 'Delta Cargo'),
  air('UA', 'United Cargo'),
  air('AC', 'Air Canada Cargo'),
  air('NH', 'ANA Cargo'),
  air('JL', 'Japan Airlines'),
  air('EY', 'Etihad Cargo'),
  air('SV', 'Saudia Cargo'),
  air('ET', 'Ethiopian Cargo'),
  air('LA', 'LATAM Cargo'),
  air('AV', 'Avianca Cargo'),
  air('QF', 'Qantas Freight'),
  air('NZ', 'Air New Zealand'),
  air('AI', 'Air India'),
  air('MH', 'MASkargo (Malaysia Airlines)'),
  air('TG', 'Thai Airways Cargo'),
];

export const genericCarriers: readonly GenericCarrier[] = [
  { code: 'VARIOUS', name: 'Various carriers', kind: 'generic', i18nKey: 'carriers.various' },
  { code: 'ANY', name: 'Any carrier', kind: 'generic', i18nKey: 'carriers.any' },
];

export const carriers: readonly Carrier[] = [...oceanCarriers, ...consolidators, ...airlines, ...genericCarriers];

const byCode = new Map(carriers.map((carrier) => [carrier.code, carrier]));

export function findCarrier(code: string): Carrier | undefined {
  return byCode.get(code.trim().toUpperCase());
}

export function isGenericCarrierCode(code: string): boolean {
  return findCarrier(code)?.kind === 'generic';
}

/** The name to show for a rate's carrier code; an unknown code is shown as it is (a staff rate sheet may use any). */
export function carrierDisplayName(code: string): string {
  return findCarrier(code)?.name ?? code.trim().toUpperCase();
}
