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
