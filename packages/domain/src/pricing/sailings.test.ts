import { describe, expect, it } from 'vitest';
import { priceSearch } from './price-quote';
import { exampleAirSearch, examplePriceSearchOptions as options, exampleFclSearch as search } from './pricing-examples';
import { amountForSailing, sailingsOf, sailingWindowDays } from './sailings';
import { exampleAirRate, exampleFclContractRate, exampleLclRate } from './tariff-examples';
import { emptyPricingCandidates, type ServiceRotation } from './tariff-types';

const rotation: ServiceRotation = {
  vessels: ['MAERSK ESSEN', 'MAERSK EDINBURGH', 'MAERSK ELBA'],
  voyageNumbering: 'isoWeek',
  voyagePrefix: '',
  voyageSuffix: 'E',
  voyageDigits: 3,
  voyageOffset: 0,
  pricePercents: [0, 4, -3],
};
/** Wednesdays, valid through 2030; 2030-01-15 is a Tuesday. */
const weekly = { departureWeekdays: [3], validTo: '2030-12-31', serviceRotation: rotation };
const dates = (sailings: readonly { departureDate: string }[]) => sailings.map((sailing) => sailing.departureDate);

describe('the sailings of a scheduled tariff', () => {
  it.each([
    ['the whole period', '2030-12-31', ['2030-01-16', '2030-01-23', '2030-01-30', '2030-02-06', '2030-02-13']],
    ['until the tariff runs out', '2030-01-30', ['2030-01-16', '2030-01-23', '2030-01-30']],
    ['its next sailing when it runs out before it', '2030-01-15', ['2030-01-16']],
  ])('weekly from 2030-01-15, valid to %s: %s', (_what, validTo, expected) => {
    expect(dates(sailingsOf({ ...weekly, validTo }, '2030-01-15', sailingWindowDays.ocean))).toEqual(expected);
  });

  it('offers none without a rotation or without departure days (the tariff is priced once)', () => {
    expect(sailingsOf({ ...weekly, serviceRotation: null }, '2030-01-15', 35)).toEqual([]);
    expect(sailingsOf({ ...weekly, departureWeekdays: [] }, '2030-01-15', 35)).toEqual([]);
  });

  it('takes two departures a week in order, across a month end', () => {
    const twice = { ...weekly, departureWeekdays: [4, 1] };
    expect(dates(sailingsOf(twice, '2030-01-27', 14))).toEqual([
      '2030-01-28',
      '2030-01-31',
      '2030-02-04',
      '2030-02-07',
    ]);
  });

  it('gives the vessels in turn, and the same sailing the same vessel, voyage and price whatever the ship date', () => {
    const fromTuesday = sailingsOf(weekly, '2030-01-15', 35);
    const vessels = fromTuesday.map((sailing) => sailing.vessel);
    expect(new Set(vessels.slice(0, 3)).size).toBe(3);
    expect(vessels[3]).toBe(vessels[0]);
    expect(sailingsOf(weekly, '2030-01-22', 35)[0]).toEqual(fromTuesday[1]);
    const percents = fromTuesday.map((sailing) => sailing.pricePercent);
    expect(new Set(percents.slice(0, 3))).toEqual(new Set([0, 4, -3]));
    expect(percents[3]).toBe(percents[0]);
  });

  it.each([
    ['2024-11-27', '448E'], // ISO week 48 of 2024
    ['2026-01-01', '601E'], // a Thursday: week 1 of 2026
    ['2027-01-01', '653E'], // a Friday: still week 53 of 2026
  ])('numbers a voyage by year and ISO week: %s → %s', (date, voyage) => {
    const daily = { ...weekly, departureWeekdays: [0, 1, 2, 3, 4, 5, 6], validTo: '2030-12-31' };
    expect(sailingsOf(daily, date, 1)[0]?.voyage).toBe(voyage);
  });

  it('numbers a voyage by rotation: one more each time a vessel comes round', () => {
    const byRotation = {
      ...weekly,
      serviceRotation: { ...rotation, voyageNumbering: 'rotation' as const, voyagePrefix: '0', voyageDigits: 3 },
    };
    const sailings = sailingsOf(byRotation, '2030-01-15', 70);
    const first = sailings[0]!;
    const sameVessel = sailings.filter((sailing) => sailing.vessel === first.vessel).map((sailing) => sailing.voyage);
    const number = (voyage: string) => Number(voyage.slice(1, 4));
    expect(sameVessel.map(number)).toEqual([
      number(first.voyage),
      number(first.voyage) + 1,
      number(first.voyage) + 2,
      number(first.voyage) + 3,
    ]);
    expect(first.voyage).toMatch(/^0\d{3}E$/);
    // The ships of one round are on voyages of their own.
    expect(new Set(sailings.slice(0, 3).map((sailing) => sailing.voyage)).size).toBe(3);
  });

  it('writes a flight number as it is', () => {
    const flights = {
      ...weekly,
      departureWeekdays: [1, 3, 5],
      serviceRotation: {
        ...rotation,
        vessels: ['Boeing 777F'],
        voyageNumbering: 'fixed' as const,
        voyagePrefix: 'CX 880',
        voyageSuffix: '',
      },
    };
    expect(sailingsOf(flights, '2030-01-14', sailingWindowDays.air).map((flight) => flight.voyage)).toEqual([
      'CX 880',
      'CX 880',
      'CX 880',
    ]);
  });

  it.each([
    [100_000, 0, 100_000],
    [100_000, 4, 104_000],
    [333, 5, 350], // 349.65 rounds to whole cents
    [100_000, -3, 97_000],
  ])('%s minor units with %s %% → %s', (amount, pricePercent, expected) => {
    const sailing = { departureDate: '2030-01-16', vessel: 'V', voyage: '1', pricePercent };
    expect(amountForSailing(amount, sailing)).toBe(expected);
  });
});

