import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitCounters } from '../../db/schema';

/** One fixed-window counter to add a hit to: its (hashed) bucket and the start of its window. */
export interface RateLimitHit {
  bucket: string;
  windowStartedAt: Date;
}

/** Rate-limit counters as rows of `rate_limit_counters` (the store without REDIS_URL). */
export function createRateLimitsRepository(db: Database) {
  /** The upsert of `count` counters, built once per count (a prepared statement on PostgreSQL). */
  const upserts = new Map<number, ReturnType<typeof prepareUpsert>>();
  function prepareUpsert(count: number) {
    return db
      .insert(rateLimitCounters)
      .values(
        Array.from({ length: count }, (_, index) => ({
          bucket: sql.placeholder(`bucket${index}`),
          windowStartedAt: sql.placeholder(`window${index}`),
          hits: 1,
        })),
      )
      .onConflictDoUpdate({
        target: [rateLimitCounters.bucket, rateLimitCounters.windowStartedAt],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({ bucket: rateLimitCounters.bucket, hits: rateLimitCounters.hits })
      .prepare(`rate_limit_hit_${count}`);
  }

  return {
    /**
     * Adds one hit to each counter and returns each one's hits, in order: ONE upsert statement
     * (one round trip, one commit) for all of them, atomic across processes. Buckets must differ.
     */
    async hitAll(hits: readonly RateLimitHit[]): Promise<number[]> {
      let upsert = upserts.get(hits.length);
      if (!upsert) upserts.set(hits.length, (upsert = prepareUpsert(hits.length)));
      const parameters: Record<string, unknown> = {};
      hits.forEach(({ bucket, windowStartedAt }, index) => {
        parameters[`bucket${index}`] = bucket;
        parameters[`window${index}`] = windowStartedAt;
      });
      const rows = await upsert.execute(parameters);
      const hitsByBucket = new Map(rows.map((row) => [row.bucket, row.hits]));
      return hits.map(({ bucket }) => hitsByBucket.get(bucket) ?? 1);
    },

    async deleteWindowsBefore(cutoff: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, cutoff));
    },
  };
}
