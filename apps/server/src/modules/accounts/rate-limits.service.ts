import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { accountPolicy, type RateLimit } from './account-policy';
import { createRedisRateLimitsRepository } from './rate-limits-redis.repository';
import { createRateLimitsRepository } from './rate-limits.repository';

export interface RateLimitsServiceOptions {
  db: Database;
  /** Counters in Redis when set (REDIS_URL), else in the database. */
  redisUrl?: string | undefined;
  /** Prefix of every Redis key (tests give each app its own). */
  redisKeyPrefix?: string;
  logger: FastifyBaseLogger;
  now: () => number;
}

export type RateLimitsService = ReturnType<typeof createRateLimitsService>;

interface Counter {
  bucket: string;
  windowStartedAtMs: number;
  windowMs: number;
}

/** No limit counts over more than a day (the daily e-mail caps are the longest). */
const longestWindowMs = 24 * 60 * 60 * 1000;

/**
 * Fixed-window rate limits shared by every server process (docs/decisions/038-accounts-server-completion.md): counters
 * in Redis when REDIS_URL is set, else rows in the database (ADR 030, 038). Bucket keys are hashed: no address
 * is stored. All counters of one attempt are counted in one round trip. If Redis cannot be
 * reached the attempt is counted in the database instead, so the limits never lapse.
 */
export function createRateLimitsService({
  db,
  redisUrl,
  redisKeyPrefix = 'freightdesk:rate-limit:',
  logger,
  now,
}: RateLimitsServiceOptions) {
  const database = createRateLimitsRepository(db);
  const redis = redisUrl
    ? createRedisRateLimitsRepository({
        url: redisUrl,
        keyPrefix: redisKeyPrefix,
        onConnectionError: (error) =>
          logger.warn(
            { reason: error.message },
            'Redis (REDIS_URL) unreachable: rate limits are counted in the database until it is back',
          ),
      })
    : undefined;
  let lastCleanupMs = 0;

  async function hitInDatabase(counters: readonly Counter[], nowMs: number): Promise<number[]> {
    const hits = await database.hitAll(
      counters.map(({ bucket, windowStartedAtMs }) => ({ bucket, windowStartedAt: new Date(windowStartedAtMs) })),
    );
    if (nowMs - lastCleanupMs > accountPolicy.rateLimitCleanupIntervalMs) {
      lastCleanupMs = nowMs;
      await database.deleteWindowsBefore(new Date(nowMs - longestWindowMs * 2));
    }
    return hits;
  }

  async function hitAll(counters: readonly Counter[], nowMs: number): Promise<number[]> {
    if (redis?.isReady()) {
      try {
        return await redis.hitAll(counters);
      } catch (error) {
        logger.warn({ reason: (error as Error).message }, 'Redis rate-limit count failed: counted in the database');
      }
    }
    return hitInDatabase(counters, nowMs);
  }

  return {
    /**
     * Counts one attempt of `action` by this address and this IP under `limit`; 429
     * TOO_MANY_ATTEMPTS when either is over its limit in the current window.
     */
    async countAttempt(
      action: string,
      { address, ip }: { address?: string | undefined; ip: string },
      limit: RateLimit = accountPolicy.rateLimits.attempts,
    ): Promise<void> {
      const nowMs = now();
      const windowStartedAtMs = nowMs - (nowMs % limit.windowMs);
      const counter = (key: string): Counter => ({
        bucket: createHash('sha256').update(key).digest('base64url'),
        windowStartedAtMs,
        windowMs: limit.windowMs,
      });
      const counters = [counter(`${action}:ip:${ip}`)];
      if (address !== undefined) counters.push(counter(`${action}:address:${address.toLowerCase()}`));
      const [ipHits = 0, addressHits = 0] = await hitAll(counters, nowMs);
      if (ipHits > limit.perIp || addressHits > limit.perAddress) {
        const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAtMs + limit.windowMs - nowMs) / 1000));
        throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds });
      }
    },

    /**
     * Resolves once Redis is connected, or after `timeoutMs` (start-up waits that long at most;
     * until Redis answers, attempts are counted in the database).
     */
    async ready(timeoutMs: number): Promise<void> {
      if (!redis) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([redis.ready(), timeout]);
      clearTimeout(timer);
    },

    close: async (): Promise<void> => redis?.close(),
  };
}
