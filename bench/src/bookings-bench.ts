// `npm run bench:bookings`: the booking budgets (docs/decisions/063-booking-lifecycle.md). Not a test: it only
// measures. Booking creation p95 ≤ 100 ms at 20 concurrent customers and booking details p95 ≤ 30 ms, on
// PostgreSQL; the same figures on the embedded PGlite are printed too.
//
// Two readings of "20 concurrent customers" (docs/decisions/085-server-budgets-search-and-bookings.md), both printed:
// - closed loop (parts create, details): each customer sends its next call as soon as the last answered, so 20
//   calls are always in flight: the machine's saturation, where latency is 20 ÷ throughput (Little's law);
// - paced (parts create-paced, details-paced): each customer pauses a think time (uniform 1–3 s by default) before
//   every call, as 20 people using the product at once do.
//
//   npm run bench:bookings                                   # PostgreSQL (fresh database, dropped after), then PGlite
//   npm run bench:bookings -- --database postgres            # one of them only (postgres | pglite | both)
//   BOOKINGS_PARTS=create,details npm run bench:bookings     # the parts to run (default: all of `parts` below)
//   npm run bench:bookings -- --customers 20 --bookings 20 --reads 50
//   npm run bench:bookings -- --paced-bookings 10 --paced-reads 15 --think-min-ms 1000 --think-max-ms 3000
//   npm run bench:bookings -- --database postgres --base-url http://127.0.0.1:8090   # a server you started
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres   # where to create the database
//
// Each part is a function of the running server and its signed-in customers (`BookingsBenchContext`,
// bench/src/bookings-bench-kit.ts), answering named latency figures with their budgets; the documents part
// (bench/src/booking-documents-bench.ts) plugs in where `parts` says.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { createBenchAccounts } from './bench-accounts';
import {
  bookingRequestFor,
  concurrently,
  figureOf,
  paced,
  timedCall,
  type BenchCustomer,
  type ThinkTime,
  type BookingsBenchPart,
  type LatencyFigure,
} from './bookings-bench-kit';
import { cpuMsOf, followCpuOf, postgresBackendPidsByTitle, serverPidFor, waitUntilIdle } from './process-cpu';
import { portToPortFclSearch } from './demo-searches';
import { freePort, repoRoot, startNpmStart, waitForFirstAnswer } from './server-process';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    customers: { type: 'string', default: '20' },
    bookings: { type: 'string', default: '20' },
    reads: { type: 'string', default: '50' },
    // The paced reading: calls per customer and the think time before each.
    'paced-bookings': { type: 'string', default: '10' },
    'paced-reads': { type: 'string', default: '15' },
    'think-min-ms': { type: 'string', default: '1000' },
    'think-max-ms': { type: 'string', default: '3000' },
    // A server already running (e.g. under `node --cpu-prof` to see where its time goes): no start, no database.
    'base-url': { type: 'string' },
    // With --base-url: the PostgreSQL database that server uses, so its backends' CPU is measured too.
    'database-name': { type: 'string' },
  },
});
const customerCount = Number(values.customers);
const bookingsPerCustomer = Number(values.bookings);
const readsPerCustomer = Number(values.reads);
const pacedBookingsPerCustomer = Number(values['paced-bookings']);
const pacedReadsPerCustomer = Number(values['paced-reads']);
const thinkTime: ThinkTime = { minMs: Number(values['think-min-ms']), maxMs: Number(values['think-max-ms']) };
const thinkLabel = `${thinkTime.minMs / 1000}–${thinkTime.maxMs / 1000} s`;
const adminDatabaseUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// ---- The parts -------------------------------------------------------------------------

/** One booking of the customer's rate (its uuid kept for the details parts). */
function book(baseUrl: string, customer: BenchCustomer, index: number) {
  return timedCall(
    baseUrl,
    customer,
    'POST',
    `/api/v2/quotes/${customer.quoteUuid}/rates/${customer.rateUuid}/bookings`,
    bookingRequestFor(customer, `BENCH-${index}`),
    { 'idempotency-key': randomUUID() },
  ).then((timed) => {
    if (timed.status === 201)
      customer.bookingUuids.push((JSON.parse(timed.body) as { data: { bookingUuid: string } }).data.bookingUuid);
    return timed;
  });
}

