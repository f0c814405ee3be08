// Where a benchmark's CPU goes (Linux /proc): figures other work on the machine cannot bend, unlike latencies.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';

/** The `npm start` server listening on `port` (found by its environment). */
export function serverPidFor(port: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('apps/server/src/main.ts')) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return undefined;
}

/** User + system CPU of a process, ms (USER_HZ = 100); NaN when it cannot be read. */
export function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The CPU of several processes together, ms (those that cannot be read count nothing). */
export function totalCpuMsOf(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (cpuMsOf(pid) || 0), 0);
}

/** The PostgreSQL backends serving `databaseName` (PostgreSQL on this machine): their CPU is that database's work. */
export async function postgresBackendPids(adminDatabaseUrl: string, databaseName: string): Promise<number[]> {
  const { stdout } = await promisify(execFile)('psql', [
    adminDatabaseUrl,
    '--no-psqlrc',
    '--quiet',
    '--tuples-only',
    '--no-align',
    '--command',
    `select pid from pg_stat_activity where datname = '${databaseName}' and pid <> pg_backend_pid()`,
  ]);
  return stdout.split('\n').filter(Boolean).map(Number);
}

/** The PostgreSQL backends serving `databaseName` on this machine, by their process titles (no query needed). */
export function postgresBackendPidsByTitle(databaseName: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${databaseName} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return pids;
}

/**
 * The CPU of a changing set of processes since `follow` was called: PostgreSQL's backends come and go with the
 * server's connection pool (an idle connection is closed after 10 s), so a difference of two sums would lose those
 * that ended. Samples every `intervalMs`; a process first seen later counts its whole CPU (it started meanwhile).
 */
export function followCpuOf(listPids: () => number[], intervalMs = 1_000): { total: () => number; stop: () => number } {
  const firstOf = new Map<number, number>();
  const lastOf = new Map<number, number>();
  let sampled = false;
  const sample = () => {
    for (const pid of listPids()) {
      const cpu = cpuMsOf(pid);
      if (Number.isNaN(cpu)) continue;
      if (!firstOf.has(pid)) firstOf.set(pid, sampled ? 0 : cpu);
      lastOf.set(pid, cpu);
    }
    sampled = true;
  };
  const total = () => {
    sample();
    let sum = 0;
    for (const [pid, last] of lastOf) sum += last - (firstOf.get(pid) ?? last);
    return sum;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    total,
    stop: () => {
      clearInterval(timer);
      return total();
    },
  };
}

/**
 * Waits until the processes `busyMs` measures (their CPU, ms) are idle: less than `quietMs` of CPU over `intervalMs`.
 * A server started for a benchmark goes on loading the demo tariffs after its first rates answer (bulk inserts, in
 * the Node process with PGlite and in PostgreSQL's backends otherwise); measuring meanwhile measures that work too.
 * Answers the seconds waited.
 */
export async function waitUntilIdle(
  busyMs: () => number,
  { intervalMs = 3_000, quietMs = 300, timeoutMs = 10 * 60_000 } = {},
): Promise<number> {
  const startedAt = performance.now();
  for (let previous = busyMs(); performance.now() - startedAt < timeoutMs;) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const current = busyMs();
    if (!(current - previous > quietMs)) break;
    previous = current;
  }
  return Math.round((performance.now() - startedAt) / 1000);
}