describe('pricing a scheduled tariff', () => {
  const scheduled = { ...exampleFclContractRate, serviceRotation: rotation };

  it('gives one rate per sailing: its departure, cut-off, vessel, voyage and price, each with its own id', () => {
    const { rates } = priceSearch(
      search,
      { ...emptyPricingCandidates, fclRates: [scheduled] },
      {
        ...options,
        isInternalUser: true,
      },
    );
    expect(rates).toHaveLength(5);
    const byDate = [...rates].sort((a, b) =>
      (a.schedule.departureDate ?? '').localeCompare(b.schedule.departureDate ?? ''),
    );
    expect(byDate.map((rate) => rate.schedule.departureDate)).toEqual(dates(sailingsOf(scheduled, '2030-01-15', 35)));
    expect(byDate[0]?.cyCutoff).toBe('2030-01-14');
    expect(new Set(rates.map((rate) => rate.uuid)).size).toBe(5);
    const sailings = sailingsOf(scheduled, '2030-01-15', 35);
    byDate.forEach((rate, index) => {
      expect(rate.vessel).toBe(sailings[index]?.vessel);
      expect(rate.voyage).toBe(sailings[index]?.voyage);
      expect(rate.charges.freight[0]?.amountMinor).toBe(2 * amountForSailing(185_000, sailings[index]));
    });
    // Priced again (a later source, another day): the same sailing keeps its id.
    const again = priceSearch(search, { ...emptyPricingCandidates, fclRates: [scheduled] }, options);
    expect(again.rates.map((rate) => rate.uuid).sort()).toEqual(rates.map((rate) => rate.uuid).sort());
  });

  it('keeps one rate for a tariff without a rotation', () => {
    expect(
      priceSearch(search, { ...emptyPricingCandidates, fclRates: [exampleFclContractRate] }, options).rates,
    ).toHaveLength(1);
  });

  it('prices LCL consolidations weekly and flights within a week', () => {
    const lclSearch = {
      ...search,
      shipmentType: 'LCL' as const,
      cargo: exampleAirSearch.cargo,
    };
    const lcl = priceSearch(
      lclSearch,
      { ...emptyPricingCandidates, lclRates: [{ ...exampleLclRate, serviceRotation: rotation }] },
      options,
    );
    expect(lcl.rates).toHaveLength(5);
    const flights = {
      ...rotation,
      vessels: ['Boeing 777F'],
      voyageNumbering: 'fixed' as const,
      voyagePrefix: 'CA 1041',
      voyageSuffix: '',
    };
    const air = priceSearch(
      exampleAirSearch,
      { ...emptyPricingCandidates, airRates: [{ ...exampleAirRate, serviceRotation: flights }] },
      {
        ...options,
        isInternalUser: true,
      },
    );
    // Mondays and Thursdays, from Tuesday 2030-01-15 for a week.
    expect(air.rates.map((rate) => rate.schedule.departureDate).sort()).toEqual(['2030-01-17', '2030-01-21']);
    expect(air.rates.every((rate) => rate.voyage === 'CA 1041' && rate.vessel === 'Boeing 777F')).toBe(true);
  });
});
