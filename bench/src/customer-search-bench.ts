// `npm run bench:customer-search`: staff's customer search over 100,000 customers on PostgreSQL (issue 15's budget:
// p95 ≤ 50 ms; docs/decisions/075-staff-console.md). Not a test: it only measures.
//
//   npm run bench:customer-search                          # 100,000 customers, 10 staff members typing
//   npm run bench:customer-search -- --think-min-ms 500 --think-max-ms 2500   # the paced reading's pauses
//   npm run bench:customer-search -- --customers 20000 --staff 5
//   npm run bench:customer-search -- --keep               # leaves the database for EXPLAIN (prints its URL)
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres   # where to create the database
//
// The server runs as `npm start` on a fresh database; the staff members sign up over HTTP (staff by their e-mail
// domain) and the customers are written by one INSERT … SELECT, as a migration from another system would.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { createBenchAccounts, type BenchAccount } from './bench-accounts';
import { cpuMsOf, postgresBackendPids, serverPidFor, totalCpuMsOf } from './process-cpu';
import { freePort, startNpmStart, waitForFirstAnswer } from './server-process';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '100000' },
    staff: { type: 'string', default: '10' },
    searches: { type: 'string', default: '40' },
    keep: { type: 'boolean', default: false },
    // The paced reading: the pause before each search, as a member of staff types, waits for the answer and reads it.
    'think-min-ms': { type: 'string', default: '500' },
    'think-max-ms': { type: 'string', default: '2500' },
  },
});
const customerCount = Number(values.customers);
const staffCount = Number(values.staff);
const searchesPerStaff = Number(values.searches);
const thinkTime = { minMs: Number(values['think-min-ms']), maxMs: Number(values['think-max-ms']) };
const adminDatabaseUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const execFileAsync = promisify(execFile);

async function psql(databaseUrl: string, statement: string): Promise<string> {
  const { stdout } = await execFileAsync('psql', [
    databaseUrl,
    '--no-psqlrc',
    '--quiet',
    '--tuples-only',
    '--no-align',
    '--set',
    'ON_ERROR_STOP=1',
    '--command',
    statement,
  ]);
  return stdout.trim();
}

