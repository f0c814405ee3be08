import { describe, expect, it } from 'vitest';
import { rateSchema } from '../rates/rate';
import { rateValidityOf } from '../rates/rate-validity';
import type { CargoSearch } from '../search/cargo-search';
import { priceSearch } from './price-quote';
import { examplePriceSearchOptions as options, exampleFclSearch as search } from './pricing-examples';
import { exampleFclContractRate as dv40, examplePortCharge, exampleSurcharge } from './tariff-examples';
import { emptyPricingCandidates, type PricingCandidates } from './tariff-types';

const candidates: PricingCandidates = {
  ...emptyPricingCandidates,
  fclRates: [dv40, { ...dv40, id: 'fcl-dv20', containerType: 'DV20', freightPerContainerMinor: 120000 }],
  surcharges: [exampleSurcharge],
  portCharges: [
    examplePortCharge,
    {
      ...examplePortCharge,
      id: 'dthc-uslax',
      locode: 'USLAX',
      side: 'destination',
      amountMinor: 25000,
      name: 'Destination terminal handling',
      code: 'DTHC',
    },
  ],
};

describe('FCL pricing (hand-computed)', () => {
  it('Shanghai → Los Angeles, 2 × DV40: 2 × (1,850.00 + BAF 150.00 + THC 120.00 + 250.00) = 4,740.00', () => {
    const { rates, quoteTypeCode, isPartial } = priceSearch(search, candidates, options);
    expect(quoteTypeCode).toBe('IQ');
    expect(isPartial).toBe(false);
    expect(rates).toHaveLength(1);
    const [rate] = rates;
    expect(rate?.total).toEqual({
      total: 474000,
      amount: 474000,
      discounts: 0,
      taxes: 0,
      currency: 'USD',
      sortTotal: 474000,
    });
    expect(rate?.charges.freight).toEqual([
      {
        code: 'OFR',
        name: 'Ocean freight DV40',
        label: { key: 'oceanFreight', containerType: 'DV40' },
        quantity: 2,
        amountMinor: 370000,
        currency: 'USD',
      },
      {
        code: 'BAF',
        name: 'Bunker adjustment DV40',
        label: { key: 'tariffCharge', containerType: 'DV40' },
        quantity: 2,
        amountMinor: 30000,
        currency: 'USD',
      },
    ]);
    expect(rate?.charges.portOrigin).toEqual([
      {
        code: 'THC',
        name: 'Terminal handling DV40',
        label: { key: 'tariffCharge', containerType: 'DV40' },
        quantity: 2,
        amountMinor: 24000,
        currency: 'USD',
      },
    ]);
    expect(rate?.charges.portDestination.map((charge) => charge.amountMinor)).toEqual([50000]);
    expect(rate?.includes).toEqual({
      pickup: false,
      originCharges: true,
      freight: true,
      destinationCharges: true,
      delivery: false,
    });
    expect(rateSchema.safeParse(rate).success).toBe(true);
  });

  it('prices type × quantity, skipping 0: 1 × DV20 at 1,200 + 2 × DV40 at 1,850, BAF 150 each = 5,350.00 + THC', () => {
    const mixed: CargoSearch = {
      ...search,
      cargo: {
        kind: 'containers',
        containers: [
          { containerType: 'DV20', quantity: 1 },
          { containerType: 'DV40', quantity: 2 },
          { containerType: 'DV40HC', quantity: 0 },
        ],
      },
    };
    const [rate] = priceSearch(mixed, { ...candidates, portCharges: [] }, options).rates;
    expect(rate?.charges.freight.map((charge) => [charge.name, charge.amountMinor])).toEqual([
      ['Ocean freight DV20', 120000],
      ['Ocean freight DV40', 370000],
      ['Bunker adjustment DV20', 15000],
      ['Bunker adjustment DV40', 30000],
    ]);
    expect(rate?.total.total).toBe(535000);
    expect(rate?.publicTags).toContain('ORIGIN_PREREQUISITE');
  });

  it('a carrier service lacking one of the requested container types does not quote', () => {
    const onlyDv20 = { ...candidates, fclRates: [{ ...dv40, containerType: 'DV20' as const }] };
    const result = priceSearch(search, onlyDv20, options);
    expect(result.rates).toEqual([]);
    expect(result.quoteTypeCode).toBe('NIQ');
  });

  it('a percentage surcharge takes its percent of the freight: PSS 10 % of 1,850.00 = 185.00 per container', () => {
    const pss = { ...exampleSurcharge, id: 'pss', code: 'PSS', name: 'Peak season', percentOfFreight: 10 };
    const [rate] = priceSearch(search, { ...candidates, surcharges: [pss], portCharges: [] }, options).rates;
    expect(rate?.charges.freight.find((charge) => charge.code === 'PSS')).toMatchObject({
      quantity: 2,
      amountMinor: 37000,
    });
    expect(rate?.total.total).toBe(407000);
  });

  it('surcharges of another carrier or an expired period do not apply', () => {
    const other = { ...exampleSurcharge, id: 'other', carrierCode: 'CMDU' };
    const expired = { ...exampleSurcharge, id: 'old', validFrom: '2029-01-01', validTo: '2029-12-31' };
    const [rate] = priceSearch(search, { ...candidates, surcharges: [other, expired], portCharges: [] }, options).rates;
    expect(rate?.total.total).toBe(370000);
  });
});

