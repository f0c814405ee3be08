import { describe, expect, it } from 'vitest';
import {
  partialRouteKindsFor,
  preferredPartialRouteKind,
  quoteModes,
  quoteTypeCodeOf,
  quoteTypeOfMode,
  showsCustomerViewToggle,
  usesOptimizedQuoteResult,
} from './quote-type';

describe('quoteTypeCodeOf (docs/product/quoting.md#quote-types)', () => {
  it.each([
    [0, 'instant', 'NIQ'],
    [0, 'manual', 'NIQ'],
    [0, 'partialInstant', 'NIQ'],
    [1, 'manual', 'Manual'],
    [3, 'partialInstant', 'PIQ'],
    [1, 'instant', 'IQ'],
    [12, 'shared', 'IQ'],
    [2, 'notInstant', 'IQ'],
  ] as const)('%i rates in %s mode: %s', (rateCount, mode, code) => {
    expect(quoteTypeCodeOf({ rateCount, mode })).toBe(code);
  });
});

describe('quote modes and types (docs/product/quoting.md#quote-types)', () => {
  it.each([
    ['manual', 'custom'],
    ['shared', 'shared'],
    ['instant', 'instant'],
    ['partialInstant', 'partial'],
    ['notInstant', 'notInstant'],
  ] as const)('%s mode is a %s quote', (mode, type) => {
    expect(quoteTypeOfMode(mode)).toBe(type);
  });

  it('has the five modes of the product spec', () => {
    expect(quoteModes).toEqual(['manual', 'shared', 'instant', 'partialInstant', 'notInstant']);
  });
});

describe('partial route preference (docs/product/quoting.md#quote-types: D2D, D2P, P2D, P2P)', () => {
  it.each([
    [['P2P', 'D2P', 'D2D', 'P2D'], 'D2D'],
    [['P2P', 'P2D', 'D2P'], 'D2P'],
    [['P2P', 'P2D'], 'P2D'],
    [['P2P'], 'P2P'],
    [[], null],
  ] as const)('among %j prefers %s', (available, preferred) => {
    expect(preferredPartialRouteKind(available)).toBe(preferred);
  });

  it.each([
    ['D2D', ['D2D', 'D2P', 'P2D', 'P2P']],
    ['D2P', ['D2P', 'P2P']],
    ['P2D', ['P2D', 'P2P']],
    ['P2P', ['P2P']],
  ] as const)('a %s search can be served by %j', (requested, kinds) => {
    expect(partialRouteKindsFor(requested)).toEqual(kinds);
  });
});

describe('customer-view toggle and optimized result (docs/product/quoting.md#filters)', () => {
  it.each([
    [true, true, 'FCL', true],
    [true, true, 'AIR', true],
    [true, true, 'LTL', true],
    [true, true, 'LCL', false],
    [true, false, 'FCL', false],
    [false, true, 'FCL', false],
  ] as const)(
    'internal %s, flag %s, %s: toggle shown %s',
    (isInternalUser, optimizedQuoteResult, shipmentType, shown) => {
      expect(showsCustomerViewToggle({ isInternalUser, optimizedQuoteResult, shipmentType })).toBe(shown);
    },
  );

  it.each([
    ['a customer with the flag', false, true, 'FCL', false, true],
    ['a customer without the flag', false, false, 'FCL', false, false],
    ['a customer on LCL', false, true, 'LCL', false, false],
    ['an internal user (skips it)', true, true, 'FCL', false, false],
    ['an internal user in customer view', true, true, 'AIR', true, true],
    ['an internal user in customer view on LCL', true, true, 'LCL', true, false],
  ] as const)('%s', (_label, isInternalUser, optimizedQuoteResult, shipmentType, customerViewSelected, uses) => {
    expect(usesOptimizedQuoteResult({ isInternalUser, optimizedQuoteResult, shipmentType, customerViewSelected })).toBe(
      uses,
    );
  });
});
