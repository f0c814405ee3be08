// Replaces every tariff in the configured database (DATA_DIR or DATABASE_URL, as the server)
// with the demo set or with a rate sheet. Stop the server first when it uses the embedded
// database (one process owns a PGlite data directory).
//
//   node --import tsx apps/server/src/modules/tariffs/load-tariffs.ts --demo [--fcl-rates 1000000] [--seed 7] [--date
//   2026-05-01]
//   node --import tsx apps/server/src/modules/tariffs/load-tariffs.ts --sheet my-rates.json
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { isIsoDate } from './demo/demo-dates';
import { defaultDemoSeed, generateDemoTariffs } from './demo/demo-tariffs';
import { parseRateSheet } from './rate-sheet';
import type { TariffSet } from './tariff-set';
import { createTariffsService } from './tariffs.service';

const usage = 'usage: load-tariffs.ts --demo [--fcl-rates N] [--seed N] [--date yyyy-mm-dd] | --sheet file.json';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    sheet: { type: 'string' },
    'fcl-rates': { type: 'string' },
    seed: { type: 'string' },
    date: { type: 'string' },
  },
});

async function tariffSetToLoad(): Promise<TariffSet> {
  if (values.sheet !== undefined) return parseRateSheet(JSON.parse(await readFile(values.sheet, 'utf8')));
  if (!values.demo) fail('say what to load');
  const fclRateCount = values['fcl-rates'] === undefined ? undefined : Number(values['fcl-rates']);
  if (fclRateCount !== undefined && !(Number.isInteger(fclRateCount) && fclRateCount >= 0))
    fail('--fcl-rates must be a whole number');
  const seed = values.seed === undefined ? defaultDemoSeed : Number(values.seed);
  if (!Number.isInteger(seed)) fail('--seed must be a whole number');
  const generationDate = values.date ?? new Date().toISOString().slice(0, 10);
  if (!isIsoDate(generationDate)) fail('--date must be yyyy-mm-dd');
  return generateDemoTariffs({ seed, generationDate, fclRateCount });
}

const set = await tariffSetToLoad();
const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await database.migrate();
  const { counts, durationMs } = await createTariffsService({ db: database.db }).importTariffs(set);
  process.stdout.write(`${JSON.stringify({ database: database.driver, durationMs, counts })}\n`);
} finally {
  await database.close();
}