/** Booking creation, closed loop: every customer books its rate `--bookings` times, all customers at once. */
const createPart: BookingsBenchPart = async ({ baseUrl, customers }) => {
  const call = (customer: BenchCustomer, index: number) => book(baseUrl, customer, index);
  // Warm-up: one booking per customer (JIT, connection pool), not counted.
  await concurrently(customers, 1, call, 201);
  return [
    figureOf(
      `booking creation, closed loop (${customers.length} customers, no pause: saturation)`,
      await concurrently(customers, bookingsPerCustomer, call, 201),
      100,
    ),
  ];
};

/** Booking creation, paced: every customer books `--paced-bookings` times, thinking before each. */
const createPacedPart: BookingsBenchPart = async ({ baseUrl, customers }) => [
  figureOf(
    `booking creation, paced (${customers.length} customers, ${thinkLabel} between calls)`,
    await paced(
      customers,
      pacedBookingsPerCustomer,
      (customer, index) => book(baseUrl, customer, index),
      201,
      thinkTime,
    ),
    100,
  ),
];

/** A read of one of the customer's bookings (the details parts alone book one first). */
async function detailsReader(baseUrl: string, customers: readonly BenchCustomer[]) {
  for (const customer of customers) {
    if (customer.bookingUuids.length === 0) await createOne(baseUrl, customer);
  }
  return (customer: BenchCustomer, index: number) =>
    timedCall(
      baseUrl,
      customer,
      'GET',
      `/api/v2/bookings/${customer.bookingUuids[index % customer.bookingUuids.length]}/details`,
    );
}

/** Booking details, closed loop: every customer reads its own bookings `--reads` times, all customers at once. */
const detailsPart: BookingsBenchPart = async ({ baseUrl, customers }) => {
  const read = await detailsReader(baseUrl, customers);
  await concurrently(customers, 1, read, 200);
  const details = figureOf(
    `booking details, closed loop (${customers.length} customers, no pause: saturation)`,
    await concurrently(customers, readsPerCustomer, read, 200),
    30,
  );
  const listed = figureOf(
    `My bookings, first page, closed loop (${customers.length} customers, no pause)`,
    await concurrently(customers, 10, (customer) => timedCall(baseUrl, customer, 'GET', '/api/v2/bookings'), 200),
    null,
  );
  return [details, listed];
};

/** Booking details, paced: every customer reads its bookings `--paced-reads` times, thinking before each. */
const detailsPacedPart: BookingsBenchPart = async ({ baseUrl, customers }) => {
  const read = await detailsReader(baseUrl, customers);
  return [
    figureOf(
      `booking details, paced (${customers.length} customers, ${thinkLabel} between calls)`,
      await paced(customers, pacedReadsPerCustomer, read, 200, thinkTime),
      30,
    ),
  ];
};

async function createOne(baseUrl: string, customer: BenchCustomer): Promise<void> {
  const timed = await timedCall(
    baseUrl,
    customer,
    'POST',
    `/api/v2/quotes/${customer.quoteUuid}/rates/${customer.rateUuid}/bookings`,
    bookingRequestFor(customer, 'BENCH-SEED'),
    { 'idempotency-key': randomUUID() },
  );
  if (timed.status !== 201) throw new Error(`booking answered ${timed.status}: ${timed.body.slice(0, 300)}`);
  customer.bookingUuids.push((JSON.parse(timed.body) as { data: { bookingUuid: string } }).data.bookingUuid);
}

/**
 * The parts, in the order they run. The documents part goes here once merged:
 *   import { documentsPart } from './booking-documents-bench';
 *   … documents: documentsPart,
 * (a `BookingsBenchPart`: it gets the customers with their bookings from the parts before it).
 */
const parts: Record<string, BookingsBenchPart> = {
  create: createPart,
  details: detailsPart,
  'create-paced': createPacedPart,
  'details-paced': detailsPacedPart,
};

/** A `process.cpuUsage()` difference in ms. */
const cpuMsOfUsage = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