function databaseUrlFor(databaseName: string): string {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** 100,000 plausible customers of the staff's brand: names, companies, e-mails and phones from small lists. */
function seedCustomersSql(brandId: string, count: number): string {
  const first = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Karim', 'Lena'];
  const last = ['Silva', 'Garcia', 'Okafor', 'Nguyen', 'Haddad', 'Muller', 'Rossi', 'Kowalski', 'Tanaka', 'Santos'];
  const companies = ['Acme Trading', 'Blue Harbor Imports', 'Cedar Logistics', 'Delta Foods', 'Evergreen Textiles'];
  const list = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;
  return `
    insert into customers (brand_id, email, contact_name, contact_surname, legal_name, is_company, customer_type,
                           phone_number, email_validated_at, created_at)
    select '${brandId}',
           lower((${list(first)})[1 + n % ${first.length}] || '.' || (${list(last)})[1 + (n / 7) % ${last.length}])
             || n || '@customer' || (n % 97) || '.example',
           (${list(first)})[1 + n % ${first.length}],
           (${list(last)})[1 + (n / 7) % ${last.length}],
           (${list(companies)})[1 + (n / 3) % ${companies.length}] || ' ' || (n % 5000),
           true, 'STANDARD', '+34' || (600000000 + n), now(), now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) as n;
    analyze customers;`;
}

/** What staff type: parts of e-mails, names, companies, phones and customer ids, some matching many, some few. */
function searchTermsFor(customerIds: string[]): string[] {
  return [
    'ana.silva',
    'garcia12',
    '@customer42',
    'okafor',
    'Cedar Logistics 12',
    'blue harbor',
    '600012',
    '+34 600 09',
    'nguyen9',
    'evergreen textiles 4999',
    ...customerIds.map((id) => id.slice(0, 8)),
    'zzzz-nobody',
  ];
}

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

async function searchOnce(baseUrl: string, jwt: string, clientIp: string, query: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/api/v2/staff/customers?query=${encodeURIComponent(query)}&pageSize=10`, {
    headers: { authorization: `Bearer ${jwt}`, 'x-forwarded-for': clientIp, 'accept-encoding': 'gzip' },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`search ${query} answered ${response.status}`);
  return performance.now() - startedAt;
}

async function signIn(baseUrl: string, account: BenchAccount): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/customers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': account.clientIp },
    body: JSON.stringify({ login: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { jwt: string } }).data.jwt;
}

async function main(): Promise<void> {
  const runId = `${process.pid}`;
  const databaseName = `bench_customers_${runId}`;
  const databaseUrl = databaseUrlFor(databaseName);
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-bench-customers-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await psql(adminDatabaseUrl, `CREATE DATABASE ${databaseName}`);
  const server = startNpmStart({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_TARIFFS: 'false',
    NODE_ENV: 'development',
    DEV_MAILBOX: 'true',
    TRUST_PROXY: 'true',
    // The bench's accounts sign up on example.com: staff, by their e-mail domain.
    INTERNAL_EMAIL_DOMAINS: 'example.com',
  });
  try {
    await waitForFirstAnswer(`${baseUrl}/api/health`, 600_000);
    const accounts = await createBenchAccounts(baseUrl, staffCount, runId);
    const brandId = await psql(databaseUrl, `select brand_id from customers where email = '${accounts[0]!.email}'`);
    const seedStartedAt = performance.now();
    await psql(databaseUrl, seedCustomersSql(brandId, customerCount));
    const total = await psql(databaseUrl, `select count(*) from customers where brand_id = '${brandId}'`);
    console.log(
      `Customer search: ${total} customers of brand ${brandId} (seeded in ${Math.round(
        (performance.now() - seedStartedAt) / 1000,
      )} s), ${staffCount} staff members, ${searchesPerStaff} searches each`,
    );
    const customerIds = (await psql(databaseUrl, `select id from customers order by created_at limit 5 offset 5000`))
      .split('\n')
      .filter(Boolean);
    const terms = searchTermsFor(customerIds);
    const staff = await Promise.all(
      accounts.map(async (account) => ({ account, jwt: await signIn(baseUrl, account) })),
    );
    // Warm-up: the first searches compile the plans and fill the caches.
    for (const term of terms) await searchOnce(baseUrl, staff[0]!.jwt, staff[0]!.account.clientIp, term);

    const serverPid = serverPidFor(port);
    // The PostgreSQL backends of the server's pool: their CPU is the searches' queries.
    const backendPids = () => postgresBackendPids(adminDatabaseUrl, databaseName);
    // Three readings (ADR 085, third amendment): one search at a time; the staff all at once, each sending its next
    // search as soon as the last answered (the machine's saturation: 10 searches always in flight); and the staff all
    // at once at a person's pace, a think time before every search.
    type Reading = 'oneAtATime' | 'closedLoop' | 'paced';
    const readingLabels: Record<Reading, string> = {
      oneAtATime: 'one search at a time',
      closedLoop: `${staffCount} staff at once, no pause (saturation)`,
      paced: `${staffCount} staff at once, ${thinkTime.minMs / 1000}–${thinkTime.maxMs / 1000} s before each search`,
    };
    const think = () =>
      new Promise((resolve) =>
        setTimeout(resolve, thinkTime.minMs + Math.random() * (thinkTime.maxMs - thinkTime.minMs)),
      );
    const run = async (reading: Reading) => {
      const loadBefore = loadavg()[0]!;
      const backends = await backendPids();
      const serverCpuBefore = cpuMsOf(serverPid);
      const databaseCpuBefore = totalCpuMsOf(backends);
      const latencies: number[] = [];
      const byTerm = new Map<string, number[]>();
      const typist = async ({ account, jwt }: (typeof staff)[number], offset: number) => {
        for (let index = 0; index < searchesPerStaff; index++) {
          const term = terms[(offset + index) % terms.length]!;
          if (reading === 'paced') await think();
          const ms = await searchOnce(baseUrl, jwt, account.clientIp, term);
          latencies.push(ms);
          byTerm.set(term, [...(byTerm.get(term) ?? []), ms]);
        }
      };
      if (reading === 'oneAtATime') for (const [index, member] of staff.entries()) await typist(member, index * 3);
      else await Promise.all(staff.map((member, index) => typist(member, index * 3)));
      latencies.sort((a, b) => a - b);
      // Backends the pool opened during the run count from zero.
      const databaseCpuMs = totalCpuMsOf(await backendPids()) - databaseCpuBefore;
      const perSearch = (ms: number) => Math.round((ms / latencies.length) * 100) / 100;
      console.log(
        `  ${readingLabels[reading]}: ${latencies.length} ` +
          `searches, p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms (budget ≤ 50 ms)` +
          `${percentile(latencies, 95) > 50 ? ' — OVER BUDGET' : ''}, p99 ${percentile(latencies, 99)} ms; ` +
          `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
      );
      console.log(
        `    CPU per search (load does not bend it; paced, the server's idle work counts too): ` +
          `server ${perSearch(cpuMsOf(serverPid) - serverCpuBefore)} ms, ` +
          `PostgreSQL ${perSearch(databaseCpuMs)} ms`,
      );
      const medians = [...byTerm].map(([term, ms]) => ({
        term,
        p50: percentile(
          [...ms].sort((a, b) => a - b),
          50,
        ),
      }));
      const slowest = medians.sort((a, b) => b.p50 - a.p50);
      console.log(
        `    terms, slowest first (p50): ${slowest.map(({ term, p50 }) => `"${term}" ${p50} ms`).join(', ')}`,
      );
    };
    // The per-account limit is 120 searches a minute: each reading starts once the last one's window has passed.
    const limitWindow = () => new Promise((resolve) => setTimeout(resolve, 61_000));
    await run('oneAtATime');
    await limitWindow();
    await run('closedLoop');
    await limitWindow();
    await run('paced');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (values.keep) console.log(`  database kept: ${databaseUrl}`);
    else await psql(adminDatabaseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

await main();
