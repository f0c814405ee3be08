import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { generateDemoTariffs } from './demo/demo-tariffs';
import { createTariffsService } from './tariffs.service';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('first-start demo load', () => {
  it('loads the demo set into an empty database once, logging start and outcome', async () => {
    const logged: string[] = [];
    const logger = {
      info: (_details: object, message: string) => logged.push(message),
      error: (_details: object, message: string) => logged.push(message),
    };
    const service = createTariffsService({ db: database.db });
    expect(service.demoTariffsStatus()).toEqual({ state: 'notNeeded' });

    const loading = service.loadDemoTariffsIfEmpty(
      { generationDate: '2026-09-01', portLocodes: ['CNSHA', 'USLAX'] },
      logger,
    );
    const status = await loading;
    expect(status).toMatchObject({ state: 'loaded', counts: { fclRates: expect.any(Number), exchangeRates: 30 } });
    expect(status.state === 'loaded' && status.counts.fclRates).toBeGreaterThan(0);
    expect(logged).toEqual([
      'loading the demo tariffs (first start, no tariffs in the database)',
      'demo tariffs loaded',
    ]);

    // A second start finds tariffs and leaves them alone.
    const secondStart = createTariffsService({ db: database.db });
    expect(await secondStart.loadDemoTariffsIfEmpty({ generationDate: '2026-09-02' }, logger)).toEqual({
      state: 'notNeeded',
    });
    expect(logged).toHaveLength(2);
  });

  it('loads again when a previous demo load was cut short (no exchange rates, written last)', async () => {
    const service = createTariffsService({ db: database.db });
    const set = generateDemoTariffs({ generationDate: '2026-09-01', portLocodes: ['CNSHA', 'USLAX'] });
    await service.importTariffs({ ...set, exchangeRates: [] });
    const status = await service.loadDemoTariffsIfEmpty(
      { generationDate: '2026-09-01', portLocodes: ['CNSHA', 'USLAX'] },
      { info: () => undefined, error: () => undefined },
    );
    expect(status).toMatchObject({ state: 'loaded', counts: { exchangeRates: 30 } });
  });

  it('reports a failed load instead of throwing', async () => {
    const failing = await createTestDatabase();
    const service = createTariffsService({ db: failing.db });
    await failing.close();
    const errors: string[] = [];
    const status = await service.loadDemoTariffsIfEmpty(
      { generationDate: '2026-09-01', portLocodes: [] },
      { info: () => undefined, error: (_details, message) => errors.push(message) },
    );
    expect(status.state).toBe('failed');
    expect(errors).toEqual(['loading the demo tariffs failed']);
  });
});
