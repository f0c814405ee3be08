import type { Database } from '../../db/database';
import { createHealthRepository } from './health.repository';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

/** A database that does not answer within this time counts as down. */
const databaseTimeoutMs = 2_000;

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService({ db }: { db: Database }) {
  const repository = createHealthRepository(db);
  return {
    async check(): Promise<HealthReport> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), databaseTimeoutMs);
      });
      try {
        await Promise.race([repository.ping(), timeout]);
        return { status: 'ok', database: 'up' };
      } catch {
        return { status: 'unavailable', database: 'down' };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
