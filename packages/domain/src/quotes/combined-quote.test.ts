import { describe, expect, it } from 'vitest';
import type { Cargo } from '../cargo/cargo-items';
import { containersForLooseCargo, parseCombinedQuoteLocation } from './combined-quote';

const total = (volume: number, weight: number): Cargo => ({
  kind: 'totalVolume',
  total: { volume, volumeUnit: 'M3', weight, weightUnit: 'Kg' },
});

describe('containers for a loose cargo', () => {
  it.each([
    [10, 2000, [{ containerType: 'DV20', quantity: 1 }]],
    [28, 2000, [{ containerType: 'DV20', quantity: 1 }]],
    [30, 2000, [{ containerType: 'DV40', quantity: 1 }]],
    [10, 26_000, [{ containerType: 'DV40', quantity: 1 }]],
    [60, 2000, [{ containerType: 'DV40HC', quantity: 1 }]],
    [140, 2000, [{ containerType: 'DV40HC', quantity: 3 }]],
    [10, 60_000, [{ containerType: 'DV40HC', quantity: 3 }]],
  ] as const)('%s m³, %s kg', (volume, weight, expected) => {
    expect(containersForLooseCargo(total(volume, weight))).toEqual(expected);
  });

  it('containers and boxes are not loose cargo', () => {
    expect(containersForLooseCargo({ kind: 'containers', containers: [{ containerType: 'DV20', quantity: 1 }] })).toBe(
      null,
    );
  });
});

describe('combined-quote address', () => {
  const ends = 'CNSHA/PORT/Shanghai/CN/USLAX/PORT/Los%20Angeles/US';
  const query = 'cargoReadyDate=2030-01-10&type=manual&w=800&wu=Kg&v=3&vu=M3';

  it('decodes the LCL search and an FCL search with the containers the cargo needs', () => {
    const decoded = parseCombinedQuoteLocation(`/es/combined-quotes/fcl-lcl/${ends}`, query, { today: '2030-01-01' });
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.searches.lcl).toMatchObject({ shipmentType: 'LCL', cargoReadyDate: '2030-01-10' });
    expect(decoded.searches.fcl).toMatchObject({
      shipmentType: 'FCL',
      origin: { code: 'CNSHA', city: 'Shanghai' },
      cargo: { kind: 'containers', containers: [{ containerType: 'DV20', quantity: 1 }] },
    });
  });

  it.each([
    [`/combined-quotes/air-ocean/${ends}`, query, 'unknownCombinedItemType'],
    [`/combined-quotes/fcl-lcl/${ends}`, 'cargoReadyDate=2030-01-10&type=manual&dv20=1', 'cargoNotLoose'],
    ['/combined-quotes/fcl-lcl/CNSHA', query, 'notASearchResultsPath'],
    [`/quotes/LCL/${ends}`, query, 'notASearchResultsPath'],
  ])('%s?%s fails: %s', (pathname, search, reason) => {
    expect(parseCombinedQuoteLocation(pathname, search, { today: '2030-01-01' })).toEqual({ ok: false, reason });
  });
});
