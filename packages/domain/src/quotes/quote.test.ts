import { describe, expect, it } from 'vitest';
import { isQuoteExpired, quoteTypeCodesForFilter, quoteTypeOfCode, quoteValidUntil, servicesIncludedIn } from './quote';
import { myQuotesQuerySchema } from './quote-contracts';

describe('quote validity (docs/product/quoting.md#validity)', () => {
  it('runs until the last rate can be booked, at most 30 days', () => {
    expect(
      quoteValidUntil(
        [{ expirationDate: '2030-01-20' }, { expirationDate: '2030-01-25' }, { expirationDate: null }],
        '2030-01-14',
      ),
    ).toBe('2030-01-25');
    expect(quoteValidUntil([{ expirationDate: '2030-12-31' }], '2030-01-14')).toBe('2030-02-13');
    expect(quoteValidUntil([], '2030-12-20')).toBe('2031-01-19');
  });

  it('is expired the day after its validity date', () => {
    expect(isQuoteExpired('2030-01-25', '2030-01-25')).toBe(false);
    expect(isQuoteExpired('2030-01-25', '2030-01-26')).toBe(true);
  });
});

describe('quote types and My quotes filters', () => {
  it.each([
    ['IQ', 'instant'],
    ['PIQ', 'partial'],
    ['Manual', 'custom'],
    ['NIQ', 'notInstant'],
  ] as const)('%s is shown as %s', (code, type) => {
    expect(quoteTypeOfCode(code)).toBe(type);
  });

  it('maps each filter to the type codes it keeps', () => {
    expect(quoteTypeCodesForFilter('default')).toBeNull();
    expect(quoteTypeCodesForFilter('instant')).toEqual(['IQ']);
    expect(quoteTypeCodesForFilter('partial-instant')).toEqual(['PIQ']);
    expect(quoteTypeCodesForFilter('custom')).toEqual(['Manual']);
  });

  it('reads the list query with its defaults and refuses unknown values', () => {
    expect(myQuotesQuerySchema.parse({})).toEqual({ quoteType: 'default', saved: true, page: 1, pageSize: 20 });
    expect(myQuotesQuerySchema.parse({ mode: 'AIR', saved: 'false', page: '3' })).toMatchObject({
      mode: 'AIR',
      saved: false,
      page: 3,
    });
    expect(myQuotesQuerySchema.safeParse({ quoteType: 'cheap' }).success).toBe(false);
    expect(myQuotesQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});

describe('servicesIncludedIn', () => {
  it('adds pickup and delivery for door ends', () => {
    expect(servicesIncludedIn('P2P')).toEqual(['PortOriginCharges', 'Freight', 'PortDestinationCharges']);
    expect(servicesIncludedIn('D2D')).toEqual([
      'Pickup',
      'PortOriginCharges',
      'Freight',
      'PortDestinationCharges',
      'Delivery',
    ]);
  });
});
