import { describe, expect, it } from 'vitest';
import { generateDemoTariffs } from './demo/demo-tariffs';
import { parseRateSheet } from './rate-sheet';

const generationDate = '2026-03-16';

describe('parseRateSheet', () => {
  it('accepts a sheet of domain-shaped tariffs, missing kinds importing as empty', () => {
    const fclRates = [...generateDemoTariffs({ generationDate, portLocodes: ['CNSHA', 'USLAX'] }).fclRates];
    const set = parseRateSheet(JSON.parse(JSON.stringify({ fclRates })));
    expect([...set.fclRates]).toEqual(fclRates);
    expect([...set.airRates]).toEqual([]);
  });

  it('rejects a sheet with an invalid row, naming the row and field', () => {
    const [rate] = [...generateDemoTariffs({ generationDate, portLocodes: ['CNSHA', 'USLAX'] }).fclRates];
    expect(() => parseRateSheet({ fclRates: [rate, { ...rate, validTo: '2026-02-30' }] })).toThrow(
      /fclRates\.1\.validTo/,
    );
    expect(() => parseRateSheet({ fclRates: [{ ...rate, containerType: 'DV99' }] })).toThrow(
      /fclRates\.0\.containerType/,
    );
  });
});
