import { describe, expect, it } from 'vitest';
import { exampleAirSearch, exampleFclSearch, examplePlaces } from '../pricing/pricing-examples';
import type { CargoSearch } from '../search/cargo-search';
import type { QuoteAdmissionContext } from './quote-admission';
import { quoteFormFindings, quoteFormTotals } from './quote-form-findings';

const guest: QuoteAdmissionContext = {
  today: '2030-01-01',
  commodityRequired: true,
  customerType: null,
  quoteCategory: 'commercial',
};

describe('quoteFormFindings (docs/product/quoting.md#quote-admission)', () => {
  it('lets a sound search go', () => {
    expect(quoteFormFindings(exampleFclSearch, guest)).toMatchObject({ reasons: [], limits: [], canSend: true });
  });

  it('names every problem at once: an airport on an FCL quote, a past date, too many containers', () => {
    const search: CargoSearch = {
      ...exampleFclSearch,
      destination: examplePlaces.losAngelesAirport,
      cargoReadyDate: '2029-12-31',
      cargo: { kind: 'containers', containers: [{ containerType: 'DV20', quantity: 11 }] },
    };
    const findings = quoteFormFindings(search, guest);
    expect(findings.reasons).toEqual([
      'destinationNotServedByShipmentType',
      'invalidShippingRoute',
      'cargoReadyDateInPast',
    ]);
    expect(findings.limits.map((limit) => limit.limit)).toEqual(['fclMaxContainerCount']);
    expect(findings.canSend).toBe(false);
  });

  it('refuses an air cargo over the volume cap before it is sent (ADR 055)', () => {
    const search: CargoSearch = {
      ...exampleAirSearch,
      cargo: { kind: 'totalVolume', total: { weight: 2000, weightUnit: 'Kg', volume: 25, volumeUnit: 'M3' } },
    };
    const findings = quoteFormFindings(search, guest);
    expect(findings.limits.map((limit) => limit.limit)).toEqual(['airMaxVolume']);
    expect(findings.canSend).toBe(false);
  });

  it.each([
    ['regularCargo', 'accepted', null, null, true],
    ['hazardousMaterial', 'restricted', null, null, true],
    ['householdGoods', 'notAccepted', 'householdGoods', 'commercialAccountPersonalGoods', false],
    ['liveAnimals', 'notAccepted', 'regularOrTempControlled', null, false],
  ] as const)('a business guest choosing %s: %s', (commodity, acceptance, notice, profileConflict, canSend) => {
    const findings = quoteFormFindings({ ...exampleFclSearch, commodity }, guest);
    expect(findings.commodity).toEqual({ commodity, acceptance, notice, profileConflict });
    expect(findings.canSend).toBe(canSend);
  });

  it('assumes the default commodity when the form does not ask for one', () => {
    const findings = quoteFormFindings(
      { ...exampleFclSearch, commodity: null },
      { ...guest, commodityRequired: false, quoteCategory: 'relocation' },
    );
    expect(findings.commodity?.commodity).toBe('householdGoods');
    expect(findings.canSend).toBe(true);
  });

  it('measures no limit on a half-typed cargo (no home size chosen yet)', () => {
    const search = { ...exampleFclSearch, cargo: { kind: 'apartment', apartmentType: '' } } as unknown as CargoSearch;
    expect(quoteFormFindings(search, guest)).toMatchObject({ limits: [], canSend: false });
  });

  it('flags a category that does not suit the signed-in customer', () => {
    const findings = quoteFormFindings(exampleFclSearch, { ...guest, customerType: 'B2C' });
    expect(findings.profileMismatch).toBe(true);
    expect(findings.canSend).toBe(false);
  });
});

describe('quoteFormTotals (docs/product/quoting.md#units-and-conversions)', () => {
  it('adds the density to the totals', () => {
    const totals = quoteFormTotals(
      { kind: 'totalVolume', total: { weight: 100, weightUnit: 'Kg', volume: 2, volumeUnit: 'M3' } },
      'AIR',
    );
    expect(totals).toMatchObject({ totalWeightKg: 100, totalVolumeM3: 2, densityKgPerM3: 50 });
    expect(totals.chargeableWeightKg).toBeCloseTo(333.33, 2);
  });

  it('has no density for containers', () => {
    expect(quoteFormTotals({ kind: 'containers', containers: [] }, 'FCL').densityKgPerM3).toBeNull();
  });
});
