// Rate sheet budgets (issue 15, docs/decisions/079-rate-sheets.md). Not a test: it measures and prints.
//   - A 1,000,000-row FCL sheet (CSV) uploaded, checked and published in ≤ 90 s on PostgreSQL, the server processes'
//     resident memory under 1 GB meanwhile; the same sheet as XLSX in ≤ 180 s.
//   - A published version prices quotes on every process ≤ 5 s after publishing (two processes, one database).
//
//   npm run bench:rate-sheets     # needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432):
//                                 # makes a database of its own, two server processes on it, the sheets in a
//                                 # temporary folder (generated deterministically), and removes them after.
//   RATE_SHEET_ROWS=100000           a shorter run; RATE_SHEET_FORMATS=csv only one format;
//   RATE_SHEET_CPU_PROF=DIR          the server processes write V8 CPU profiles there (node --cpu-prof).
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleFclSearch } from '@freightdesk/domain/testing';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { createBenchAccounts } from './bench-accounts';
import { freePort, repoRoot, waitForFirstAnswer } from './server-process';

const rows = Number(process.env.RATE_SHEET_ROWS ?? 1_000_000);
const formats = (process.env.RATE_SHEET_FORMATS ?? 'csv,xlsx').toLowerCase().split(',');
const cpuProfileDir = process.env.RATE_SHEET_CPU_PROF;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const database = `rate_sheets_bench_${process.pid}`;
const databaseUrl = `${serverUrl}/${database}`;
const workDir = mkdtempSync(join(tmpdir(), 'rate-sheets-bench-'));
const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const header = 'carrier,scac,contract,pol,pod,container_type,base_rate,baf,currency,valid_from,valid_to,transit_days';
const ports = [
  'CNSHA',
  'CNNGB',
  'CNYTN',
  'SGSIN',
  'KRPUS',
  'JPTYO',
  'HKHKG',
  'TWKHH',
  'VNSGN',
  'THLCH',
  'MYPKG',
  'INNSA',
];
const destinations = [
  'USLAX',
  'USLGB',
  'USNYC',
  'USSAV',
  'NLRTM',
  'DEHAM',
  'BEANR',
  'GBFXT',
  'ESVLC',
  'ITGOA',
  'FRLEH',
];
const carriers = [
  ['Maersk', 'MAEU'],
  ['MSC', 'MSCU'],
  ['CMA CGM', 'CMDU'],
  ['COSCO', 'COSU'],
  ['Hapag-Lloyd', 'HLCU'],
  ['ONE', 'ONEY'],
  ['Evergreen', 'EGLV'],
] as const;
const containers = ['DV20', 'DV40', 'DV40HC', 'RF40'];

/** The price the bench looks for in a quote: Maersk, Shanghai → Los Angeles, DV40 (row 2 of every sheet). */
const markerRate = (version: number) => 1777 + version;

/** Row `index` of the deterministic sheet: every lane × carrier × container, contracts numbered to fill a million. */
function sheetRow(index: number, version: number): (string | number)[] {
  if (index === 0)
    return [
      'Maersk',
      'MAEU',
      'BENCH-0',
      'CNSHA',
      'USLAX',
      'DV40',
      markerRate(version),
      100,
      'USD',
      today,
      inDays(365),
      16,
    ];
  const [carrier, scac] = carriers[index % carriers.length]!;
  const lane = Math.floor(index / carriers.length);
  const pol = ports[lane % ports.length]!;
  const pod = destinations[Math.floor(lane / ports.length) % destinations.length]!;
  const container = containers[Math.floor(lane / (ports.length * destinations.length)) % containers.length]!;
  const contract = `BENCH-${Math.floor(index / 2000)}`;
  const rate = 800 + ((index * 7919) % 2400);
  return [
    carrier,
    scac,
    contract,
    pol,
    pod,
    container,
    rate,
    (index % 5) * 25,
    'USD',
    today,
    inDays(365),
    14 + (index % 20),
  ];
}

