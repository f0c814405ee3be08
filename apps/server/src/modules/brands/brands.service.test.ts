import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema';
import { repoRoot } from '../../config/config';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { readBrandFiles, type BrandSource } from './brand-files';
import { createBrandsService } from './brands.service';

let database: DatabaseHandle;
let sources: BrandSource[];
beforeAll(async () => {
  database = await createTestDatabase();
  sources = await readBrandFiles({
    brandsDir: path.join(repoRoot, 'brands'),
    defaultBrandFile: path.join(repoRoot, 'brands', 'sample', 'brand.json'),
  });
});
afterAll(() => database.close());

const renamed = (source: BrandSource, name: string): BrandSource => ({
  ...source,
  brand: { ...source.brand, configuration: { ...source.brand.configuration, name } },
});

describe('brands service', () => {
  it('stores the brand files idempotently (a second start changes nothing)', async () => {
    const service = createBrandsService({ db: database.db });
    await service.storeBrands(sources);
    await service.storeBrands(sources);
    expect((await service.configurationForHost('harbourline.localhost')).name).toBe('Harbourline Logistics');
    expect((await service.configurationForHost('nowhere.example')).name).toBe('Freightdesk');
  });

  it('moves updated_at only for a brand that changed', async () => {
    const service = createBrandsService({ db: database.db });
    await service.storeBrands(sources);
    const updateTimes = async () =>
      new Map((await database.db.select().from(brands)).map((row) => [row.id, row.updatedAt.getTime()]));
    const before = await updateTimes();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await service.storeBrands(
      sources.map((source) =>
        source.brand.configuration.id === 'harbourline' ? renamed(source, 'Harbourline Shipping') : source,
      ),
    );
    const after = await updateTimes();
    expect(after.get('sample')).toBe(before.get('sample'));
    expect(after.get('harbourline')).toBeGreaterThan(before.get('harbourline') ?? Infinity);
    await service.storeBrands(sources);
  });

  it('drops a brand whose file is gone, and its host names fall back to the default brand', async () => {
    const service = createBrandsService({ db: database.db });
    await service.storeBrands(sources.filter(({ brand }) => brand.configuration.id === 'sample'));
    expect((await service.configurationForHost('harbourline.localhost')).id).toBe('sample');
    await service.storeBrands(sources);
    expect((await service.configurationForHost('harbourline.localhost')).id).toBe('harbourline');
  });

  it("sees another process's change once its cache entry expires", async () => {
    let nowMs = 1_000_000;
    const thisProcess = createBrandsService({ db: database.db, now: () => nowMs, cacheTtlMs: 30_000 });
    const otherProcess = createBrandsService({ db: database.db });
    await otherProcess.storeBrands(sources);
    expect((await thisProcess.configurationForHost('harbourline.localhost')).name).toBe('Harbourline Logistics');

    await otherProcess.storeBrands(
      sources.map((source) =>
        source.brand.configuration.id === 'harbourline' ? renamed(source, 'Harbourline Freight') : source,
      ),
    );
    nowMs += 29_000;
    expect((await thisProcess.configurationForHost('harbourline.localhost')).name).toBe('Harbourline Logistics');
    nowMs += 2_000;
    expect((await thisProcess.configurationForHost('harbourline.localhost')).name).toBe('Harbourline Freight');
    await otherProcess.storeBrands(sources);
  });

  it('serves its own change at once', async () => {
    const service = createBrandsService({ db: database.db, now: () => 0 });
    expect((await service.configurationForHost('localhost')).name).toBe('Freightdesk');
    await service.storeBrands(
      sources.map((source) => (source.brand.isDefault ? renamed(source, 'Freightdesk Demo') : source)),
    );
    expect((await service.configurationForHost('localhost')).name).toBe('Freightdesk Demo');
    await service.storeBrands(sources);
  });
});
