// The building blocks the rate sheet definitions share: cell rules, the columns every main-leg sheet has (validity,
// currency, the commercial terms, an ocean lane) and the fields they fill in a tariff.
import { rateTypes } from '../rates/rate-rules';
import { currencies } from '../shipping/shipment-type';
import type { CellType } from './rate-sheet-cells';
import type { BuiltTariff, RateSheetColumn, RateSheetRowContext, RateSheetValues } from './rate-sheet-definition';

export const locode = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const iataAirport = /^[A-Z]{3}$/;
export const scac = /^[A-Z]{2,4}$/;
export const airline = /^[A-Z0-9]{2,3}$/;
export const country = /^[A-Z]{2}$/;
export const terminal = /^(?:[A-Z]{2}[A-Z2-9]{3}|[A-Z]{3})$/;
export const chargeCode = /^[A-Z0-9]{2,10}$/;

export const text = (maxLength = 200): CellType => ({ type: 'text', maxLength });
export const money: CellType = { type: 'money' };
export const date: CellType = { type: 'date' };
export const wholeNumber: CellType = { type: 'integer', min: 0 };
export const distance: CellType = { type: 'decimal', min: 0 };
export const yesNo: CellType = { type: 'boolean' };
export const enumOf = (values: readonly string[]): CellType => ({ type: 'enum', values });

export const column = (name: string, cell: CellType, required: boolean, example: string, aliases?: readonly string[]) =>
  ({ name, cell, required, example, ...(aliases ? { aliases } : {}) }) satisfies RateSheetColumn;

export const validityColumns = [
  column('valid_from', date, false, '2030-01-01', ['validity_from', 'effective_from', 'from']),
  column('valid_to', date, true, '2030-03-31', ['validity_to', 'expiry', 'expiration', 'to']),
];
export const currencyColumn = column('currency', enumOf(currencies), true, 'USD', ['ccy', 'curr']);
export const remarksColumn = column('remarks', text(500), false, '', ['remark', 'notes', 'comments']);

/** Values of one row, typed by the caller's knowledge of the column. */
export const textOf = (values: RateSheetValues, name: string) => (values[name] ?? null) as string | null;
export const numberOf = (values: RateSheetValues, name: string) => (values[name] ?? null) as number | null;
export const booleanOf = (values: RateSheetValues, name: string) => (values[name] ?? false) as boolean;
export const listOf = <T>(values: RateSheetValues, name: string) => (values[name] ?? []) as T[];

export const allWeekdays = [0, 1, 2, 3, 4, 5, 6];

export function validityOf(values: RateSheetValues, context: RateSheetRowContext) {
  const validFrom = textOf(values, 'valid_from') ?? context.effectiveDate;
  const validTo = textOf(values, 'valid_to') as string;
  return { validFrom, validTo };
}

/** Cross-column rules every kind shares; the first failing one is reported. */
export function checkValidity(tariff: { validFrom: string; validTo: string }): BuiltTariff | undefined {
  if (tariff.validTo < tariff.validFrom) return { ok: false, column: 'valid_to', reason: 'validToBeforeValidFrom' };
  return undefined;
}

export function checkBand(lower: number, upper: number | null, upperColumn: string): BuiltTariff | undefined {
  if (upper !== null && upper <= lower) return { ok: false, column: upperColumn, reason: 'upperBoundNotAboveLower' };
  return undefined;
}

export const built = (tariff: Record<string, unknown>, ...checks: (BuiltTariff | undefined)[]): BuiltTariff =>
  checks.find((check) => check !== undefined) ?? { ok: true, tariff };

/** The commercial columns of a main-leg sheet (ocean, air, road). */
export const commercialColumns = [
  column('contract', text(80), false, 'CNT-2030-017', ['contract_number', 'contract_no']),
  column('transit_days', wholeNumber, true, '16', ['transit_time', 'tt', 'transit']),
  column('departure_days', { type: 'weekdays' }, false, 'WED', ['sailing_days', 'departure_day', 'etd_day']),
  column('rate_type', enumOf(rateTypes), false, 'Private'),
  column('spot', yesNo, false, 'no'),
  column('supplier', text(120), false, ''),
  column('rate_provider', text(120), false, ''),
];

export function commercialFieldsOf(values: RateSheetValues, context: RateSheetRowContext, carrierName: string | null) {
  return {
    id: context.id,
    currency: textOf(values, 'currency'),
    carrierName,
    transitDays: numberOf(values, 'transit_days'),
    departureWeekdays: values['departure_days'] ?? allWeekdays,
    rateType: textOf(values, 'rate_type') ?? 'Private',
    isSpot: booleanOf(values, 'spot'),
    isPromoted: false,
    isExclusiveContract: false,
    contractNumber: textOf(values, 'contract'),
    contractUploadReference: null,
    rateProvider: textOf(values, 'rate_provider'),
    supplier: textOf(values, 'supplier'),
    ...validityOf(values, context),
  };
}

export const commercialFieldColumns = {
  currency: 'currency',
  carrierName: 'carrier',
  transitDays: 'transit_days',
  departureWeekdays: 'departure_days',
  rateType: 'rate_type',
  contractNumber: 'contract',
  validFrom: 'valid_from',
  validTo: 'valid_to',
};

export const oceanColumns = (basePriceColumns: readonly RateSheetColumn[]) => [
  column('carrier', text(120), false, 'Maersk', ['carrier_name', 'line', 'shipping_line']),
  column('scac', { type: 'code', pattern: scac }, true, 'MAEU', ['carrier_code', 'scac_code']),
  column('pol', { type: 'code', pattern: locode }, true, 'CNSHA', ['origin', 'port_of_loading', 'origin_port']),
  column('pod', { type: 'code', pattern: locode }, true, 'USLAX', [
    'destination',
    'port_of_discharge',
    'destination_port',
  ]),
  column('via', { type: 'codeList', pattern: locode }, false, '', ['transhipment', 'transshipment', 'routing']),
  ...basePriceColumns,
  currencyColumn,
  ...validityColumns,
  ...commercialColumns,
  column('free_days_origin', wholeNumber, false, '5'),
  column('free_days_destination', wholeNumber, false, '7'),
  column('vessel', text(120), false, ''),
  column('voyage', text(40), false, ''),
  remarksColumn,
];

// The shared fields are spread LAST in every tariff literal: Node 20's V8 builds `{ ...shared, more }` some 50 times
// slower than `{ more, ...shared }` (~20 µs a row of a million-row sheet, docs/decisions/086-rate-sheets-at-scale.md).
export function oceanFieldsOf(values: RateSheetValues, context: RateSheetRowContext) {
  const via = listOf<string>(values, 'via');
  return {
    carrierCode: textOf(values, 'scac'),
    originLocode: textOf(values, 'pol'),
    destinationLocode: textOf(values, 'pod'),
    transhipmentLocodes: via,
    isDirect: via.length === 0,
    freeDaysOrigin: numberOf(values, 'free_days_origin'),
    freeDaysDestination: numberOf(values, 'free_days_destination'),
    cyCutoffDaysBeforeDeparture: null,
    vessel: textOf(values, 'vessel'),
    voyage: textOf(values, 'voyage'),
    serviceRotation: null,
    ...commercialFieldsOf(values, context, textOf(values, 'carrier')),
  };
}

export const oceanFieldColumns = {
  ...commercialFieldColumns,
  carrierCode: 'scac',
  originLocode: 'pol',
  destinationLocode: 'pod',
  transhipmentLocodes: 'via',
};
