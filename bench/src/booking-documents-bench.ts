// Booking documents budgets (issue 14, docs/decisions/066-booking-documents.md). Not a test: it measures.
//   - A 20 MB upload streams: the server's resident memory grows by less than 30 MB while it is stored.
//   - The booking confirmation PDF renders in ≤ 300 ms (p50 / p95 over 20 downloads; the server's own
//     time from its Server-Timing header, and the wall time the client saw).
//
//   npm run bench:booking-documents          # alone: starts the server (npm start's way, PGlite in a temporary
//                                            # DATA_DIR), signs a customer up, quotes, books, waits until the
//                                            # server is idle (the demo tariffs), then measures
//   `measureBookingDocuments(target)`        # from bench:bookings, on a booking it already made
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchAccounts } from './bench-accounts';
import { cpuMsOf, waitUntilIdle } from './process-cpu';
import { portToPortFclSearch } from './demo-searches';
import { freePort, npmStartNodeArguments, repoRoot, waitForFirstAnswer } from './server-process';

export interface BookingDocumentsTarget {
  /** e.g. http://127.0.0.1:8321 */
  baseUrl: string;
  /** The booking's customer (or staff) token. */
  jwt: string;
  bookingUuid: string;
  /** The server process, to read its resident memory. */
  serverPid: number;
  /** The Host header of the brand, when not the default brand's. */
  host?: string;
}

export interface BookingDocumentsFigures {
  upload: {
    sizeMb: number;
    status: number;
    wallMs: number;
    rssBeforeMb: number;
    rssPeakMb: number;
    rssGrowthMb: number;
  };
  confirmationPdf: {
    runs: number;
    serverP50Ms: number;
    serverP95Ms: number;
    wallP50Ms: number;
    wallP95Ms: number;
    /** The server process's CPU per download (user + system): what other work on the machine cannot bend. */
    serverCpuMsPerPdf: number;
  };
  budgets: { rssGrowthMbBelow: number; pdfMsAtMost: number; met: boolean };
  loadAverage: number;
}

const uploadBytes = 20 * 1024 * 1024;
const pdfRuns = 20;
const budgetRssGrowthMb = 30;
const budgetPdfMs = 300;

function residentMemoryMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Streams a multipart upload of `sizeBytes` (a PDF header, then filler) in 64 kB writes; never holds it whole. */
function streamUpload(target: BookingDocumentsTarget, sizeBytes: number): Promise<number> {
  const url = new URL(`/api/v2/bookings/${target.bookingUuid}/documents`, target.baseUrl);
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nCommercialInvoice\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invoice.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const pdfHeader = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${target.jwt}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + sizeBytes + tail.length,
          ...(target.host ? { host: target.host } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    let sent = 0;
    const writeMore = () => {
      while (sent < sizeBytes) {
        const piece = sent === 0 ? pdfHeader : chunk.subarray(0, Math.min(chunk.length, sizeBytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', writeMore);
      }
      request.end(tail);
    };
    request.write(head);
    writeMore();
  });
}

/** A GET over node:http (fetch may not set Host, which picks the brand). */
function getBuffer(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; serverTiming: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          serverTiming: String(response.headers['server-timing'] ?? ''),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Measures one booking's document budgets on a running server; prints nothing (see `main`). */
export async function measureBookingDocuments(target: BookingDocumentsTarget): Promise<BookingDocumentsFigures> {
  const headers = { authorization: `Bearer ${target.jwt}`, ...(target.host ? { host: target.host } : {}) };
  const pdfUrl = `${target.baseUrl}/api/v2/bookings/${target.bookingUuid}/documents/booking-confirmation.pdf`;
  // Warm up: the PDF faces are read and parsed on the first document.
  for (let index = 0; index < 3; index += 1) await getBuffer(pdfUrl, headers);
  const serverMs: number[] = [];
  const wallMs: number[] = [];
  const cpuBeforeMs = cpuMsOf(target.serverPid);
  for (let index = 0; index < pdfRuns; index += 1) {
    const startedAt = performance.now();
    const response = await getBuffer(pdfUrl, headers);
    wallMs.push(performance.now() - startedAt);
    if (response.status !== 200 || response.body.subarray(0, 5).toString() !== '%PDF-')
      throw new Error(`the booking confirmation answered ${response.status}`);
    serverMs.push(Number(/dur=([0-9.]+)/.exec(response.serverTiming)?.[1]));
  }
  const serverCpuMsPerPdf = (cpuMsOf(target.serverPid) - cpuBeforeMs) / pdfRuns;
  serverMs.sort((a, b) => a - b);
  wallMs.sort((a, b) => a - b);

  // Memory: let the PDF work's garbage settle, then sample the server's RSS every 10 ms during the upload.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssBeforeMb = residentMemoryMb(target.serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, residentMemoryMb(target.serverPid));
  }, 10);
  const startedAt = performance.now();
  const status = await streamUpload(target, uploadBytes);
  const uploadWallMs = performance.now() - startedAt;
  clearInterval(sampler);
  rssPeakMb = Math.max(rssPeakMb, residentMemoryMb(target.serverPid));
  if (status !== 201) throw new Error(`the 20 MB upload answered ${status}`);

  const rssGrowthMb = rssPeakMb - rssBeforeMb;
  const confirmationPdf = {
    runs: pdfRuns,
    serverP50Ms: round1(percentile(serverMs, 0.5)),
    serverP95Ms: round1(percentile(serverMs, 0.95)),
    wallP50Ms: round1(percentile(wallMs, 0.5)),
    wallP95Ms: round1(percentile(wallMs, 0.95)),
    serverCpuMsPerPdf: round1(serverCpuMsPerPdf),
  };
  return {
    upload: {
      sizeMb: uploadBytes / 1024 / 1024,
      status,
      wallMs: Math.round(uploadWallMs),
      rssBeforeMb: round1(rssBeforeMb),
      rssPeakMb: round1(rssPeakMb),
      rssGrowthMb: round1(rssGrowthMb),
    },
    confirmationPdf,
    budgets: {
      rssGrowthMbBelow: budgetRssGrowthMb,
      pdfMsAtMost: budgetPdfMs,
      met: rssGrowthMb < budgetRssGrowthMb && confirmationPdf.serverP95Ms <= budgetPdfMs,
    },
    loadAverage: round1(loadavg()[0]!),
  };
}

