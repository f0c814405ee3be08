// `npm run bench:accounts`: the sign-in budget (ADR 052). Not a test: it only measures.
//   Sign-in p95 ≤ 400 ms at 20 concurrent sign-ins and one sign-in alone ≤ 100 ms on the 2-core
//   machine, argon2id hashing included, on PostgreSQL; and the password-hashing cost.
//
//   npm run bench:accounts                        # PostgreSQL: a fresh database, dropped after
//   npm run bench:accounts -- --pglite            # the embedded PGlite in a temporary DATA_DIR
//   npm run bench:accounts -- --accounts 400 --requests 2000 --connections 20
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres   # where to create the database
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { hash as argon2Hash, type Algorithm } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { createBenchAccounts, type BenchAccount } from './bench-accounts';
import { serverPidFor } from './process-cpu';
import { freePort, repoRoot, startNpmStart, waitForFirstAnswer } from './server-process';

const { values } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    accounts: { type: 'string', default: '400' },
    requests: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '20' },
  },
});
const accountCount = Number(values.accounts);
const requestCount = Number(values.requests);
const connectionCount = Number(values.connections);
const budgetP95Ms = 400;
const budgetAloneMs = 100;
const adminDatabaseUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's rule (apps/server/src/modules/accounts/account-policy.ts): 10 sign-ins per address per minute. */
const signInsPerAddressPerMinute = 10;

// ---- The hashing cost, measured in-process with the server's documented parameters --------

const hashingSourcePath = 'apps/server/src/modules/accounts/password-hashing.ts';

/** Reads `passwordHashingParameters` from the server's source text (bench may not import app code). */
function documentedHashingParameters(): { memoryKiB: number; passes: number; lanes: number; keyLengthBytes: number } {
  const source = readFileSync(join(repoRoot, hashingSourcePath), 'utf8');
  const match = source.match(
    /passwordHashingParameters = \{ memoryKiB: ([\d_]+), passes: (\d+), lanes: (\d+), keyLengthBytes: (\d+) \}/,
  );
  if (!match)
    throw new Error(`passwordHashingParameters not found in ${hashingSourcePath}: update the bench's pattern`);
  const [memoryKiB, passes, lanes, keyLengthBytes] = match.slice(1).map((text) => Number(text.replaceAll('_', '')));
  return { memoryKiB: memoryKiB!, passes: passes!, lanes: lanes!, keyLengthBytes: keyLengthBytes! };
}

function percentileMs(sortedMs: readonly number[], fraction: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil(sortedMs.length * fraction) - 1)]!;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

async function measureHashing(runs: number) {
  const parameters = documentedHashingParameters();
  const hashOnce = async () => {
    const startedAt = performance.now();
    await argon2Hash('Bench-password-1', {
      algorithm: 2 as Algorithm, // Argon2id (a const enum the bench cannot read at run time)
      memoryCost: parameters.memoryKiB,
      timeCost: parameters.passes,
      parallelism: parameters.lanes,
      outputLen: parameters.keyLengthBytes,
    });
    return performance.now() - startedAt;
  };
  for (let warmUp = 0; warmUp < 5; warmUp++) await hashOnce();
  const sequentialMs: number[] = [];
  for (let run = 0; run < runs; run++) sequentialMs.push(await hashOnce());
  sequentialMs.sort((a, b) => a - b);
  // 20 at once, as 20 concurrent sign-ins ask for: the libuv thread pool (4) on 2 cores queues them.
  const batchStartedAt = performance.now();
  await Promise.all(Array.from({ length: 20 }, hashOnce));
  const twentyAtOnceMs = performance.now() - batchStartedAt;
  return {
    source: `${hashingSourcePath} (passwordHashingParameters)`,
    parameters,
    memoryMiB: round1(parameters.memoryKiB / 1024),
    singleHashMs: {
      median: round1(percentileMs(sequentialMs, 0.5)),
      p95: round1(percentileMs(sequentialMs, 0.95)),
      runs,
    },
    twentyConcurrentHashesWallMs: round1(twentyAtOnceMs),
  };
}

// ---- The database the server runs on ---------------------------------------------------

const execFileAsync = promisify(execFile);

