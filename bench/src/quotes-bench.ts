// Rate-engine benchmark (issue 5): how long importing 1 000 000 FCL rates takes, then place
// search latency, quote creation (a door-to-door FCL search: latency of the first answer, by the
// server's own Server-Timing and as the client sees it, and quotes per second under load) and
// the server's memory. Prints figures; never part of `npm test`.
//
//   npm run bench:quotes                    # PGlite in a temporary DATA_DIR
//   DATABASE_URL=postgres://… npm run bench:quotes   # PostgreSQL: REPLACES the tariffs there
//   npm run bench:quotes -- --fcl-rates 200000 --requests 2000
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { doorToDoorFclSearch } from './demo-searches';
import { freePort, npmStartNodeArguments, repoRoot, waitForFirstAnswer } from './server-process';

const { values } = parseArgs({
  options: {
    'fcl-rates': { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '3000' },
    quotes: { type: 'string', default: '400' },
    'load-quotes': { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
  },
});
const fclRateCount = Number(values['fcl-rates']);
const requestCount = Number(values.requests);
const quoteCount = Number(values.quotes);
const loadQuoteCount = Number(values['load-quotes']);
const concurrency = Number(values.concurrency);
// Tariffs are generated for today, so their validities are current for the server's clock.
const today = new Date().toISOString().slice(0, 10);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-quotes-bench-'));
// Each request comes from its own client address (X-Forwarded-For, trusted here): the per-address limits of
// ADR 053 (30 quotes a minute) would otherwise stop the benchmark, which measures the engine, not them.
const serverEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DEMO_TARIFFS: 'false',
  HOST: '127.0.0.1',
  TRUST_PROXY: 'true',
};
let clientCount = 0;
function nextClient(): { 'x-forwarded-for': string } {
  clientCount += 1;
  return { 'x-forwarded-for': `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}` };
}

function run(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: repoRoot,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

function percentile(sortedMs: readonly number[], fraction: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * fraction))]!;
}

function residentMemoryMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

/** What people type into the origin and destination boxes: names, codes, ZIPs, accents, prefixes. */
const placeQueries = [
  'shanghai',
  'CNSHA',
  'sao paulo',
  'São Paulo',
  '90210',
  'rotterdam',
  'new york',
  'ham',
  'los angeles',
  'sing',
  'LAX',
  'frank',
  'valencia',
  'houston',
  '100',
  'santos',
  'dubai',
  'mumbai',
  'chicago',
  'tokyo',
  'busan',
  'antw',
  'miami',
  'beverly hills',
  'sa',
];

