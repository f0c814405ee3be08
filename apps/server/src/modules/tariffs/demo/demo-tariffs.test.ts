import {
  emptyPricingCandidates,
  priceSearch,
  type CargoSearch,
  type Rate,
  airRateSchema,
  exchangeRateSchema,
  fclContractRateSchema,
  lclRateSchema,
  ltlRateSchema,
  portChargeSchema,
  surchargeSchema,
  truckingRateSchema,
  type FclContractRate,
} from '@freightdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seaDistanceNm } from '../../../../reference-data/src/seaports';
import { generateDemoTariffs } from './demo-tariffs';
import { mainPorts } from './demo-trades';

const generationDate = '2026-03-16';
let fcl: FclContractRate[];
beforeAll(() => {
  fcl = [...generateDemoTariffs({ generationDate }).fclRates];
});

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const laneKey = (rate: FclContractRate) => `${rate.originLocode}>${rate.destinationLocode}`;

describe('the demo tariff set', () => {
  it('serves at least 40 000 ocean lanes with at least 25 real carriers', () => {
    expect(new Set(fcl.map(laneKey)).size).toBeGreaterThanOrEqual(40_000);
    expect(new Set(fcl.map((rate) => rate.carrierCode)).size).toBeGreaterThanOrEqual(25);
    expect(fcl.some((rate) => rate.originLocode === 'CNSHA' && rate.destinationLocode === 'USLAX')).toBe(true);
  });

  it('is the same, row for row, for the same seed and day, and differs for another seed', () => {
    const first: FclContractRate[] = [];
    for (const rate of generateDemoTariffs({ generationDate }).fclRates) {
      if (first.push(rate) === 3_000) break;
    }
    expect(first).toEqual(fcl.slice(0, 3_000));
    const otherSeed = [...generateDemoTariffs({ generationDate, seed: 7, portLocodes: ['CNSHA', 'USLAX'] }).fclRates];
    const sameSeed = [...generateDemoTariffs({ generationDate, portLocodes: ['CNSHA', 'USLAX'] }).fclRates];
    expect(otherSeed).not.toEqual(sameSeed);
  });

  it('holds only rows the domain schemas accept', () => {
    const set = generateDemoTariffs({ generationDate, portLocodes: ['CNSHA', 'USLAX', 'NLRTM'] });
    for (const rate of set.fclRates) fclContractRateSchema.parse(rate);
    for (const rate of set.lclRates) lclRateSchema.parse(rate);
    for (const rate of [...set.airRates].slice(0, 200)) airRateSchema.parse(rate);
    for (const rate of [...set.ltlRates].slice(0, 200)) ltlRateSchema.parse(rate);
    for (const rate of [...set.truckingRates].slice(0, 200)) truckingRateSchema.parse(rate);
    for (const charge of [...set.portCharges].slice(0, 200)) portChargeSchema.parse(charge);
    for (const surcharge of set.surcharges) surchargeSchema.parse(surcharge);
    for (const rate of set.exchangeRates) exchangeRateSchema.parse(rate);
  });

  it('prices grow with sailing distance', () => {
    const twentyFoot = fcl.filter((rate) => rate.containerType === 'DV20' && !rate.isSpot && !rate.isPromoted);
    const perBand = [
      [0, 2_000],
      [4_000, 7_000],
      [10_000, 15_000],
    ].map(([from, to]) =>
      average(
        twentyFoot
          .filter((rate) => {
            const nm = seaDistanceNm(rate.originLocode, rate.destinationLocode)!;
            return nm >= from! && nm < to!;
          })
          .map((rate) => rate.freightPerContainerMinor),
      ),
    );
    expect(perBand[0]).toBeLessThan(perBand[1]!);
    expect(perBand[1]).toBeLessThan(perBand[2]!);
  });

  it('prices a 20-foot below a 40-foot, and a 40-foot high cube at or above it, on every lane and carrier', () => {
    const byOffer = new Map<string, Map<string, number>>();
    for (const rate of fcl.slice(0, 30_000)) {
      const offer = `${laneKey(rate)}|${rate.carrierCode}|${rate.validTo}`;
      const prices = byOffer.get(offer) ?? new Map<string, number>();
      prices.set(rate.containerType, rate.freightPerContainerMinor);
      byOffer.set(offer, prices);
    }
    for (const prices of byOffer.values()) {
      expect(prices.get('DV20')!).toBeLessThan(prices.get('DV40')!);
      expect(prices.get('DV40')!).toBeLessThanOrEqual(prices.get('DV40HC')!);
    }
  });

  it('charges more from Asia to the US and Europe than back', () => {
    const lanePrice = (origin: string, destination: string) =>
      average(
        fcl
          .filter(
            (rate) =>
              rate.originLocode === origin && rate.destinationLocode === destination && rate.containerType === 'DV40',
          )
          .map((rate) => rate.freightPerContainerMinor),
      );
    expect(lanePrice('CNSHA', 'USLAX')).toBeGreaterThan(lanePrice('USLAX', 'CNSHA') * 1.5);
    expect(lanePrice('CNSHA', 'NLRTM')).toBeGreaterThan(lanePrice('NLRTM', 'CNSHA') * 1.5);
  });

  it('charges more in the peak season (August to October)', () => {
    const ports = ['CNSHA', 'USLAX', 'NLRTM', 'SGSIN'];
    const total = (date: string) =>
      [...generateDemoTariffs({ generationDate: date, portLocodes: ports }).fclRates].reduce(
        (sum, rate) => sum + rate.freightPerContainerMinor,
        0,
      );
    expect(total('2026-09-01')).toBeGreaterThan(total('2026-03-01') * 1.1);
  });

  it('takes longer to sail further, and longer again with a transhipment', () => {
    const direct = fcl.filter((rate) => rate.isDirect);
    const transitOf = (from: number, to: number) =>
      average(
        direct
          .filter((rate) => {
            const nm = seaDistanceNm(rate.originLocode, rate.destinationLocode)!;
            return nm >= from && nm < to;
          })
          .map((rate) => rate.transitDays),
      );
    expect(transitOf(0, 1_500)).toBeLessThan(transitOf(5_000, 7_000));
    const transhipped = fcl.filter((rate) => !rate.isDirect);
    expect(transhipped.length).toBeGreaterThan(0);
    expect(transhipped.every((rate) => rate.transhipmentLocodes.length === 1)).toBe(true);
  });

  it('has expired, expiring-soon (≤ 7 days), spot, promoted and private rates relative to the generation day', () => {
    const expired = fcl.filter((rate) => rate.validTo < generationDate);
    const expiringSoon = fcl.filter((rate) => rate.validTo >= generationDate && rate.validTo <= '2026-03-23');
    expect(expired.length).toBeGreaterThan(fcl.length * 0.02);
    expect(expiringSoon.length).toBeGreaterThan(fcl.length * 0.02);
    expect(fcl.filter((rate) => rate.isSpot).length).toBeGreaterThan(fcl.length * 0.03);
    expect(fcl.filter((rate) => rate.isPromoted).length).toBeGreaterThan(0);
    expect(fcl.filter((rate) => rate.rateType === 'Private' && rate.contractNumber !== null).length).toBeGreaterThan(0);
    expect(fcl.every((rate) => rate.departureWeekdays.length > 0 && rate.freeDaysOrigin !== null)).toBe(true);
  });

  it('makes exactly the number of FCL rates asked for (the 1 000 000-rate import path)', () => {
    expect([...generateDemoTariffs({ generationDate, fclRateCount: 12_345 }).fclRates]).toHaveLength(12_345);
  });

  it('connects at least 2 000 airport pairs, with cheaper kilograms at higher weight breaks', () => {
    const air = [...generateDemoTariffs({ generationDate, portLocodes: [] }).airRates];
    expect(
      new Set(air.map((rate) => `${rate.originIataCode}>${rate.destinationIataCode}`)).size,
    ).toBeGreaterThanOrEqual(2_000);
    for (const rate of air) {
      expect(rate.weightBreaks.map((weightBreak) => weightBreak.fromKg)).toEqual([0, 45, 100, 300, 500, 1000]);
      const prices = rate.weightBreaks.map((weightBreak) => weightBreak.perKgMinor);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });
});

const place = (code: string, type: 'PORT' | 'AIRPORT', countryIsoCode: string) =>
  ({ code, type, city: code, countryIsoCode, iataCode: type === 'AIRPORT' ? code : null }) as const;
/** A search on the demo set the way the engine prices it (no database), ready 3 days after generation. */
function priceOnDemo(search: Omit<CargoSearch, 'cargoReadyDate' | 'commodity' | 'isKnownShipper'>): Rate[] {
  const set = generateDemoTariffs({ generationDate, portLocodes: [] });
  const ends = [search.origin.code, search.destination.code];
  const candidates = {
    ...emptyPricingCandidates,
    fclRates: search.shipmentType === 'FCL' ? fcl.filter((rate) => ends.includes(rate.originLocode)) : [],
    lclRates: search.shipmentType === 'LCL' ? lclOf(ends) : [],
    airRates: search.shipmentType === 'AIR' ? [...set.airRates] : [],
    exchangeRates: [...set.exchangeRates],
  };
  return priceSearch(
    { ...search, cargoReadyDate: '2026-03-19', commodity: 'regularCargo', isKnownShipper: true },
    candidates,
    {
      today: generationDate,
      requestedCurrency: 'USD',
      isInternalUser: true,
      nearbyRadiusKm: 0,
      idFor: (key) => key,
    },
  ).rates;
}
const lclOf = (ends: readonly string[]) => [...generateDemoTariffs({ generationDate, portLocodes: ends }).lclRates];
const searchBase = {
  freightClass: null,
  additionalServices: { importCustomClearance: false, residencyDelivery: false, liftGate: false, customBond: 'none' },
  cargoValue: null,
  numberOfVehicles: null,
} as const;
const looseCargo = {
  kind: 'totalVolume',
  total: { weight: 400, weightUnit: 'Kg', volume: 2, volumeUnit: 'M3' },
} as const;
const distinct = (rates: readonly Rate[], of: (rate: Rate) => unknown) => new Set(rates.map(of)).size;

describe('the demo set as a marketplace', () => {
  it('answers Shanghai → Los Angeles FCL with dozens of sailings by 8+ carriers, each with vessel and voyage', () => {
    const rates = priceOnDemo({
      ...searchBase,
      shipmentType: 'FCL',
      origin: place('CNSHA', 'PORT', 'CN'),
      destination: place('USLAX', 'PORT', 'US'),
      cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 1 }] },
    });
    expect(rates.length).toBeGreaterThanOrEqual(24);
    expect(distinct(rates, (rate) => rate.carrierCode)).toBeGreaterThanOrEqual(8);
    expect(distinct(rates, (rate) => rate.schedule.departureDate)).toBeGreaterThanOrEqual(4);
    expect(distinct(rates, (rate) => rate.transitTimeDays)).toBeGreaterThanOrEqual(3);
    expect(distinct(rates, (rate) => rate.total.total)).toBeGreaterThan(rates.length / 2);
    expect(rates.some((rate) => !rate.direct && rate.transhipments.length === 1)).toBe(true);
    for (const rate of rates) {
      expect(rate.vessel).toMatch(/^[A-Z0-9 .]+$/);
      expect(rate.voyage).toMatch(/^[0-9A-Z]{3,10}$/);
      expect(rate.cyCutoff! < rate.schedule.departureDate!).toBe(true);
    }
  });

  it('serves a lane between two main ports by 8 or more carriers, a lane between two small ports by at most 2', () => {
    const carriersByLane = new Map<string, Set<string>>();
    for (const rate of fcl) {
      const carriers = carriersByLane.get(laneKey(rate)) ?? new Set<string>();
      carriersByLane.set(laneKey(rate), carriers.add(rate.carrierCode));
    }
    const counts = { main: [] as number[], small: [] as number[] };
    for (const [lane, carriers] of carriersByLane) {
      const ends = lane.split('>').filter((code) => mainPorts.has(code)).length;
      if (ends === 2) counts.main.push(carriers.size);
      if (ends === 0) counts.small.push(carriers.size);
    }
    expect(counts.main.length).toBeGreaterThan(1_500);
    expect(Math.min(...counts.main)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...counts.small)).toBeLessThanOrEqual(2);
  });

  it.each(['PVG', 'HKG'])(
    'flies %s → LAX with several airlines, each flight with its number within the week',
    (from) => {
      const rates = priceOnDemo({
        ...searchBase,
        shipmentType: 'AIR',
        origin: place(from, 'AIRPORT', from === 'PVG' ? 'CN' : 'HK'),
        destination: place('LAX', 'AIRPORT', 'US'),
        cargo: looseCargo,
      });
      expect(distinct(rates, (rate) => rate.carrierCode)).toBeGreaterThanOrEqual(4);
      expect(distinct(rates, (rate) => rate.schedule.departureDate)).toBeGreaterThanOrEqual(4);
      for (const rate of rates) {
        expect(rate.voyage).toMatch(new RegExp(`^${rate.carrierCode} \\d{3,4}$`));
        expect(rate.schedule.departureDate! >= '2026-03-19' && rate.schedule.departureDate! <= '2026-03-25').toBe(true);
      }
    },
  );

  it('consolidates LCL Shanghai → Los Angeles weekly with several consolidators', () => {
    const rates = priceOnDemo({
      ...searchBase,
      shipmentType: 'LCL',
      origin: place('CNSHA', 'PORT', 'CN'),
      destination: place('USLAX', 'PORT', 'US'),
      cargo: looseCargo,
    });
    expect(distinct(rates, (rate) => rate.carrierCode)).toBeGreaterThanOrEqual(3);
    expect(distinct(rates, (rate) => rate.schedule.departureDate)).toBeGreaterThanOrEqual(8);
    expect(rates.every((rate) => rate.vessel !== null && rate.voyage !== null)).toBe(true);
  });

  it('builds the same LCL and air rates, with the same rotations, twice', () => {
    const build = () => generateDemoTariffs({ generationDate, portLocodes: ['CNSHA', 'USLAX', 'NLRTM'] });
    const [first, second] = [build(), build()];
    expect([...second.lclRates]).toEqual([...first.lclRates]);
    expect([...second.airRates]).toEqual([...first.airRates]);
    expect([...first.airRates].length).toBeGreaterThan(1_000);
    expect([...second.fclRates]).toEqual([...first.fclRates]);
  });
});