async function psql(sql: string): Promise<void> {
  await execFileAsync('psql', [
    adminDatabaseUrl,
    '--no-psqlrc',
    '--quiet',
    '--set',
    'ON_ERROR_STOP=1',
    '--command',
    sql,
  ]);
}

function databaseUrlFor(databaseName: string): string {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

// ---- Where the CPU goes (Linux /proc): the figure that other work on the box cannot bend ----

const clockTicksPerMs = 0.1; // USER_HZ = 100 on Linux

/** utime + stime of a process or thread, in ms (0 when it is gone). */
function cpuMsOf(statPath: string): number {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerMs;
  } catch {
    return 0;
  }
}

/** The `npm start` server listening on `port`; the run cannot go on without it. */
function requireServerPid(port: number): number {
  const pid = serverPidFor(port);
  if (pid === undefined) throw new Error(`no server process for port ${port}`);
  return pid;
}

/** The server's CPU split into its main thread (requests) and the rest (libuv pool: argon2); NaN if it is gone. */
function serverCpu(pid: number): { mainMs: number; otherThreadsMs: number } {
  let otherThreadsMs = 0;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`))
      if (tid !== String(pid)) otherThreadsMs += cpuMsOf(`/proc/${pid}/task/${tid}/stat`);
  } catch {
    return { mainMs: Number.NaN, otherThreadsMs: Number.NaN };
  }
  return { mainMs: cpuMsOf(`/proc/${pid}/task/${pid}/stat`), otherThreadsMs };
}

/** Busy and total CPU time of the whole machine (every process), in ms. */
function machineCpu(): { busyMs: number; totalMs: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = values;
  const busy = user + nice + system + irq + softirq + steal;
  return { busyMs: busy / clockTicksPerMs, totalMs: (busy + idle + iowait) / clockTicksPerMs };
}

async function backendPids(databaseName: string): Promise<number[]> {
  const { stdout } = await execFileAsync('psql', [
    adminDatabaseUrl,
    '--no-psqlrc',
    '--quiet',
    '--tuples-only',
    '--no-align',
    '--command',
    `select pid from pg_stat_activity where datname = '${databaseName}'`,
  ]);
  return stdout.split('\n').filter(Boolean).map(Number);
}

// ---- The load --------------------------------------------------------------------------

/** One sign-in at a time (nothing else in flight): the latency a single customer sees. */
async function signInAlone(baseUrl: string, accounts: readonly BenchAccount[], runs: number) {
  const latenciesMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const account = accounts[run % accounts.length]!;
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}/api/v2/customers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': account.clientIp },
      body: JSON.stringify({ login: account.email, password: account.password }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-in alone answered ${response.status}`);
    latenciesMs.push(performance.now() - startedAt);
  }
  latenciesMs.sort((a, b) => a - b);
  return { runs, medianMs: round1(percentileMs(latenciesMs, 0.5)), p95Ms: round1(percentileMs(latenciesMs, 0.95)) };
}