async function postJson(url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
  return { status: response.status, data: json?.data, text: JSON.stringify(json) };
}

/** A customer, a quote with a bookable rate, and a wire-paid booking of it (the booking call, ADR 063). */
async function prepareBooking(baseUrl: string): Promise<{ jwt: string; bookingUuid: string }> {
  const [account] = await createBenchAccounts(baseUrl, 1, `documents-${Date.now()}`, 1);
  const login = await postJson(
    `${baseUrl}/api/v2/customers/login`,
    { login: account!.email, password: account!.password },
    { 'x-forwarded-for': account!.clientIp },
  );
  const jwt = login.data?.['jwt'] as string | undefined;
  if (!jwt) throw new Error(`signing in answered ${login.status}`);
  const auth = { authorization: `Bearer ${jwt}` };
  let rateUuid: string | undefined;
  let quoteUuid: string | undefined;
  const portSearch = portToPortFclSearch();
  for (let attempt = 0; attempt < 60 && !rateUuid; attempt += 1) {
    // The demo tariffs load shortly after start-up: quote again until a rate comes back.
    const quote = await postJson(`${baseUrl}/api/v2/quotes`, portSearch, auth);
    quoteUuid = quote.data?.['uuid'] as string | undefined;
    rateUuid = (quote.data?.['rates'] as { uuid: string }[] | undefined)?.[0]?.uuid;
    if (!rateUuid) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  if (!rateUuid || !quoteUuid) throw new Error('no rate to book: the demo tariffs did not load');
  const address = {
    contactName: 'Bench User',
    companyName: 'Bench Imports LLC',
    taxId: '12-3456789',
    countryIsoCode: 'US',
    city: 'Los Angeles',
    address: '100 Harbor Way',
    zipCode: '90012',
    phone: '+1 213 555 0142',
    email: account!.email,
  };
  const booking = await postJson(
    `${baseUrl}/api/v2/quotes/${quoteUuid}/rates/${rateUuid}/bookings`,
    {
      commodity: 'regularCargo',
      cargoReadyDate: portSearch.cargoReadyDate,
      customerReferenceId: 'BENCH-1',
      additionalServiceCodes: [],
      insurance: null,
      shipperType: 'known',
      serviceType: 'any',
      comments: 'Benchmark booking',
      billingAddress: address,
      pickupAddress: null,
      deliveryAddress: null,
      paymentMode: 'wire',
    },
    { ...auth, 'idempotency-key': `bench-${Date.now()}` },
  );
  const bookingUuid = booking.data?.['bookingUuid'] as string | undefined;
  if (!bookingUuid) throw new Error(`the booking call answered ${booking.status}: ${booking.text}`);
  return { jwt, bookingUuid };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-documents-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, npmStartNodeArguments(), {
      cwd: repoRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEV_MAILBOX: 'true',
        DEMO_TARIFFS: 'true',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitForFirstAnswer(`${baseUrl}/api/health`, 60_000);
    const { jwt, bookingUuid } = await prepareBooking(baseUrl);
    // The demo tariffs go on loading in this process (PGlite) after the first rate answers: measure once it is idle.
    const idleAfterS = await waitUntilIdle(() => cpuMsOf(server!.pid));
    process.stderr.write(`server idle ${idleAfterS} s after the booking was made\n`);
    const figures = await measureBookingDocuments({ baseUrl, jwt, bookingUuid, serverPid: server.pid! });
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