async function writeCsv(path: string, version: number): Promise<void> {
  const out = createWriteStream(path);
  out.write(`${header}\n`);
  let chunk = '';
  for (let index = 0; index < rows; index += 1) {
    chunk += `${sheetRow(index, version).join(',')}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      chunk = '';
    }
  }
  out.end(chunk);
  await new Promise<void>((resolve) => out.once('finish', () => resolve()));
}

async function writeXlsx(path: string, version: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('FCL');
  sheet.addRow(header.split(',')).commit();
  for (let index = 0; index < rows; index += 1) sheet.addRow(sheetRow(index, version)).commit();
  sheet.commit();
  await workbook.commit();
}

function residentMemoryMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((text) => text.startsWith('VmRSS:'));
    return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used so far (/proc/PID/stat, clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

interface Server {
  baseUrl: string;
  child: ChildProcess;
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const profiling = cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO_TARIFFS: 'false',
      DEV_MAILBOX: 'true',
      INTERNAL_EMAIL_DOMAINS: 'example.com',
      JWT_SECRET: 'rate-sheets-bench-secret-of-at-least-32-chars',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForFirstAnswer(`${baseUrl}/api/health`, 120_000);
  return { baseUrl, child };
}

/** Streams a file as a multipart upload (never held whole). */
function upload(baseUrl: string, jwt: string, path: string, fileName: string): Promise<{ id: string }> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL('/api/v2/rate-sheets/fclRates/versions', baseUrl),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${jwt}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + statSync(path).size + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          if (response.statusCode !== 202) reject(new Error(`upload answered ${response.statusCode}: ${body}`));
          else resolve((JSON.parse(body) as { data: { id: string } }).data);
        });
      },
    );
    request.on('error', reject);
    request.write(head);
    const file = createReadStream(path);
    file.pipe(request, { end: false });
    file.on('end', () => request.end(tail));
  });
}

async function getJson<T>(baseUrl: string, path: string, jwt: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), { headers: { authorization: `Bearer ${jwt}` } });
  return ((await response.json()) as { data: T }).data;
}

async function versionUntil(baseUrl: string, jwt: string, id: string, done: (status: string) => boolean) {
  for (;;) {
    const version = await getJson<{ status: string; rowsRead: number; problemCount: number }>(
      baseUrl,
      `/api/v2/rate-sheets/versions/${id}`,
      jwt,
    );
    if (done(version.status)) return version;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The Maersk DV40 Shanghai → Los Angeles ocean freight per container in a new quote on `baseUrl`. */
async function quotedMarker(baseUrl: string, jwt: string): Promise<number | undefined> {
  const body = {
    ...exampleFclSearch,
    cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 1 }] },
    cargoReadyDate: inDays(7),
  };
  const response = await fetch(new URL('/api/v2/quotes', baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  type Quote = {
    uuid: string;
    isCompleted: boolean;
    rates: { carrierCode: string; charges: Record<string, { code: string; amountMinor: number }[]> }[];
  };
  if (response.status !== 201) throw new Error(`quote answered ${response.status}: ${await response.text()}`);
  let quote = ((await response.json()) as { data: Quote }).data;
  for (let attempt = 0; attempt < 100 && !quote.isCompleted; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    quote = await getJson<Quote>(baseUrl, `/api/v2/quotes/customer/${quote.uuid}`, jwt);
  }
  const freights = quote.rates
    .filter((rate) => rate.carrierCode === 'MAEU')
    .flatMap((rate) => rate.charges['freight'] ?? [])
    .filter((charge) => charge.code === 'OFR')
    .map((charge) => charge.amountMinor / 100);
  return freights.find((amount) => amount >= 1777 && amount < 1800);
}

async function measure(
  label: string,
  servers: Server[],
  jwts: { staff: string; customer: string },
  path: string,
  version: number,
  budgetS: number,
) {
  let peakMb = 0;
  const sampler = setInterval(() => {
    const total = Math.max(...servers.map((server) => residentMemoryMb(server.child.pid!)));
    peakMb = Math.max(peakMb, total);
  }, 100);
  const cpuBefore = servers.map((server) => cpuSeconds(server.child.pid!));
  const startedAt = performance.now();
  const uploaded = await upload(servers[0]!.baseUrl, jwts.staff, path, `bench.${label.toLowerCase()}`);
  const uploadS = (performance.now() - startedAt) / 1000;
  const checked = await versionUntil(servers[0]!.baseUrl, jwts.staff, uploaded.id, (status) =>
    ['ready', 'invalid', 'failed'].includes(status),
  );
  const checkedS = (performance.now() - startedAt) / 1000;
  if (checked.status !== 'ready')
    throw new Error(`${label} sheet ended ${checked.status} (${checked.problemCount} problems)`);
  const publish = await fetch(new URL(`/api/v2/rate-sheets/versions/${uploaded.id}/publish`, servers[0]!.baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${jwts.staff}` },
  });
  if (publish.status !== 202) throw new Error(`publish answered ${publish.status}`);
  await versionUntil(servers[0]!.baseUrl, jwts.staff, uploaded.id, (status) => status === 'published');
  const publishedAt = performance.now();
  const totalS = (publishedAt - startedAt) / 1000;
  clearInterval(sampler);
  const serverCpuS = servers.reduce((sum, server, index) => sum + cpuSeconds(server.child.pid!) - cpuBefore[index]!, 0);
  // Every process prices from it: the first quote after the publish whose Maersk rate is this version's.
  const reachedS: number[] = [];
  for (const server of servers) {
    for (;;) {
      if ((await quotedMarker(server.baseUrl, jwts.customer)) === markerRate(version)) break;
      if (performance.now() - publishedAt > 30_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    reachedS.push(Math.round(performance.now() - publishedAt) / 1000);
  }
  return {
    sheet: label,
    rows: checked.rowsRead,
    sizeMb: Math.round(statSync(path).size / 1048576),
    uploadS: Math.round(uploadS * 10) / 10,
    checkedS: Math.round(checkedS * 10) / 10,
    uploadCheckPublishS: Math.round(totalS * 10) / 10,
    budgetS,
    peakServerRssMb: Math.round(peakMb),
    serverCpuS: Math.round(serverCpuS * 10) / 10,
    serverCpuUsPerRow: Math.round((serverCpuS * 1e6) / Math.max(1, checked.rowsRead)),
    quotesOnEveryProcessWithinS: Math.max(...reachedS),
    loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
    met: totalS <= budgetS && peakMb < 1024 && Math.max(...reachedS) <= 5,
  };
}

const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
await admin.connect();
await admin.query(`create database ${database}`);
const servers: Server[] = [];
try {
  const generatedAt = performance.now();
  const csvPath = join(workDir, 'fcl.csv');
  const xlsxPath = join(workDir, 'fcl.xlsx');
  if (formats.includes('csv')) await writeCsv(csvPath, 1);
  if (formats.includes('xlsx')) await writeXlsx(xlsxPath, 2);
  console.log(`generated the sheets (${rows} rows each) in ${Math.round(performance.now() - generatedAt)} ms`);
  const dataDir = join(workDir, 'data');
  servers.push(await startServer(dataDir));
  servers.push(await startServer(dataDir));
  // The other kinds (terminal charges, exchange rates …) from a small demo set.
  const loaded = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/tariffs/load-tariffs.ts', '--demo', '--fcl-rates', '2000'],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, stdio: 'ignore' },
  );
  await new Promise((resolve) => loaded.once('exit', resolve));
  const [staff, customer] = await createBenchAccounts(servers[0]!.baseUrl, 2, String(process.pid));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`update customers set staff_role = 'pricing' where email = $1`, [staff!.email]);
  await db.end();
  const signIn = async (account: { email: string; password: string }) => {
    const response = await fetch(new URL('/api/v2/customers/login', servers[0]!.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: account.email, password: account.password }),
    });
    return ((await response.json()) as { data: { jwt: string } }).data.jwt;
  };
  const jwts = { staff: await signIn(staff!), customer: await signIn(customer!) };
  // A quote on each process first: what is measured is a publish reaching a running server, not its first quote
  // (which builds the place index and compiles the pricing code).
  for (const server of servers) await quotedMarker(server.baseUrl, jwts.customer);
  const figures = [];
  if (formats.includes('csv')) figures.push(await measure('CSV', servers, jwts, csvPath, 1, 90));
  if (formats.includes('xlsx')) figures.push(await measure('XLSX', servers, jwts, xlsxPath, 2, 180));
  console.log(
    JSON.stringify(
      { database: 'postgresql', figures, loadAverage: loadavg().map((v) => Math.round(v * 100) / 100) },
      null,
      2,
    ),
  );
} finally {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  rmSync(workDir, { recursive: true, force: true });
}