async function signInLoad(baseUrl: string, accounts: readonly BenchAccount[], amount: number) {
  let nextAccount = 0;
  const latenciesMs: number[] = [];
  const statusCounts = new Map<number, number>();
  const instance = autocannon({
    url: baseUrl,
    connections: connectionCount,
    amount,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/v2/customers/login',
        // Each request signs a different account in (round robin), from that account's own address.
        setupRequest: (request) => {
          const account = accounts[nextAccount++ % accounts.length]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': account.clientIp },
            body: JSON.stringify({ login: account.email, password: account.password }),
          };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    latenciesMs.push(responseTimeMs);
    statusCounts.set(statusCode, (statusCounts.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latenciesMs.sort((a, b) => a - b);
  const non200 = [...statusCounts].filter(([status]) => status !== 200).reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: latenciesMs.length,
    non200,
    statusCounts: Object.fromEntries(statusCounts),
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      p50: round1(percentileMs(latenciesMs, 0.5)),
      p95: round1(percentileMs(latenciesMs, 0.95)),
      p99: round1(percentileMs(latenciesMs, 0.99)),
      max: round1(latenciesMs.at(-1) ?? 0),
    },
    throughputPerSecond: round1(latenciesMs.length / (result.duration || 1)),
    durationSeconds: round1(result.duration),
  };
}

// ---- Main ------------------------------------------------------------------------------

async function main(): Promise<void> {
  // + 2: the warm-up and the sign-ins alone also sign some accounts in.
  if (requestCount / accountCount + 2 > signInsPerAddressPerMinute) {
    throw new Error(
      `${requestCount} sign-ins over ${accountCount} accounts exceed ${signInsPerAddressPerMinute} per address per ` +
        `minute: use more --accounts`,
    );
  }
  const hashing = await measureHashing(50);
  const { memoryKiB, passes, lanes, keyLengthBytes } = hashing.parameters;
  console.log(
    `Password hashing: argon2id m=${memoryKiB} KiB, t=${passes}, p=${lanes}, key ${keyLengthBytes} B, ` +
      `${hashing.memoryMiB} MiB per hash — from ${hashing.source}`,
  );
  console.log(
    `  one hash (@node-rs/argon2, in this process): median ${hashing.singleHashMs.median} ms, p95 ` +
      `${hashing.singleHashMs.p95} ms over ${hashing.singleHashMs.runs} runs; 20 at once: ` +
      `${hashing.twentyConcurrentHashesWallMs} ms wall`,
  );

  const usePglite = values.pglite;
  const runId = `${process.pid}`;
  const databaseName = `bench_signin_${runId}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-bench-signin-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  if (!usePglite) await psql(`CREATE DATABASE ${databaseName}`);
  const server = startNpmStart({
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(usePglite ? {} : { DATABASE_URL: databaseUrlFor(databaseName) }),
    LOG_LEVEL: 'warn',
    DEMO_TARIFFS: 'false',
    NODE_ENV: 'development',
    // The accounts are verified through the development mailbox (served on loopback only when asked for).
    DEV_MAILBOX: 'true',
    // No setting raises the per-IP limit (30 sign-ins a minute): the server trusts the proxy's
    // X-Forwarded-For, as behind a load balancer, and each account signs in from its own address.
    TRUST_PROXY: 'true',
  });
  try {
    await waitForFirstAnswer(`${baseUrl}/api/health`, 120_000);
    console.log(
      `Server: npm start on ` +
        `${usePglite ? `PGlite (temporary DATA_DIR ${dataDir})` : `PostgreSQL (fresh database ${databaseName})`}, ` +
        `NODE_ENV=development, DEV_MAILBOX=true, LOG_LEVEL=warn`,
    );
    console.log(
      'Rate limits: no override exists in apps/server/src/config/config.ts; started with TRUST_PROXY=true and each ' +
        'account signs in from its own X-Forwarded-For address (10.x.y.z), at most',
    );
    console.log(
      `  ${Math.ceil(requestCount / accountCount) + 1} sign-ins per account (limit ${signInsPerAddressPerMinute} per ` +
        `address and 30 per IP per minute).`,
    );

    const creationStartedAt = performance.now();
    const accounts = await createBenchAccounts(baseUrl, accountCount, runId);
    console.log(
      `Created ${accounts.length} validated accounts over HTTP (register → code from /dev/mailbox → validate-email) ` +
        `in ${Math.round(performance.now() - creationStartedAt)} ms`,
    );

    // Warm-up: one sign-in per connection (JIT, connection pool, dummy hash), not counted.
    await signInLoad(baseUrl, accounts.slice(0, connectionCount), connectionCount);
    const alone = await signInAlone(baseUrl, accounts.slice(connectionCount), 40);
    console.log(
      `One sign-in alone (${alone.runs} in a row): median ${alone.medianMs} ms, p95 ${alone.p95Ms} ms ` +
        `(budget ≤ ${budgetAloneMs} ms)${alone.p95Ms <= budgetAloneMs ? '' : ' — OVER BUDGET'}`,
    );
    const serverPid = requireServerPid(port);
    const backendsBefore = usePglite ? [] : await backendPids(databaseName);
    const backendCpuBefore = new Map(backendsBefore.map((pid) => [pid, cpuMsOf(`/proc/${pid}/stat`)]));
    const serverBefore = serverCpu(serverPid);
    const machineBefore = machineCpu();
    const ownBefore = process.cpuUsage();
    const loadAverageBefore = loadavg()[0]!;
    const load = await signInLoad(baseUrl, accounts, requestCount);
    const ownUsage = process.cpuUsage(ownBefore);
    const machineAfter = machineCpu();
    const serverAfter = serverCpu(serverPid);
    const backendsAfter = usePglite ? [] : await backendPids(databaseName);
    const postgresMs = [...new Set([...backendsBefore, ...backendsAfter])].reduce(
      (sum, pid) => sum + cpuMsOf(`/proc/${pid}/stat`) - (backendCpuBefore.get(pid) ?? 0),
      0,
    );
    const perSignIn = (ms: number) => Math.round((ms / load.requests) * 100) / 100;
    const cpu = {
      serverMainThreadMs: perSignIn(serverAfter.mainMs - serverBefore.mainMs),
      serverHashingThreadsMs: perSignIn(serverAfter.otherThreadsMs - serverBefore.otherThreadsMs),
      postgresMs: perSignIn(postgresMs),
      loadGeneratorMs: perSignIn((ownUsage.user + ownUsage.system) / 1000),
    };
    const cpuTotalMs =
      Math.round((cpu.serverMainThreadMs + cpu.serverHashingThreadsMs + cpu.postgresMs + cpu.loadGeneratorMs) * 100) /
      100;
    const elapsedMs = machineAfter.totalMs - machineBefore.totalMs;
    const machineBusyCores = (machineAfter.busyMs - machineBefore.busyMs) / (elapsedMs / 2);
    const othersBusyCores = Math.max(0, machineBusyCores - (cpuTotalMs * load.requests) / (elapsedMs / 2));
    // Other work on the same 2 cores inflates every figure: say how busy the machine was.
    console.log(
      `Machine: 1-minute load average ${loadAverageBefore.toFixed(1)} before the load, ${loadavg()[0]!.toFixed(1)} ` +
        `after (2 cores; the load generator runs here too); during the load other processes kept ` +
        `${othersBusyCores.toFixed(2)} of the 2 cores busy`,
    );
    console.log(
      `CPU per sign-in: server ${cpu.serverMainThreadMs} ms on its main thread + ${cpu.serverHashingThreadsMs} ms ` +
        `hashing (libuv pool), PostgreSQL ${cpu.postgresMs} ms, load generator ${cpu.loadGeneratorMs} ms: ` +
        `${cpuTotalMs} ms in all`,
    );
    console.log(
      `  → two otherwise idle cores could serve at most ${Math.round(2000 / cpuTotalMs)} sign-ins/s; at ` +
        `${connectionCount} concurrent the mean latency cannot fall below ` +
        `${round1((connectionCount * cpuTotalMs) / 2)} ms`,
    );
    console.log(
      `Sign-in load: ${load.requests} requests over ${connectionCount} connections in ${load.durationSeconds} s, ` +
        `${load.non200} non-200 ${JSON.stringify(load.statusCounts)}, ${load.errors} errors, ${load.timeouts} timeouts`,
    );
    console.log(
      `  latency p50 ${load.latencyMs.p50} ms, p95 ${load.latencyMs.p95} ms, p99 ${load.latencyMs.p99} ms, max ` +
        `${load.latencyMs.max} ms; throughput ${load.throughputPerSecond} req/s`,
    );
    console.log(
      `Sign-in p95: ${load.latencyMs.p95} ms at ${connectionCount} concurrent (budget ≤ ${budgetP95Ms} ` +
        `ms)${load.latencyMs.p95 <= budgetP95Ms ? '' : ' — OVER BUDGET'}`,
    );

    const resultsDir = join(repoRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, `sign-in-${usePglite ? 'pglite' : 'postgres'}.json`),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          database: usePglite ? 'pglite' : 'postgres',
          accounts: accountCount,
          connections: connectionCount,
          loadAverageBefore,
          othersBusyCores: round1(othersBusyCores * 100) / 100,
          hashing,
          cpuPerSignInMs: { ...cpu, total: cpuTotalMs },
          signInAlone: alone,
          load,
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!usePglite) await psql(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

await main();
