// The committed files are what the scripts produce from the packages: nobody edited them by hand.
// (The sea-distance matrix takes ~8 s to rebuild and is checked by its own invariants instead.)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { airportsFile } from '../src/airports';
import { countriesFile } from '../src/countries';
import { seaportsFile, type Seaport } from '../src/seaports';
import { usZipCodesFile, usZipPrefixesFile } from '../src/us-zip-codes';
import { curatedSeaports } from './curated-seaports';
import { airportRows } from './generate-airports';
import { countryRecords } from './generate-countries';
import { prefixRows, zipRows } from './generate-us-zip-codes';
import { generatedDirectory } from './write-generated';

const committed = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, generatedDirectory), 'utf8')) as T;

describe('generated/', () => {
  it('holds the countries the script produces', () => {
    expect(committed(countriesFile)).toEqual(countryRecords());
  });

  it('holds the airports the script produces', () => {
    expect(committed<{ rows: unknown }>(airportsFile).rows).toEqual(airportRows());
  });

  it('holds the ZIP codes and prefixes the script produces', () => {
    const rows = zipRows();
    expect(committed<{ rows: unknown }>(usZipCodesFile).rows).toEqual(rows);
    expect(committed<{ rows: unknown }>(usZipPrefixesFile).rows).toEqual(prefixRows(rows));
  });

  it('holds the curated seaports the script produces', () => {
    const withoutSeaLane = committed<Seaport[]>(seaportsFile).map(({ seaLane: _seaLane, ...port }) => port);
    expect(withoutSeaLane).toEqual(curatedSeaports());
  });

  it('stays small: a few MB of minified JSON in all', () => {
    const files = readdirSync(generatedDirectory).filter((file) => file.endsWith('.json'));
    const totalBytes = files.reduce((sum, file) => sum + statSync(new URL(file, generatedDirectory)).size, 0);
    expect(totalBytes).toBeLessThan(4 * 1024 * 1024);
    for (const file of files)
      expect(readFileSync(new URL(file, generatedDirectory), 'utf8').split('\n')).toHaveLength(2);
  });
});
