import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitCounters } from '../../db/schema';

export function createRateLimitsRepository(db: Database) {
  return {
    /** Adds one hit to the bucket's window and returns the window's hits (atomic across processes). */
    async hit(bucket: string, windowStartedAt: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ bucket, windowStartedAt, hits: 1 })
        .onConflictDoUpdate({ target: [rateLimitCounters.bucket, rateLimitCounters.windowStartedAt], set: { hits: sql`${rateLimitCounters.hits} + 1` } })
        .returning({ hits: rateLimitCounters.hits });
      return row?.hits ?? 1;
    },

    async deleteWindowsBefore(cutoff: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, cutoff));
    },
  };
}
