// The rate sheets staff upload, one definition per tariff kind (docs/decisions/079-rate-sheets.md): its columns
// (the template's header, the reader's mapping and each cell's rule come from this list alone) and how a read row
// becomes the rate engine's tariff (packages/domain/src/pricing/tariff-types.ts).
import type { z } from 'zod';
import { rateTypes } from '../rates/rate-rules';
import { freightClasses } from '../search/cargo-search';
import { containerTypes, currencies } from '../shipping/shipment-type';
import {
  additionalServiceCodes,
  additionalServicePriceSchema,
  additionalServicePricingRules,
  airRateSchema,
  chargeBases,
  fclContractRateSchema,
  lclRateSchema,
  ltlRateSchema,
  parcelRateSchema,
  portChargeSchema,
  portChargeSides,
  tariffModes,
  truckingRateSchema,
  truckingSides,
} from '../pricing/tariff-types';
import type { CellType, CellValue, RateSheetReason } from './rate-sheet-cells';

/** The tariff kinds a rate sheet holds (the tariff tables' names, ADR 035); exchange rates are edited, not uploaded. */
export const rateSheetKinds = [
  'fclRates',
  'lclRates',
  'airRates',
  'ltlRates',
  'parcelRates',
  'truckingRates',
  'portCharges',
  'additionalServicePrices',
] as const;
export type RateSheetKind = (typeof rateSheetKinds)[number];

export interface RateSheetColumn {
  /** The header as the template writes it (snake_case, as trade sheets are exported). */
  name: string;
  /** Other headers read as this column ("POL", "Port of Loading"). */
  aliases?: readonly string[];
  cell: CellType;
  required: boolean;
  /** The template's example row. */
  example: string;
}

/** A row read and typed by its columns: column name → value (null when blank). */
export type RateSheetValues = Readonly<Record<string, CellValue>>;

export interface RateSheetRowContext {
  /** The tariff's id (the version's prefix and the row number: stable when a version is restored). */
  id: string;
  /** The version's effective date: a row's valid-from when the sheet leaves it blank. */
  effectiveDate: string;
}

export type BuiltTariff =
  { ok: true; tariff: Record<string, unknown> } | { ok: false; column: string; reason: RateSheetReason };

export interface RateSheetDefinition {
  kind: RateSheetKind;
  columns: readonly RateSheetColumn[];
  /** The domain schema every built tariff is checked against last. */
  schema: z.ZodType;
  /** The column a schema field comes from (to name the column when the schema refuses a field). */
  columnOfField: Readonly<Record<string, string>>;
  build(values: RateSheetValues, context: RateSheetRowContext): BuiltTariff;
  /** What a diff compares: the same lane in two versions (carrier, ports, container type, contract …). */
  laneKeyOf(tariff: Record<string, unknown>): string;
  /** The lane's headline price (minor units of `currency`): the base rate, the first weight break … */
  amountOf(tariff: Record<string, unknown>): number;
}

const locode = /^[A-Z]{2}[A-Z2-9]{3}$/;
const iataAirport = /^[A-Z]{3}$/;
const scac = /^[A-Z]{2,4}$/;
const airline = /^[A-Z0-9]{2,3}$/;
const country = /^[A-Z]{2}$/;
const terminal = /^(?:[A-Z]{2}[A-Z2-9]{3}|[A-Z]{3})$/;
const chargeCode = /^[A-Z0-9]{2,10}$/;

const text = (maxLength = 200): CellType => ({ type: 'text', maxLength });
const money: CellType = { type: 'money' };
const date: CellType = { type: 'date' };
const wholeNumber: CellType = { type: 'integer', min: 0 };
const distance: CellType = { type: 'decimal', min: 0 };
const yesNo: CellType = { type: 'boolean' };
const enumOf = (values: readonly string[]): CellType => ({ type: 'enum', values });

const column = (name: string, cell: CellType, required: boolean, example: string, aliases?: readonly string[]) =>
  ({ name, cell, required, example, ...(aliases ? { aliases } : {}) }) satisfies RateSheetColumn;

const validityColumns = [
  column('valid_from', date, false, '2030-01-01', ['validity_from', 'effective_from', 'from']),
  column('valid_to', date, true, '2030-03-31', ['validity_to', 'expiry', 'expiration', 'to']),
];
const currencyColumn = column('currency', enumOf(currencies), true, 'USD', ['ccy', 'curr']);
const remarksColumn = column('remarks', text(500), false, '', ['remark', 'notes', 'comments']);

