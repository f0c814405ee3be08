import { describe, expect, it } from 'vitest';
import type { Rate } from './rate';
import { exampleRate } from './rate-example';
import { rateExclusionsOf, type RateExclusionsContext } from './rate-exclusions';

const rate = (change: Partial<Rate> = {}): Rate => ({ ...exampleRate, ...change });

describe('rate exclusions: what the total does not include', () => {
  const portToPort: RateExclusionsContext = { requestedRouteKind: 'P2P', unpricedServices: [] };
  const kinds = (candidate: Rate, exclusionContext: RateExclusionsContext) =>
    rateExclusionsOf(candidate, exclusionContext).map((exclusion) => exclusion.kind);

  it.each([
    [
      'FCL port to port, terminals included',
      rate(),
      portToPort,
      ['dutiesAndTaxes', 'demurrageAndDetention', 'insurance'],
    ],
    [
      'FCL door to door without pickup, delivery or destination charges',
      rate({ includes: { ...exampleRate.includes, destinationCharges: false } }),
      { requestedRouteKind: 'D2D', unpricedServices: [] },
      ['pickup', 'destinationCharges', 'delivery', 'dutiesAndTaxes', 'demurrageAndDetention', 'insurance'],
    ],
    [
      'LCL: storage, not demurrage',
      rate({ shipmentType: 'LCL' }),
      portToPort,
      ['dutiesAndTaxes', 'storage', 'insurance'],
    ],
    [
      'LTL door to door: no terminal charges, no storage',
      rate({ shipmentType: 'LTL', includes: { ...exampleRate.includes, pickup: true, delivery: true } }),
      { requestedRouteKind: 'D2D', unpricedServices: [] },
      ['dutiesAndTaxes', 'insurance'],
    ],
    [
      'an unpriced insurance is listed once, as unpriced',
      rate(),
      { requestedRouteKind: 'P2P', unpricedServices: ['insurance'] },
      ['unpricedService', 'dutiesAndTaxes', 'demurrageAndDetention'],
    ],
  ] as const)('%s', (_name, candidate, exclusionContext, expected) => {
    expect(kinds(candidate, exclusionContext)).toEqual(expected);
  });

  it('demurrage names the free days at both ends', () => {
    const exclusions = rateExclusionsOf(rate({ freeDaysOrigin: 4, freeDaysDestination: null }), portToPort);
    expect(exclusions).toContainEqual({ kind: 'demurrageAndDetention', freeDaysOrigin: 4, freeDaysDestination: null });
  });

  it('a priced insurance line is not listed as excluded', () => {
    const insured = rate({
      charges: {
        ...exampleRate.charges,
        additional: [{ code: 'insurance', name: 'Insurance', quantity: 1, amountMinor: 900, currency: 'USD' }],
      },
    });
    expect(kinds(insured, portToPort)).not.toContain('insurance');
  });
});
