// What the bookings benchmark's parts share (bench/src/bookings-bench.ts runs them): the context each part
// gets, the figures it answers, and timed calls as a signed-in customer. A part in another file (the
// documents part) imports from here, never from bookings-bench.ts (which runs when imported).

// ---- What every part gets, and what it answers ----------------------------------------

export interface BenchCustomer {
  jwt: string;
  clientIp: string;
  quoteUuid: string;
  rateUuid: string;
  /** The rate's door legs: a booking then needs those addresses. */
  includes: { pickup: boolean; delivery: boolean };
  /** Bookings this customer has made so far (the create part adds to them). */
  bookingUuids: string[];
}

export interface BookingsBenchContext {
  baseUrl: string;
  database: 'postgres' | 'pglite';
  customers: BenchCustomer[];
}

export interface LatencyFigure {
  name: string;
  requests: number;
  /** Client-side latency percentiles, ms. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The server's own time (Server-Timing `app`), p95, ms. */
  serverP95Ms: number;
  /** The budget of the p95, on PostgreSQL; null when the part only reports. */
  budgetP95Ms: number | null;
}

export type BookingsBenchPart = (context: BookingsBenchContext) => Promise<LatencyFigure[]>;

// ---- Helpers the parts share ---------------------------------------------------------------

export const round1 = (ms: number) => Math.round(ms * 10) / 10;

function percentileMs(sortedMs: readonly number[], fraction: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil(sortedMs.length * fraction) - 1)] ?? Number.NaN;
}

export interface Timed {
  status: number;
  body: string;
  clientMs: number;
  serverMs: number;
}

/** One API call as a customer: bearer token, its own client address; the time it took on both sides. */
export async function timedCall(
  baseUrl: string,
  customer: Pick<BenchCustomer, 'jwt' | 'clientIp'>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Timed> {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${customer.jwt}`,
      'x-forwarded-for': customer.clientIp,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const clientMs = performance.now() - startedAt;
  const serverMs = Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  return { status: response.status, body: text, clientMs, serverMs };
}

/** Runs `perCustomer` calls for every customer at once (one worker each: N concurrent customers). */
export async function concurrently(
  customers: readonly BenchCustomer[],
  perCustomer: number,
  call: (customer: BenchCustomer, index: number) => Promise<Timed>,
  expectedStatus: number,
): Promise<Timed[]> {
  const results: Timed[] = [];
  await Promise.all(
    customers.map(async (customer) => {
      for (let index = 0; index < perCustomer; index++) {
        const timed = await call(customer, index);
        if (timed.status !== expectedStatus)
          throw new Error(`expected ${expectedStatus}, got ${timed.status}: ${timed.body.slice(0, 300)}`);
        results.push(timed);
      }
    }),
  );
  return results;
}

/** The pause of a customer between two calls in the paced reading (ADR 085): uniform between these, ms. */
export interface ThinkTime {
  minMs: number;
  maxMs: number;
}

/**
 * As `concurrently`, but each customer pauses a random think time before every call (the first included, so they
 * do not start in step): N customers using the product at once, not N requests always in flight (ADR 085).
 */
export async function paced(
  customers: readonly BenchCustomer[],
  perCustomer: number,
  call: (customer: BenchCustomer, index: number) => Promise<Timed>,
  expectedStatus: number,
  { minMs, maxMs }: ThinkTime,
): Promise<Timed[]> {
  const think = () => new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));
  return concurrently(
    customers,
    perCustomer,
    async (customer, index) => {
      await think();
      return call(customer, index);
    },
    expectedStatus,
  );
}

export function figureOf(name: string, results: readonly Timed[], budgetP95Ms: number | null): LatencyFigure {
  const client = results.map((result) => result.clientMs).sort((a, b) => a - b);
  const server = results.map((result) => result.serverMs).sort((a, b) => a - b);
  return {
    name,
    requests: results.length,
    p50Ms: round1(percentileMs(client, 0.5)),
    p95Ms: round1(percentileMs(client, 0.95)),
    p99Ms: round1(percentileMs(client, 0.99)),
    serverP95Ms: round1(percentileMs(server, 0.95)),
    budgetP95Ms,
  };
}

const party = {
  contactName: 'Bench Shipper',
  companyName: 'Bench Imports',
  taxId: 'B12345674',
  countryIsoCode: 'ES',
  city: 'Madrid',
  address: 'Calle Mayor 1',
  zipCode: '28013',
  phone: '+34 612 345 678',
  email: 'bench@example.com',
};
const usParty = { ...party, taxId: '12-3456789', countryIsoCode: 'US', city: 'Los Angeles', zipCode: '90012' };

export function bookingRequestFor(customer: BenchCustomer, reference: string) {
  return {
    commodity: 'regularCargo',
    cargoReadyDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    customerReferenceId: reference,
    additionalServiceCodes: [],
    insurance: null,
    shipperType: 'known',
    serviceType: 'any',
    comments: 'Benchmark booking',
    billingAddress: party,
    pickupAddress: customer.includes.pickup ? party : null,
    deliveryAddress: customer.includes.delivery ? usParty : null,
    paymentMode: 'card',
  };
}