/** Values of one row, typed by the caller's knowledge of the column. */
const textOf = (values: RateSheetValues, name: string) => (values[name] ?? null) as string | null;
const numberOf = (values: RateSheetValues, name: string) => (values[name] ?? null) as number | null;
const booleanOf = (values: RateSheetValues, name: string) => (values[name] ?? false) as boolean;
const listOf = <T>(values: RateSheetValues, name: string) => (values[name] ?? []) as T[];

const allWeekdays = [0, 1, 2, 3, 4, 5, 6];

function validityOf(values: RateSheetValues, context: RateSheetRowContext) {
  const validFrom = textOf(values, 'valid_from') ?? context.effectiveDate;
  const validTo = textOf(values, 'valid_to') as string;
  return { validFrom, validTo };
}

/** Cross-column rules every kind shares; the first failing one is reported. */
function checkValidity(tariff: { validFrom: string; validTo: string }): BuiltTariff | undefined {
  if (tariff.validTo < tariff.validFrom) return { ok: false, column: 'valid_to', reason: 'validToBeforeValidFrom' };
  return undefined;
}

function checkBand(lower: number, upper: number | null, upperColumn: string): BuiltTariff | undefined {
  if (upper !== null && upper <= lower) return { ok: false, column: upperColumn, reason: 'upperBoundNotAboveLower' };
  return undefined;
}

const built = (tariff: Record<string, unknown>, ...checks: (BuiltTariff | undefined)[]): BuiltTariff =>
  checks.find((check) => check !== undefined) ?? { ok: true, tariff };

/** The commercial columns of a main-leg sheet (ocean, air, road). */
const commercialColumns = [
  column('contract', text(80), false, 'CNT-2030-017', ['contract_number', 'contract_no']),
  column('transit_days', wholeNumber, true, '16', ['transit_time', 'tt', 'transit']),
  column('departure_days', { type: 'weekdays' }, false, 'WED', ['sailing_days', 'departure_day', 'etd_day']),
  column('rate_type', enumOf(rateTypes), false, 'Private'),
  column('spot', yesNo, false, 'no'),
  column('supplier', text(120), false, ''),
  column('rate_provider', text(120), false, ''),
];

