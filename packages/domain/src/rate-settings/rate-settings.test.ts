import { describe, expect, it } from 'vitest';
import { changedAuditFields } from '../audit/audit-contracts';
import { carrierCreateBodySchema, exchangeRateCreateBodySchema } from './rate-settings-contracts';
import { decimalAmountToMinor, exchangeRateDateProblem, minorToDecimalAmount } from './rate-settings';

describe('exchange rate rules', () => {
  it.each([
    ['2026-11-28', null],
    ['2026-12-05', null],
    ['2026-12-06', 'asOfDateTooFarAhead'],
    ['1999-12-31', 'asOfDateTooEarly'],
    ['2026-02-30', 'dateFormat'],
  ])('a rate dated %s on 2026-11-28: %s', (day, problem) => {
    expect(exchangeRateDateProblem(day, '2026-11-28')).toBe(problem);
  });

  it('takes a positive rate of at most 6 decimals, a comma read as the point, two different currencies', () => {
    const body = { baseCurrency: 'EUR', quoteCurrency: 'USD', asOfDate: '2026-11-28' };
    expect(exchangeRateCreateBodySchema.parse({ ...body, rate: ' 1,085 ' }).rate).toBe('1.085');
    for (const rate of ['0', '-1', '1.0000001', 'abc', '12345678'])
      expect(exchangeRateCreateBodySchema.safeParse({ ...body, rate }).success).toBe(false);
    const same = exchangeRateCreateBodySchema.safeParse({ ...body, quoteCurrency: 'EUR', rate: '1' });
    expect(same.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['quoteCurrency', 'rateSettings.validation.sameCurrency'],
    ]);
  });
});

describe('carriers', () => {
  it('upper-cases the code, orders the modes and turns an empty logo into none', () => {
    expect(
      carrierCreateBodySchema.parse({ code: 'maeu', name: 'Maersk', modes: ['LCL', 'FCL'], logoUrl: ' ' }),
    ).toEqual({
      code: 'MAEU',
      name: 'Maersk',
      modes: ['FCL', 'LCL'],
      logoUrl: null,
      active: true,
    });
  });
});

describe('amounts typed in a form', () => {
  it.each([
    ['120.5', 12050],
    ['120,50', 12050],
    ['0', 0],
    ['1.234', null],
    ['-3', null],
    ['1 000', null],
  ])('%s → %s minor units', (text, minor) => {
    expect(decimalAmountToMinor(text)).toBe(minor);
  });

  it('shows minor units back with two decimals', () => {
    expect(minorToDecimalAmount(12005)).toBe('120.05');
  });
});

describe('audit entries', () => {
  it('names the fields that changed, whatever their order', () => {
    expect(changedAuditFields({ a: 1, b: [1, 2], c: 'x' }, { c: 'x', b: [1, 2, 3], a: 1 })).toEqual(['b']);
    expect(changedAuditFields(null, { a: 1 })).toEqual(['a']);
  });
});
