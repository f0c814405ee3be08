// The air rate sheet: a lane per airline with the usual IATA weight breaks.
import { airRateSchema } from '../pricing/tariff-types';
import type { RateSheetDefinition } from './rate-sheet-definition';
import {
  airline,
  booleanOf,
  built,
  checkValidity,
  column,
  commercialColumns,
  commercialFieldColumns,
  commercialFieldsOf,
  currencyColumn,
  iataAirport,
  listOf,
  money,
  numberOf,
  remarksColumn,
  text,
  textOf,
  validityColumns,
  yesNo,
} from './rate-sheet-columns';

const airWeightBreakColumns = [
  { name: 'rate_normal', fromKg: 0 },
  { name: 'rate_45', fromKg: 45 },
  { name: 'rate_100', fromKg: 100 },
  { name: 'rate_300', fromKg: 300 },
  { name: 'rate_500', fromKg: 500 },
  { name: 'rate_1000', fromKg: 1000 },
] as const;

export const airRateSheet: RateSheetDefinition = {
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