describe('validity and schedules', () => {
  it('leaves expired tariffs out and keeps those expiring soon (flagged by the rates module)', () => {
    const expired = { ...dv40, id: 'expired', validTo: '2030-01-13', freightPerContainerMinor: 100 };
    const expiringSoon = { ...dv40, id: 'soon', carrierCode: 'CMDU', validTo: '2030-01-20' };
    const { rates } = priceSearch(search, { ...emptyPricingCandidates, fclRates: [expired, expiringSoon] }, options);
    expect(rates.map((rate) => rate.carrierCode)).toEqual(['CMDU']);
    expect(rates[0]?.expirationDate).toBe('2030-01-20');
    expect(rateValidityOf(rates[0] ?? { expirationDate: null }, options.today)).toBe('expiringSoon');
  });

  it('leaves out tariffs not yet in force when the cargo is ready', () => {
    const future = { ...dv40, validFrom: '2030-02-01' };
    expect(priceSearch(search, { ...emptyPricingCandidates, fclRates: [future] }, options).rates).toEqual([]);
  });

  it('departs on the first sailing weekday on or after the cargo ready date, with the CY cut-off before it', () => {
    // 2030-01-15 is a Tuesday; the service sails on Wednesdays (3) with a 2-day cut-off.
    const [rate] = priceSearch(search, { ...emptyPricingCandidates, fclRates: [dv40] }, options).rates;
    expect(rate?.schedule.departureDate).toBe('2030-01-16');
    expect(rate?.cyCutoff).toBe('2030-01-14');
    expect(rate?.transitTimeDays).toBe(16);
    expect(rate?.freeDaysDestination).toBe(7);
  });
});

describe('internal-only fields', () => {
  const fclOnly = { ...emptyPricingCandidates, fclRates: [dv40] };

  it('are hidden from customers: no contract, provider, supplier, vessel or voyage', () => {
    const [rate] = priceSearch(search, fclOnly, options).rates;
    expect(rate?.internal).toBeNull();
    expect(rate?.vessel).toBeNull();
    expect(rate?.voyage).toBeNull();
    expect(JSON.stringify(rate)).not.toContain('CN-2030-001');
  });

  it('are shown to internal users', () => {
    const [rate] = priceSearch(search, fclOnly, { ...options, isInternalUser: true }).rates;
    expect(rate?.internal).toEqual({
      contractNumber: 'CN-2030-001',
      contractUploadReference: 'upload-42',
      rateProvider: 'demo-tariffs',
      supplier: 'Maersk Line',
      drayageProviders: [],
      // The tariff row it came from: staff open it in rate management (ADR 081).
      tariffKind: 'fclRates',
      tariffId: dv40.id,
      customisation: null,
    });
    expect(rate?.vessel).toBe('Maersk Example');
  });
});

describe('household moves by container', () => {
  it.each([
    ['1BHK', 'DV20'],
    ['2BHK', 'DV20'],
    ['3BHK', 'DV40'],
    ['4BHK', 'DV40HC'],
  ] as const)('an apartment %s ships in one %s', (apartmentType, containerType) => {
    const move: CargoSearch = { ...search, commodity: 'householdGoods', cargo: { kind: 'apartment', apartmentType } };
    const fclRates = (['DV20', 'DV40', 'DV40HC'] as const).map((type) => ({ ...dv40, id: type, containerType: type }));
    const [rate] = priceSearch(move, { ...emptyPricingCandidates, fclRates }, options).rates;
    expect(rate?.charges.freight).toEqual([
      expect.objectContaining({ name: `Ocean freight ${containerType}`, quantity: 1 }),
    ]);
  });
});
