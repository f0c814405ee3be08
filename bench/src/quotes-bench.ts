// Rate-engine benchmark (issue 5): how long importing 1 000 000 FCL rates takes, then place
// search latency over HTTP and the server's memory. Prints figures; never part of `npm test`.
//
//   npm run bench:quotes                    # PGlite in a temporary DATA_DIR
//   DATABASE_URL=postgres://… npm run bench:quotes   # PostgreSQL: REPLACES the tariffs there
//   npm run bench:quotes -- --fcl-rates 200000 --requests 2000
//
// The quote-creation part comes with the quote API.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, repoRoot, waitForFirstAnswer } from './server-process';

const { values } = parseArgs({ options: { 'fcl-rates': { type: 'string', default: '1000000' }, requests: { type: 'string', default: '3000' } } });
const fclRateCount = Number(values['fcl-rates']);
const requestCount = Number(values.requests);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-quotes-bench-'));
const serverEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_TARIFFS: 'false', HOST: '127.0.0.1' };

function run(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repoRoot, env: serverEnv, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

function percentile(sortedMs: readonly number[], fraction: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * fraction))]!;
}

function residentMemoryMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

/** What people type into the origin and destination boxes: names, codes, ZIPs, accents, prefixes. */
const placeQueries = [
  'shanghai', 'CNSHA', 'sao paulo', 'São Paulo', '90210', 'rotterdam', 'new york', 'ham', 'los angeles', 'sing', 'LAX', 'frank',
  'valencia', 'houston', '100', 'santos', 'dubai', 'mumbai', 'chicago', 'tokyo', 'busan', 'antw', 'miami', 'beverly hills', 'sa',
];

async function measurePlaceSearch(baseUrl: string): Promise<{ p50Ms: number; p95Ms: number; p99Ms: number }> {
  const latenciesMs: number[] = [];
  for (let i = 0; i < requestCount; i++) {
    const query = placeQueries[i % placeQueries.length]!;
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}/api/v2/places?query=${encodeURIComponent(query)}`);
    await response.arrayBuffer();
    latenciesMs.push(performance.now() - startedAt);
    if (response.status !== 200) throw new Error(`place search "${query}" answered ${response.status}`);
  }
  latenciesMs.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { p50Ms: round(percentile(latenciesMs, 0.5)), p95Ms: round(percentile(latenciesMs, 0.95)), p99Ms: round(percentile(latenciesMs, 0.99)) };
}

let server: ChildProcess | undefined;
try {
  process.stdout.write(`importing ${fclRateCount.toLocaleString('en')} FCL rates into ${databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`} …\n`);
  const importStartedAt = performance.now();
  const output = await run(['apps/server/src/modules/tariffs/load-tariffs.ts', '--demo', '--fcl-rates', String(fclRateCount), '--date', '2026-05-04']);
  const importWallMs = Math.round(performance.now() - importStartedAt);
  const imported = JSON.parse(output.trim().split('\n').pop()!) as { durationMs: number; counts: Record<string, number> };

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env: { ...serverEnv, PORT: String(port) }, stdio: 'ignore' });
  await waitForFirstAnswer(`${baseUrl}/api/health`, 60_000);
  const firstAnswerMs = Math.round(performance.now() - startedAt);
  // Warm up (JIT, first look-ups), then measure.
  for (const query of placeQueries) await (await fetch(`${baseUrl}/api/v2/places?query=${encodeURIComponent(query)}`)).arrayBuffer();
  const placeSearch = await measurePlaceSearch(baseUrl);

  const figures = {
    database: databaseUrl ? 'postgres' : 'pglite',
    fclRates: imported.counts.fclRates,
    importMs: imported.durationMs,
    importWallMsIncludingGenerationAndStartUp: importWallMs,
    serverFirstAnswerMs: firstAnswerMs,
    placeSearch: { requests: requestCount, ...placeSearch },
    serverRssMb: residentMemoryMb(server.pid!),
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