function commercialFieldsOf(values: RateSheetValues, context: RateSheetRowContext, carrierName: string | null) {
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

const commercialFieldColumns = {
  currency: 'currency',
  carrierName: 'carrier',
  transitDays: 'transit_days',
  departureWeekdays: 'departure_days',
  rateType: 'rate_type',
  contractNumber: 'contract',
  validFrom: 'valid_from',
  validTo: 'valid_to',
};

const oceanColumns = (basePriceColumns: readonly RateSheetColumn[]) => [
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
function oceanFieldsOf(values: RateSheetValues, context: RateSheetRowContext) {
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

const oceanFieldColumns = {
  ...commercialFieldColumns,
  carrierCode: 'scac',
  originLocode: 'pol',
  destinationLocode: 'pod',
  transhipmentLocodes: 'via',
};

/** The per-container surcharges an FCL sheet carries beside the base rate (the trade's usual three). */
export const fclSheetSurchargeCodes = ['BAF', 'THC', 'GRI'] as const;

const fcl: RateSheetDefinition = {
  kind: 'fclRates',
  columns: oceanColumns([
    column('container_type', enumOf(containerTypes), true, 'DV40', ['equipment', 'container', 'eqp', 'cntr_type']),
    column('base_rate', money, true, '1850.00', ['rate', 'ocean_freight', 'of', 'base', 'freight']),
    column('baf', money, false, '210.00', ['bunker']),
    column('thc', money, false, '', ['terminal_handling']),
    column('gri', money, false, '', ['general_rate_increase']),
  ]),
  schema: fclContractRateSchema,
  columnOfField: {
    ...oceanFieldColumns,
    containerType: 'container_type',
    freightPerContainerMinor: 'base_rate',
    sheetSurcharges: 'baf',
  },
  build(values, context) {
    const sheetSurcharges = fclSheetSurchargeCodes.flatMap((code) => {
      const amountMinor = numberOf(values, code.toLowerCase());
      return amountMinor === null || amountMinor === 0 ? [] : [{ code, amountMinor }];
    });
    const tariff = {
      containerType: textOf(values, 'container_type'),
      freightPerContainerMinor: numberOf(values, 'base_rate'),
      sheetSurcharges,
      ...oceanFieldsOf(values, context),
    };
    return built(tariff, checkValidity(tariff));
  },
  laneKeyOf: (t) =>
    `${t.carrierCode}|${t.originLocode}|${t.destinationLocode}|${t.containerType}|${t.contractNumber ?? ''}`,
  amountOf: (t) => t.freightPerContainerMinor as number,
};

const lcl: RateSheetDefinition = {
  kind: 'lclRates',
  columns: oceanColumns([
    column('rate_per_wm', money, true, '45.00', ['per_wm', 'wm_rate', 'rate', 'base_rate']),
    column('minimum', money, true, '90.00', ['min', 'minimum_charge']),
  ]),
  schema: lclRateSchema,
  columnOfField: { ...oceanFieldColumns, perWeightOrMeasureMinor: 'rate_per_wm', minimumChargeMinor: 'minimum' },
  build(values, context) {
    const tariff = {
      perWeightOrMeasureMinor: numberOf(values, 'rate_per_wm'),
      minimumChargeMinor: numberOf(values, 'minimum'),
      ...oceanFieldsOf(values, context),
    };
    return built(tariff, checkValidity(tariff));
  },
  laneKeyOf: (t) => `${t.carrierCode}|${t.originLocode}|${t.destinationLocode}|${t.contractNumber ?? ''}`,
  amountOf: (t) => t.perWeightOrMeasureMinor as number,
};

/** The usual IATA weight-break columns of an air sheet: normal (under 45 kg), +45, +100, +300, +500, +1000. */
export const airWeightBreakColumns = [
  { name: 'rate_normal', fromKg: 0 },
  { name: 'rate_45', fromKg: 45 },
  { name: 'rate_100', fromKg: 100 },
  { name: 'rate_300', fromKg: 300 },
  { name: 'rate_500', fromKg: 500 },
  { name: 'rate_1000', fromKg: 1000 },
] as const;

const air: RateSheetDefinition = {
  kind: 'airRates',
  columns: [
    column('carrier', text(120), false, 'Lufthansa Cargo', ['airline_name', 'carrier_name']),
    column('airline', { type: 'code', pattern: airline }, true, 'LH', ['airline_code', 'iata_airline', 'carrier_code']),
    column('origin', { type: 'code', pattern: iataAirport }, true, 'FRA', ['aod', 'from_airport', 'origin_airport']),
    column('destination', { type: 'code', pattern: iataAirport }, true, 'JFK', ['aoa', 'to_airport']),
    column('via', { type: 'codeList', pattern: iataAirport }, false, ''),
    column('minimum', money, true, '75.00', ['min', 'minimum_charge', 'm']),
    ...airWeightBreakColumns.map((weightBreak, index) =>
      column(weightBreak.name, money, index === 0, ['4.20', '3.60', '3.10', '2.80', '2.60', '2.40'][index] ?? '', [
        index === 0 ? 'n' : `+${weightBreak.fromKg}`,
      ]),
    ),
    currencyColumn,
    ...validityColumns,
    ...commercialColumns,
    column('known_shipper_only', yesNo, false, 'no', ['ks_only']),
    column('express', yesNo, false, 'no'),
    remarksColumn,
  ],
  schema: airRateSchema,
  columnOfField: {
    ...commercialFieldColumns,
    airlineIataCode: 'airline',
    originIataCode: 'origin',
    destinationIataCode: 'destination',
    transhipmentIataCodes: 'via',
    weightBreaks: 'rate_normal',
    minimumChargeMinor: 'minimum',
  },
  build(values, context) {
    const via = listOf<string>(values, 'via');
    const weightBreaks = airWeightBreakColumns.flatMap(({ name, fromKg }) => {
      const perKgMinor = numberOf(values, name);
      return perKgMinor === null ? [] : [{ fromKg, perKgMinor }];
    });
    const tariff = {
      airlineIataCode: textOf(values, 'airline'),
      originIataCode: textOf(values, 'origin'),
      destinationIataCode: textOf(values, 'destination'),
      transhipmentIataCodes: via,
      isDirect: via.length === 0,
      weightBreaks,
      minimumChargeMinor: numberOf(values, 'minimum'),
      knownShipperOnly: booleanOf(values, 'known_shipper_only'),
      isExpress: booleanOf(values, 'express'),
      serviceRotation: null,
      ...commercialFieldsOf(values, context, textOf(values, 'carrier')),
    };
    return built(tariff, checkValidity(tariff));
  },
  laneKeyOf: (t) =>
    `${t.airlineIataCode}|${t.originIataCode}|${t.destinationIataCode}|${t.contractNumber ?? ''}|${t.isExpress}`,
  amountOf: (t) => (t.weightBreaks as { perKgMinor: number }[])[0]?.perKgMinor ?? 0,
};

const ltl: RateSheetDefinition = {
  kind: 'ltlRates',
  columns: [
    column('carrier', text(120), false, 'Old Dominion', ['carrier_name']),
    column('scac', { type: 'code', pattern: scac }, true, 'ODFL', ['carrier_code']),
    column('freight_class', enumOf(freightClasses.map(String)), true, '70', ['class', 'nmfc_class']),
    column('weight_from_lb', distance, true, '500', ['min_weight_lb', 'from_lb']),
    column('weight_to_lb', distance, false, '1000', ['max_weight_lb', 'to_lb']),
    column('distance_from_km', distance, true, '0', ['from_km']),
    column('distance_to_km', distance, false, '800', ['to_km']),
    column('rate_per_cwt', money, true, '38.50', ['per_cwt', 'cwt_rate', 'rate']),
    column('minimum', money, true, '125.00', ['min', 'minimum_charge']),
    currencyColumn,
    ...validityColumns,
    ...commercialColumns,
    remarksColumn,
  ],
  schema: ltlRateSchema,
  columnOfField: {
    ...commercialFieldColumns,
    carrierCode: 'scac',
    freightClass: 'freight_class',
    fromWeightLb: 'weight_from_lb',
    toWeightLb: 'weight_to_lb',
    fromDistanceKm: 'distance_from_km',
    toDistanceKm: 'distance_to_km',
    perHundredweightMinor: 'rate_per_cwt',
    minimumChargeMinor: 'minimum',
  },
  build(values, context) {
    const freightClass = textOf(values, 'freight_class');
    const tariff = {
      carrierCode: textOf(values, 'scac'),
      freightClass: freightClass === 'unknown' || freightClass === null ? freightClass : Number(freightClass),
      fromWeightLb: numberOf(values, 'weight_from_lb'),
      toWeightLb: numberOf(values, 'weight_to_lb'),
      fromDistanceKm: numberOf(values, 'distance_from_km'),
      toDistanceKm: numberOf(values, 'distance_to_km'),
      perHundredweightMinor: numberOf(values, 'rate_per_cwt'),
      minimumChargeMinor: numberOf(values, 'minimum'),
      ...commercialFieldsOf(values, context, textOf(values, 'carrier')),
    };
    return built(
      tariff,
      checkValidity(tariff),
      checkBand(tariff.fromWeightLb ?? 0, tariff.toWeightLb, 'weight_to_lb'),
      checkBand(tariff.fromDistanceKm ?? 0, tariff.toDistanceKm, 'distance_to_km'),
    );
  },
  laneKeyOf: (t) => `${t.carrierCode}|${t.freightClass}|${t.fromWeightLb}|${t.fromDistanceKm}`,
  amountOf: (t) => t.perHundredweightMinor as number,
};

const parcel: RateSheetDefinition = {
  kind: 'parcelRates',
  columns: [
    column('carrier', text(120), false, 'UPS', ['carrier_name']),
    column('carrier_code', { type: 'code', pattern: /^[A-Z0-9]{2,6}$/ }, true, 'UPS', ['scac']),
    column('service', text(80), true, 'Ground', ['service_name', 'product']),
    column('zone', text(20), true, '5'),
    column('weight_from_kg', distance, true, '0', ['from_kg']),
    column('weight_to_kg', distance, false, '5', ['to_kg']),
    column('price', money, true, '18.40', ['rate', 'amount']),
    currencyColumn,
    column('transit_days', wholeNumber, true, '3', ['transit_time', 'tt']),
    column('express', yesNo, false, 'no'),
    ...validityColumns,
    remarksColumn,
  ],
  schema: parcelRateSchema,
  columnOfField: {
    carrierCode: 'carrier_code',
    carrierName: 'carrier',
    serviceName: 'service',
    zone: 'zone',
    fromWeightKg: 'weight_from_kg',
    toWeightKg: 'weight_to_kg',
    priceMinor: 'price',
    currency: 'currency',
    transitDays: 'transit_days',
    validFrom: 'valid_from',
    validTo: 'valid_to',
  },
  build(values, context) {
    const tariff = {
      id: context.id,
      carrierCode: textOf(values, 'carrier_code'),
      carrierName: textOf(values, 'carrier'),
      serviceName: textOf(values, 'service'),
      zone: textOf(values, 'zone'),
      fromWeightKg: numberOf(values, 'weight_from_kg'),
      toWeightKg: numberOf(values, 'weight_to_kg'),
      priceMinor: numberOf(values, 'price'),
      currency: textOf(values, 'currency'),
      transitDays: numberOf(values, 'transit_days'),
      isExpress: booleanOf(values, 'express'),
      ...validityOf(values, context),
    };
    return built(tariff, checkValidity(tariff), checkBand(tariff.fromWeightKg ?? 0, tariff.toWeightKg, 'weight_to_kg'));
  },
  laneKeyOf: (t) => `${t.carrierCode}|${t.serviceName}|${t.zone}|${t.fromWeightKg}`,
  amountOf: (t) => t.priceMinor as number,
};

const trucking: RateSheetDefinition = {
  kind: 'truckingRates',
  columns: [
    column('provider', text(120), true, 'Harbor Drayage LA', ['trucker', 'haulier', 'provider_name']),
    column('side', enumOf(truckingSides), true, 'delivery'),
    column('mode', enumOf(tariffModes), true, 'FCL'),
    column('country', { type: 'code', pattern: country }, true, 'US', ['country_code']),
    column('terminal', { type: 'code', pattern: terminal }, false, 'USLAX', ['port', 'terminal_code']),
    column('distance_from_km', distance, true, '0', ['from_km']),
    column('distance_to_km', distance, false, '100', ['to_km']),
    column('basis', enumOf(chargeBases), true, 'perContainer'),
    column('container_type', enumOf(containerTypes), false, 'DV40', ['equipment']),
    column('amount', money, true, '300.00', ['rate', 'price']),
    column('minimum', money, false, '0', ['min', 'minimum_charge']),
    currencyColumn,
    ...validityColumns,
    remarksColumn,
  ],
  schema: truckingRateSchema,
  columnOfField: {
    providerName: 'provider',
    side: 'side',
    mode: 'mode',
    countryIsoCode: 'country',
    terminalCode: 'terminal',
    fromDistanceKm: 'distance_from_km',
    toDistanceKm: 'distance_to_km',
    basis: 'basis',
    containerType: 'container_type',
    amountMinor: 'amount',
    minimumChargeMinor: 'minimum',
    currency: 'currency',
    validFrom: 'valid_from',
    validTo: 'valid_to',
  },
  build(values, context) {
    const tariff = {
      id: context.id,
      side: textOf(values, 'side'),
      mode: textOf(values, 'mode'),
      terminalCode: textOf(values, 'terminal'),
      countryIsoCode: textOf(values, 'country'),
      fromDistanceKm: numberOf(values, 'distance_from_km'),
      toDistanceKm: numberOf(values, 'distance_to_km'),
      basis: textOf(values, 'basis'),
      containerType: textOf(values, 'container_type'),
      amountMinor: numberOf(values, 'amount'),
      minimumChargeMinor: numberOf(values, 'minimum') ?? 0,
      currency: textOf(values, 'currency'),
      providerName: textOf(values, 'provider'),
      ...validityOf(values, context),
    };
    return built(
      tariff,
      checkValidity(tariff),
      checkBand(tariff.fromDistanceKm ?? 0, tariff.toDistanceKm, 'distance_to_km'),
    );
  },
  laneKeyOf: (t) =>
    [
      t.providerName,
      t.side,
      t.mode,
      t.countryIsoCode,
      t.terminalCode ?? '',
      t.fromDistanceKm,
      t.containerType ?? '',
    ].join('|'),
  amountOf: (t) => t.amountMinor as number,
};

const portChargeDefinition: RateSheetDefinition = {
  kind: 'portCharges',
  columns: [
    column('port', { type: 'code', pattern: terminal }, true, 'CNSHA', ['locode', 'airport', 'terminal']),
    column('side', enumOf(portChargeSides), true, 'origin'),
    column('mode', enumOf(tariffModes), true, 'FCL'),
    column('charge_code', { type: 'code', pattern: chargeCode }, true, 'THC', ['code']),
    column('charge_name', text(120), true, 'Terminal handling', ['name', 'description']),
    column('basis', enumOf(chargeBases), true, 'perContainer'),
    column('container_type', enumOf(containerTypes), false, 'DV40', ['equipment']),
    column('amount', money, true, '120.00', ['rate', 'price']),
    column('minimum', money, false, '0', ['min', 'minimum_charge']),
    currencyColumn,
    ...validityColumns,
    remarksColumn,
  ],
  schema: portChargeSchema,
  columnOfField: {
    locode: 'port',
    side: 'side',
    mode: 'mode',
    code: 'charge_code',
    name: 'charge_name',
    basis: 'basis',
    containerType: 'container_type',
    amountMinor: 'amount',
    minimumChargeMinor: 'minimum',
    currency: 'currency',
    validFrom: 'valid_from',
    validTo: 'valid_to',
  },
  build(values, context) {
    const tariff = {
      id: context.id,
      locode: textOf(values, 'port'),
      side: textOf(values, 'side'),
      mode: textOf(values, 'mode'),
      code: textOf(values, 'charge_code'),
      name: textOf(values, 'charge_name'),
      basis: textOf(values, 'basis'),
      containerType: textOf(values, 'container_type'),
      amountMinor: numberOf(values, 'amount'),
      minimumChargeMinor: numberOf(values, 'minimum') ?? 0,
      currency: textOf(values, 'currency'),
      ...validityOf(values, context),
    };
    return built(tariff, checkValidity(tariff));
  },
  laneKeyOf: (t) => `${t.locode}|${t.side}|${t.mode}|${t.code}|${t.containerType ?? ''}`,
  amountOf: (t) => t.amountMinor as number,
};

const additionalServices: RateSheetDefinition = {
  kind: 'additionalServicePrices',
  columns: [
    column('service', enumOf(additionalServiceCodes), true, 'importCustomsClearance', ['service_code', 'code']),
    column('name', text(120), true, 'Import customs clearance', ['description']),
    column('mode', enumOf(tariffModes), false, 'FCL'),
    column('country', { type: 'code', pattern: country }, false, 'US', ['country_code']),
    column('pricing_rule', enumOf(additionalServicePricingRules), true, 'fixed', ['rule']),
    column('amount', money, true, '95.00', ['price', 'rate']),
    column('percent', { type: 'decimal', min: 0, max: 1000 }, false, '', ['pct']),
    column('minimum', money, false, '0', ['min', 'minimum_charge']),
    currencyColumn,
    ...validityColumns,
    remarksColumn,
  ],
  schema: additionalServicePriceSchema,
  columnOfField: {
    code: 'service',
    name: 'name',
    mode: 'mode',
    countryIsoCode: 'country',
    pricingRule: 'pricing_rule',
    amountMinor: 'amount',
    percent: 'percent',
    minimumChargeMinor: 'minimum',
    currency: 'currency',
    validFrom: 'valid_from',
    validTo: 'valid_to',
  },
  build(values, context) {
    const tariff = {
      id: context.id,
      code: textOf(values, 'service'),
      name: textOf(values, 'name'),
      mode: textOf(values, 'mode'),
      countryIsoCode: textOf(values, 'country'),
      pricingRule: textOf(values, 'pricing_rule'),
      amountMinor: numberOf(values, 'amount'),
      percent: numberOf(values, 'percent'),
      minimumChargeMinor: numberOf(values, 'minimum') ?? 0,
      currency: textOf(values, 'currency'),
      ...validityOf(values, context),
    };
    const needsPercent = tariff.pricingRule === 'percentageWithMinimum' && tariff.percent === null;
    return built(
      tariff,
      checkValidity(tariff),
      needsPercent ? { ok: false, column: 'percent', reason: 'percentOrAmount' } : undefined,
    );
  },
  laneKeyOf: (t) => `${t.code}|${t.mode ?? ''}|${t.countryIsoCode ?? ''}`,
  amountOf: (t) => t.amountMinor as number,
};

/** Every rate sheet definition, by kind. */
export const rateSheetDefinitions: Readonly<Record<RateSheetKind, RateSheetDefinition>> = {
  fclRates: fcl,
  lclRates: lcl,
  airRates: air,
  ltlRates: ltl,
  parcelRates: parcel,
  truckingRates: trucking,
  portCharges: portChargeDefinition,
  additionalServicePrices: additionalServices,
};