// ---- The server and its customers ----------------------------------------------------------

const execFileAsync = promisify(execFile);

async function psql(statement: string): Promise<void> {
  await execFileAsync('psql', [
    adminDatabaseUrl,
    '--no-psqlrc',
    '--quiet',
    '--set',
    'ON_ERROR_STOP=1',
    '--command',
    statement,
  ]);
}

function databaseUrlFor(databaseName: string): string {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

interface BenchQuote {
  uuid: string;
  isCompleted: boolean;
  rates: { uuid: string; includes: { pickup: boolean; delivery: boolean } }[];
}

/** A quote of the benchmark search, read until complete. */
async function completedQuote(baseUrl: string, customer: Pick<BenchCustomer, 'jwt' | 'clientIp'>): Promise<BenchQuote> {
  const created = await timedCall(baseUrl, customer, 'POST', '/api/v2/quotes', portToPortFclSearch());
  if (created.status !== 201) throw new Error(`quote answered ${created.status}: ${created.body.slice(0, 300)}`);
  const uuid = (JSON.parse(created.body) as { data: { uuid: string } }).data.uuid;
  for (let attempt = 0; attempt < 200; attempt++) {
    const read = await timedCall(baseUrl, customer, 'GET', `/api/v2/quotes/customer/${uuid}`);
    const quote = (JSON.parse(read.body) as { data: BenchQuote }).data;
    if (quote.isCompleted) return quote;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`quote ${uuid} never completed`);
}

async function signedInCustomers(baseUrl: string, runId: string): Promise<BenchCustomer[]> {
  const accounts = await createBenchAccounts(baseUrl, customerCount, runId);
  return Promise.all(
    accounts.map(async (account) => {
      const login = await fetch(`${baseUrl}/api/v2/customers/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': account.clientIp },
        body: JSON.stringify({ login: account.email, password: account.password }),
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
      const { jwt } = ((await login.json()) as { data: { jwt: string } }).data;
      const customer = { jwt, clientIp: account.clientIp };
      // The demo tariffs load in the background after the first start: until then the search has no rate.
      const deadline = performance.now() + 15 * 60_000;
      while (performance.now() < deadline) {
        const quote = await completedQuote(baseUrl, customer);
        const rate = quote.rates[0];
        if (rate)
          return { ...customer, quoteUuid: quote.uuid, rateUuid: rate.uuid, includes: rate.includes, bookingUuids: [] };
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      }
      throw new Error('the benchmark search found no rate within 15 minutes: did the demo tariffs load?');
    }),
  );
}

async function runOn(database: 'postgres' | 'pglite', partNames: readonly string[]) {
  const runId = `${process.pid}${database === 'pglite' ? 'l' : 'p'}`;
  const databaseName = values['database-name'] ?? `bench_bookings_${runId}`;
  const backendsMeasured = database === 'postgres' && (!values['base-url'] || values['database-name'] !== undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-bench-bookings-'));
  const runningUrl = values['base-url'];
  const port = runningUrl ? Number(new URL(runningUrl).port) : await freePort();
  const baseUrl = runningUrl ?? `http://127.0.0.1:${port}`;
  if (database === 'postgres' && !runningUrl) await psql(`CREATE DATABASE ${databaseName}`);
  const server = runningUrl
    ? { stop: async () => {} }
    : startNpmStart({
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(database === 'postgres' ? { DATABASE_URL: databaseUrlFor(databaseName) } : {}),
        LOG_LEVEL: 'warn',
        DEMO_TARIFFS: 'true',
        NODE_ENV: 'development',
        // The accounts are verified through the development mailbox (loopback only), as in bench:accounts.
        DEV_MAILBOX: 'true',
        // Each customer calls from its own address (X-Forwarded-For), so per-address limits count people.
        TRUST_PROXY: 'true',
      });
  try {
    // A first start may install dependencies and build the web app (npm start does).
    await waitForFirstAnswer(`${baseUrl}/api/health`, 600_000);
    const tariffsStartedAt = performance.now();
    const customers = await signedInCustomers(baseUrl, runId);
    console.log(
      `\n${database === 'postgres' ? `PostgreSQL (fresh database ${databaseName})` : 'PGlite (temporary DATA_DIR)'}: ` +
        `demo tariffs priced the search after ${Math.round((performance.now() - tariffsStartedAt) / 1000)} s`,
    );
    console.log(`${customers.length} signed-in customers, each with a quote (FCL Shanghai → Los Angeles)`);
    const loadAverageBefore = loadavg()[0]!;
    const figures: LatencyFigure[] = [];
    const serverPid = serverPidFor(port);
    // The demo tariffs go on loading after the first rates answer, mostly in PostgreSQL's backends (bulk inserts,
    // indexes): measure once the server and, for a database of its own, those backends are idle.
    // Followed across backends that end (a sum of the live ones drops when one does, which looked like idleness).
    const backends = backendsMeasured ? followCpuOf(() => postgresBackendPidsByTitle(databaseName)) : undefined;
    const busyMs = () => cpuMsOf(serverPid) + (backends?.total() ?? 0);
    const idleAfterS = await waitUntilIdle(busyMs);
    backends?.stop();
    console.log(`  server idle after ${idleAfterS} s more`);
    for (const name of partNames) {
      const cpuBefore = cpuMsOf(serverPid);
      const databaseCpu = backendsMeasured ? followCpuOf(() => postgresBackendPidsByTitle(databaseName)) : undefined;
      const clientCpuBefore = process.cpuUsage();
      const partFigures = await parts[name]!({ baseUrl, database, customers });
      const requests = partFigures.reduce((sum, figure) => sum + figure.requests, 0);
      // Warm-up requests included: a slight overestimate.
      const perRequest = (ms: number) => Math.round((ms / requests) * 100) / 100;
      const databaseCpuMs = databaseCpu?.stop() ?? NaN;
      console.log(
        `  [${name}] server CPU ≈ ${perRequest(cpuMsOf(serverPid) - cpuBefore)} ms per request (Node process), ` +
          `PostgreSQL ≈ ${Number.isNaN(databaseCpuMs) ? 'not measured' : `${perRequest(databaseCpuMs)} ms`}, ` +
          `this load generator ≈ ${perRequest(cpuMsOfUsage(process.cpuUsage(clientCpuBefore)))} ms`,
      );
      for (const figure of partFigures) {
        figures.push(figure);
        const budget =
          figure.budgetP95Ms === null
            ? ''
            : ` (budget ≤ ${figure.budgetP95Ms} ms on PostgreSQL)${
                database === 'postgres' && figure.p95Ms > figure.budgetP95Ms ? ' — OVER BUDGET' : ''
              }`;
        console.log(
          `  ${figure.name}: ${figure.requests} requests, p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms${budget}, ` +
            `p99 ${figure.p99Ms} ms; server p95 ${figure.serverP95Ms} ms`,
        );
      }
    }
    console.log(
      `  machine: 1-minute load average ${loadAverageBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after ` +
        '(the load generator shares the machine)',
    );
    return { database, loadAverageBefore, figures };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (database === 'postgres' && !runningUrl) await psql(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

async function main(): Promise<void> {
  const partNames = (process.env.BOOKINGS_PARTS ?? Object.keys(parts).join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = partNames.filter((name) => !(name in parts));
  if (unknown.length > 0)
    throw new Error(`unknown BOOKINGS_PARTS ${unknown.join(', ')}: one of ${Object.keys(parts).join(', ')}`);
  const databases =
    values.database === 'both' ? (['postgres', 'pglite'] as const) : ([values.database] as ('postgres' | 'pglite')[]);
  console.log(
    `Bookings benchmark: parts ${partNames.join(', ')}; ${customerCount} customers; closed loop ` +
      `${bookingsPerCustomer} bookings and ${readsPerCustomer} detail reads each, paced ${pacedBookingsPerCustomer} ` +
      `bookings and ${pacedReadsPerCustomer} detail reads each with ${thinkLabel} of think time before each call`,
  );
  const results = [];
  for (const database of databases) results.push(await runOn(database, partNames));
  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'bookings.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), parts: partNames, thinkTime, results }, null, 2),
  );
}

await main();
