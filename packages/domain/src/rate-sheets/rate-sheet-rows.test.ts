import { describe, expect, it } from 'vitest';
import { rateSheetDefinitions } from './rate-sheet-kinds';
import { rateSheetRowReader, readRateSheetHeader } from './rate-sheet-rows';

const fcl = rateSheetDefinitions.fclRates;
const header = readRateSheetHeader(fcl, [
  'Carrier',
  'SCAC',
  'POL',
  'POD',
  'Equipment',
  'Base Rate',
  'BAF',
  'Currency',
  'Valid From',
  'Valid To',
  'Transit Days',
]);
const readRow = rateSheetRowReader(fcl, header);
const context = (row: number) => ({ id: `fcl-v1-${row}`, effectiveDate: '2030-01-01' });
const line = (changes: Partial<Record<number, string>> = {}) =>
  Object.assign(
    ['Maersk', 'maeu', 'CNSHA', 'USLAX', 'dv40', '1,850.50', '210', 'USD', '', '2030-03-31', '16'],
    changes,
  ) as string[];

describe('reading an FCL sheet row (docs/decisions/079-rate-sheets.md)', () => {
  it('builds the tariff the engine prices from', () => {
    const result = readRow(line(), 2, context(2));
    expect(result).toEqual({
      ok: true,
      tariff: expect.objectContaining({
        id: 'fcl-v1-2',
        carrierName: 'Maersk',
        carrierCode: 'MAEU',
        originLocode: 'CNSHA',
        destinationLocode: 'USLAX',
        containerType: 'DV40',
        freightPerContainerMinor: 185_050,
        sheetSurcharges: [{ code: 'BAF', amountMinor: 21_000 }],
        currency: 'USD',
        validFrom: '2030-01-01',
        validTo: '2030-03-31',
        transitDays: 16,
        departureWeekdays: [0, 1, 2, 3, 4, 5, 6],
        isDirect: true,
      }),
      laneKey: 'MAEU|CNSHA|USLAX|DV40|',
      amountMinor: 185_050,
      currency: 'USD',
    });
  });

  it('names every faulty cell of a row by its column, with the value as written', () => {
    expect(readRow(line({ 2: 'Shanghai', 5: '12.345', 9: '' }), 7, context(7))).toEqual({
      ok: false,
      problems: [
        { row: 7, column: 'pol', reason: 'notACode', value: 'Shanghai' },
        { row: 7, column: 'base_rate', reason: 'notAnAmount', value: '12.345' },
        { row: 7, column: 'valid_to', reason: 'required', value: null },
      ],
    });
  });

  it('checks the row as a whole once its cells are right', () => {
    expect(readRow(line({ 8: '2030-05-01' }), 3, context(3))).toEqual({
      ok: false,
      problems: [{ row: 3, column: 'valid_to', reason: 'validToBeforeValidFrom', value: '2030-03-31' }],
    });
  });
});
