import { describe, expect, it } from 'vitest';
import { bulkColumnsOf } from './bulk-insert';
import { tariffKindNames, tariffKinds } from './tariff-set';

describe('the bulk-import columns, derived from the tables', () => {
  it.each(tariffKindNames)('%s: one column per field of the domain schema', (kind) => {
    const { table, schema } = tariffKinds[kind];
    const fields = bulkColumnsOf(table).map((column) => column.field);
    expect(fields.toSorted()).toEqual(Object.keys(schema.shape).toSorted());
  });

  it('maps the column types the bulk insert sends', () => {
    expect(bulkColumnsOf(tariffKinds.airRates.table)).toEqual(
      expect.arrayContaining([
        { name: 'departure_weekdays', type: 'smallint[]', field: 'departureWeekdays' },
        { name: 'weight_breaks', type: 'jsonb', field: 'weightBreaks' },
        { name: 'valid_to', type: 'date', field: 'validTo' },
      ]),
    );
    expect(bulkColumnsOf(tariffKinds.ltlRates.table)).toContainEqual({
      name: 'from_weight_lb',
      type: 'float8',
      field: 'fromWeightLb',
    });
  });
});
