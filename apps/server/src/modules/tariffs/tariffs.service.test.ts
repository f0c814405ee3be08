import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { generateDemoTariffs } from './demo/demo-tariffs';
import { createTariffsService, type TariffsService } from './tariffs.service';

const generationDate = '2026-03-16';
// A small set: every lane among these ports (Ningbo is near Shanghai, Long Beach next to Los Angeles).
const ports = ['CNSHA', 'CNNGB', 'USLAX', 'USLGB', 'NLRTM', 'DEHAM'];

let database: DatabaseHandle;
let service: TariffsService;
beforeAll(async () => {
  database = await createTestDatabase();
  service = createTariffsService({ db: database.db });
});
afterAll(() => database.close());

describe('tariff import and candidates', () => {
  it('imports a generated set and reports what it stored', async () => {
    expect(await service.hasTariffs()).toBe(false);
    const { counts } = await service.importTariffs(generateDemoTariffs({ generationDate, portLocodes: ports }), {
      batchSize: 1_000,
    });
    expect(counts.fclRates).toBe([...generateDemoTariffs({ generationDate, portLocodes: ports }).fclRates].length);
    expect(counts.fclRates).toBeGreaterThan(30 * 3);
    expect(counts.airRates).toBeGreaterThan(2_000);
    expect(await service.countFclRates()).toBe(counts.fclRates);
    expect(await service.hasTariffs()).toBe(true);
  });

  it('finds the exact lane and the lanes of nearby ports, with their distances', async () => {
    const candidates = await service.candidatesForSearch({
      origin: { type: 'PORT', code: 'CNSHA' },
      destination: { type: 'PORT', code: 'USLAX' },
      validOnOrAfter: generationDate,
    });
    expect(candidates.originTerminals[0]).toEqual({ code: 'CNSHA', distanceKm: 0 });
    const ningbo = candidates.originTerminals.find((terminal) => terminal.code === 'CNNGB');
    expect(ningbo?.distanceKm).toBeGreaterThan(100);
    expect(ningbo?.distanceKm).toBeLessThan(250);
    expect(candidates.destinationTerminals.map((terminal) => terminal.code)).toEqual(
      expect.arrayContaining(['USLAX', 'USLGB']),
    );

    const lanes = new Set(candidates.fclRates.map((rate) => `${rate.originLocode}>${rate.destinationLocode}`));
    expect(lanes).toEqual(new Set(['CNSHA>USLAX', 'CNSHA>USLGB', 'CNNGB>USLAX', 'CNNGB>USLGB']));
    expect(candidates.fclRates.every((rate) => rate.validTo >= generationDate)).toBe(true);
    const rate = candidates.fclRates[0]!;
    expect(rate.departureWeekdays.every((day) => Number.isInteger(day))).toBe(true);
    expect(Array.isArray(rate.transhipmentLocodes)).toBe(true);
    // The service's rotation comes back as it was generated (read from its json column).
    const generated = [...generateDemoTariffs({ generationDate, portLocodes: ports }).fclRates].find(
      (row) => row.id === rate.id,
    );
    expect(rate.serviceRotation).toEqual(generated?.serviceRotation);
    expect(rate.serviceRotation?.vessels.length).toBeGreaterThanOrEqual(3);
    expect(candidates.lclRates.length).toBeGreaterThan(0);
    const terminalCodes = [...candidates.originTerminals, ...candidates.destinationTerminals].map(
      (terminal) => terminal.code,
    );
    expect(candidates.portCharges.every((charge) => terminalCodes.includes(charge.locode))).toBe(true);
    expect(candidates.portCharges.map((charge) => charge.locode)).toEqual(expect.arrayContaining(['CNSHA', 'USLAX']));
    expect(candidates.truckingRates.every((truck) => ['CN', 'US'].includes(truck.countryIsoCode))).toBe(true);
    expect(candidates.surcharges.some((surcharge) => surcharge.code === 'BAF')).toBe(true);
    expect(candidates.exchangeRates.map((rate) => `${rate.baseCurrency}${rate.quoteCurrency}`)).toContain('USDEUR');
    expect(candidates.airRates).toEqual([]);
  });

  it('finds air rates between airports, with their weight breaks', async () => {
    const candidates = await service.candidatesForSearch({
      origin: { type: 'AIRPORT', code: 'PVG' },
      destination: { type: 'AIRPORT', code: 'LAX' },
      validOnOrAfter: generationDate,
    });
    expect(candidates.originTerminals).toContainEqual({ code: 'PVG', distanceKm: 0 });
    expect(candidates.airRates.length).toBeGreaterThan(0);
    expect(candidates.airRates[0]!.weightBreaks[0]).toEqual({ fromKg: 0, perKgMinor: expect.any(Number) });
  });

  it('prices a US door to door by road distance: LTL bands and the parcel zone', async () => {
    const candidates = await service.candidatesForSearch({
      origin: { type: 'POSTAL_CODE', code: '90210' },
      destination: { type: 'POSTAL_CODE', code: '10001' },
      validOnOrAfter: generationDate,
    });
    expect(candidates.roadDistanceKm).toBeGreaterThan(4_500);
    expect(candidates.parcelZone).toBe('8');
    expect(candidates.ltlRates.length).toBeGreaterThan(0);
    expect(
      candidates.ltlRates.every(
        (rate) => rate.fromDistanceKm <= candidates.roadDistanceKm! && rate.toDistanceKm === null,
      ),
    ).toBe(true);
    expect(candidates.ltlRates.some((rate) => rate.freightClass === 77.5)).toBe(true);
    expect(candidates.parcelRates.every((rate) => rate.zone === '8')).toBe(true);
    expect(candidates.originTerminals.map((terminal) => terminal.code)).toEqual(
      expect.arrayContaining(['USLAX', 'LAX']),
    );
  });

  it('stores text with quotes, backslashes, commas and braces exactly (rate sheets may hold any text)', async () => {
    const [rate] = [...generateDemoTariffs({ generationDate, portLocodes: ['CNSHA', 'USLAX'] }).fclRates];
    const awkward = 'Line "A", {B} \\ C\'s, NULL';
    await service.importTariffs({
      ...generateDemoTariffs({ generationDate, portLocodes: [] }),
      fclRates: [
        {
          ...rate!,
          id: 'awkward',
          carrierName: awkward,
          vessel: 'NULL',
          voyage: null,
          transhipmentLocodes: ['SG"SIN', 'X,Y'],
        },
      ],
    });
    const candidates = await service.candidatesForSearch({
      origin: { type: 'PORT', code: rate!.originLocode },
      destination: { type: 'PORT', code: rate!.destinationLocode },
      validOnOrAfter: '2000-01-01',
    });
    expect(candidates.fclRates).toHaveLength(1);
    expect(candidates.fclRates[0]).toMatchObject({
      carrierName: awkward,
      vessel: 'NULL',
      voyage: null,
      transhipmentLocodes: ['SG"SIN', 'X,Y'],
    });
  });

  it('rejects a set with a duplicate id and keeps the tariffs it had', async () => {
    const before = await service.countFclRates();
    const [rate] = [...generateDemoTariffs({ generationDate, portLocodes: ['CNSHA', 'USLAX'] }).fclRates];
    await expect(
      service.importTariffs({ ...generateDemoTariffs({ generationDate, portLocodes: [] }), fclRates: [rate!, rate!] }),
    ).rejects.toThrow();
    expect(await service.countFclRates()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('does not load the demo set when tariffs are already there', async () => {
    const logged: string[] = [];
    const logger = {
      info: (_details: object, message: string) => logged.push(message),
      error: (_details: object, message: string) => logged.push(message),
    };
    const status = await service.loadDemoTariffsIfEmpty({ generationDate }, logger);
    expect(status).toEqual({ state: 'notNeeded' });
    expect(logged).toEqual([]);
  });
});