async function measurePlaceSearch(baseUrl: string): Promise<{ p50Ms: number; p95Ms: number; p99Ms: number }> {
  const latenciesMs: number[] = [];
  for (let i = 0; i < requestCount; i++) {
    const query = placeQueries[i % placeQueries.length]!;
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}/api/v2/places?query=${encodeURIComponent(query)}`, {
      headers: nextClient(),
    });
    await response.arrayBuffer();
    latenciesMs.push(performance.now() - startedAt);
    if (response.status !== 200) throw new Error(`place search "${query}" answered ${response.status}`);
  }
  latenciesMs.sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(latenciesMs, 0.5)),
    p95Ms: round(percentile(latenciesMs, 0.95)),
    p99Ms: round(percentile(latenciesMs, 0.99)),
  };
}

interface CreatedQuote {
  uuid: string;
  serverMs: number;
  clientMs: number;
}

// The load comes from node:http with kept-alive connections, not fetch: the client shares the
// machine's two cores with the server and the database, and fetch spent nearly three times the
// CPU per request (1.7 ms against 0.6 ms), which the server's figure would otherwise pay for.
const keptAlive = new Agent({ keepAlive: true, maxSockets: 64 });
const searchJson = JSON.stringify(doorToDoorFclSearch());

function post(
  baseUrl: string,
  path: string,
  json: string,
): Promise<{ status: number; body: string; serverTiming: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: keptAlive,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json), ...nextClient() },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            serverTiming: String(response.headers['server-timing'] ?? ''),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(json);
  });
}

async function createQuote(baseUrl: string): Promise<CreatedQuote> {
  const startedAt = performance.now();
  const response = await post(baseUrl, '/api/v2/quotes', searchJson);
  const body = JSON.parse(response.body) as { data?: { uuid: string } };
  const clientMs = performance.now() - startedAt;
  if (response.status !== 201 || !body.data)
    throw new Error(`creating a quote answered ${response.status}: ${response.body}`);
  const serverMs = Number(/dur=([0-9.]+)/.exec(response.serverTiming)?.[1]);
  return { uuid: body.data.uuid, serverMs, clientMs };
}

interface QuoteSnapshot {
  isCompleted: boolean;
  quoteTypeCode: string;
  pricedRouteKind: string | null;
  rates: unknown[];
}

async function readQuote(baseUrl: string, uuid: string): Promise<QuoteSnapshot> {
  const response = await fetch(`${baseUrl}/api/v2/quotes/customer/${uuid}`, { headers: nextClient() });
  return ((await response.json()) as { data: QuoteSnapshot }).data;
}

async function completed(baseUrl: string, uuid: string): Promise<QuoteSnapshot> {
  for (;;) {
    const quote = await readQuote(baseUrl, uuid);
    if (quote.isCompleted) return quote;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;
function summary(latenciesMs: number[]) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
  };
}

async function measureQuotes(baseUrl: string) {
  // One at a time: the latency of the first answer (the rest of the quote fills in afterwards).
  const sequential: CreatedQuote[] = [];
  for (let i = 0; i < quoteCount; i++) sequential.push(await createQuote(baseUrl));
  const first = await readQuote(baseUrl, sequential.at(-1)!.uuid);
  const complete = await completed(baseUrl, sequential.at(-1)!.uuid);

  // Under load: `concurrency` clients creating quotes as fast as they can.
  let next = 0;
  const startedAt = performance.now();
  const loaded: CreatedQuote[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < loadQuoteCount) {
        next += 1;
        loaded.push(await createQuote(baseUrl));
      }
    }),
  );
  const createdMs = performance.now() - startedAt;
  // …and until the last of them has completed (door legs priced): the sustained rate.
  await completed(baseUrl, loaded.at(-1)!.uuid);
  const completedMs = performance.now() - startedAt;
  return {
    search: 'FCL 1 × DV40, door (ZIP 90012, Los Angeles) to door (ZIP 10001, New York)',
    firstAnswer: {
      rates: first.rates.length,
      quoteTypeCode: first.quoteTypeCode,
      pricedRouteKind: first.pricedRouteKind,
    },
    completed: {
      rates: complete.rates.length,
      quoteTypeCode: complete.quoteTypeCode,
      pricedRouteKind: complete.pricedRouteKind,
    },
    sequential: {
      quotes: quoteCount,
      serverTime: summary(sequential.map((quote) => quote.serverMs)),
      clientTime: summary(sequential.map((quote) => quote.clientMs)),
    },
    underLoad: {
      quotes: loadQuoteCount,
      concurrency,
      quotesCreatedPerSecond: Math.round((loadQuoteCount / createdMs) * 1000),
      quotesCompletedPerSecond: Math.round((loadQuoteCount / completedMs) * 1000),
      serverTime: summary(loaded.map((quote) => quote.serverMs)),
    },
  };
}

let server: ChildProcess | undefined;
try {
  process.stdout.write(
    `importing ${fclRateCount.toLocaleString('en')} FCL rates into ` +
      `${databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`} …\n`,
  );
  const importStartedAt = performance.now();
  const output = await run([
    'apps/server/src/modules/tariffs/load-tariffs.ts',
    '--demo',
    '--fcl-rates',
    String(fclRateCount),
    '--date',
    today,
  ]);
  const importWallMs = Math.round(performance.now() - importStartedAt);
  const imported = JSON.parse(output.trim().split('\n').pop()!) as {
    durationMs: number;
    counts: Record<string, number>;
  };

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  server = spawn(process.execPath, npmStartNodeArguments(), {
    cwd: repoRoot,
    env: { ...serverEnv, PORT: String(port) },
    stdio: 'ignore',
  });
  await waitForFirstAnswer(`${baseUrl}/api/health`, 60_000);
  const firstAnswerMs = Math.round(performance.now() - startedAt);
  // Warm up (JIT, first look-ups), then measure.
  for (const query of placeQueries)
    await (
      await fetch(`${baseUrl}/api/v2/places?query=${encodeURIComponent(query)}`, { headers: nextClient() })
    ).arrayBuffer();
  const placeSearch = await measurePlaceSearch(baseUrl);
  for (let i = 0; i < 30; i++) await createQuote(baseUrl);
  const quotes = await measureQuotes(baseUrl);

  const figures = {
    database: databaseUrl ? 'postgres' : 'pglite',
    fclRates: imported.counts.fclRates,
    importMs: imported.durationMs,
    importWallMsIncludingGenerationAndStartUp: importWallMs,
    serverFirstAnswerMs: firstAnswerMs,
    placeSearch: { requests: requestCount, ...placeSearch },
    quotes,
    serverRssMb: residentMemoryMb(server.pid!),
    // Other work on the machine skews every figure here: the 1-minute load average as measured.
    loadAverageAtEnd: Math.round(loadavg()[0]! * 100) / 100,
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  keptAlive.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
