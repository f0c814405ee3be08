import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/config';
import type { DatabaseHandle } from '../../db/database';
import { buildTestApp } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';
import { BrandFileError, readBrandFiles } from './brand-files';

const repoBrandsDir = path.join(repoRoot, 'brands');
let brandsDir: string;

beforeEach(async () => {
  brandsDir = await mkdtemp(path.join(tmpdir(), 'freightdesk-brands-'));
  await cp(repoBrandsDir, brandsDir, { recursive: true });
});
afterEach(() => rm(brandsDir, { recursive: true, force: true }));

const brandFile = (id: string) => path.join(brandsDir, id, 'brand.json');

async function editBrandFile(
  id: string,
  edit: (json: { hostnames: string[]; isDefault?: boolean; configuration: Record<string, unknown> }) => void,
) {
  const json = JSON.parse(await readFile(brandFile(id), 'utf8'));
  edit(json);
  await writeFile(brandFile(id), JSON.stringify(json));
}

const read = (defaultBrand = 'sample') => readBrandFiles({ brandsDir, defaultBrandFile: brandFile(defaultBrand) });

describe('readBrandFiles', () => {
  it('reads every brand of the folder, the BRAND_FILE one being the default', async () => {
    const sources = await read();
    expect(sources.map(({ brand }) => [brand.configuration.id, brand.isDefault]).sort()).toEqual([
      ['harbourline', false],
      ['sample', true],
    ]);
    expect(sources.find(({ brand }) => brand.configuration.id === 'sample')?.assetsDir).toBe(
      path.join(brandsDir, 'sample', 'assets'),
    );
  });

  it('lets BRAND_FILE pick another default brand', async () => {
    const sources = await read('harbourline');
    expect(sources.filter(({ brand }) => brand.isDefault).map(({ brand }) => brand.configuration.id)).toEqual([
      'harbourline',
    ]);
  });

  it('rejects a wrong field, naming the file and the field', async () => {
    await editBrandFile('harbourline', (json) => {
      (json.configuration.primaryColor as Record<string, string>).p500 = 'teal';
    });
    await expect(read()).rejects.toThrow(BrandFileError);
    await expect(read()).rejects.toThrow(
      `Invalid brand file ${brandFile('harbourline')}: configuration.primaryColor.p500: a #rrggbb colour`,
    );
  });

  it('rejects a missing field', async () => {
    await editBrandFile('sample', (json) => {
      delete json.configuration.minCharacterVerifyEmail;
    });
    await expect(read()).rejects.toThrow(/sample\/brand\.json: configuration\.minCharacterVerifyEmail: /);
  });

  it('rejects a file that is not JSON', async () => {
    await writeFile(brandFile('harbourline'), '{ "hostnames": [');
    await expect(read()).rejects.toThrow(`Invalid brand file ${brandFile('harbourline')}: `);
  });

  it('rejects two brands claiming one host name', async () => {
    await editBrandFile('harbourline', (json) => {
      json.hostnames = ['harbourline.localhost', 'LOCALHOST'];
    });
    await expect(read()).rejects.toThrow(`hostnames "localhost" is already claimed by ${brandFile('sample')}`);
  });

  it('rejects two files with one brand id', async () => {
    await cp(path.join(brandsDir, 'harbourline'), path.join(brandsDir, 'harbourline-copy'), { recursive: true });
    await editBrandFile('harbourline-copy', (json) => {
      json.hostnames = ['copy.localhost'];
    });
    await expect(read()).rejects.toThrow('configuration.id "harbourline" is already used by');
  });

  it('rejects a logo the brand does not ship', async () => {
    await rm(path.join(brandsDir, 'harbourline', 'assets', 'logo.svg'));
    await expect(read()).rejects.toThrow(
      /harbourline\/brand\.json: configuration\.logoPath names .*logo\.svg, which does not exist/,
    );
  });

  it('rejects a missing BRAND_FILE', async () => {
    await expect(readBrandFiles({ brandsDir, defaultBrandFile: path.join(brandsDir, 'nowhere.json') })).rejects.toThrow(
      `BRAND_FILE ${path.join(brandsDir, 'nowhere.json')} does not exist`,
    );
  });
});

describe('start-up with brand files', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('fails when a brand file is invalid', async () => {
    await editBrandFile('harbourline', (json) => {
      json.configuration.supportedLanguages = ['en', 'fr'];
    });
    await expect(buildTestApp({ database, config: { brandsDir, brandFile: brandFile('sample') } })).rejects.toThrow(
      /harbourline\/brand\.json: configuration\.supportedLanguages\.1: /,
    );
  });

  it('serves the BRAND_FILE brand to hosts no brand claims', async () => {
    const { app, close } = await buildTestApp({ database, config: { brandsDir, brandFile: brandFile('harbourline') } });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/configuration',
        headers: { host: 'elsewhere.example' },
      });
      expect(response.json()).toMatchObject({ id: 'harbourline' });
    } finally {
      await close();
    }
  });
});
