import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { accountPolicy } from './account-policy';
import { createRateLimitsRepository } from './rate-limits.repository';

export interface RateLimitsServiceOptions {
  db: Database;
  now: () => number;
}

export type RateLimitsService = ReturnType<typeof createRateLimitsService>;

/**
 * Fixed-window rate limits whose counters live in the database, so every server process
 * counts the same attempts (DESIGN §3). Bucket keys are hashed: no address is stored.
 */
export function createRateLimitsService({ db, now }: RateLimitsServiceOptions) {
  const repository = createRateLimitsRepository(db);
  let lastCleanupMs = 0;

  async function hit(bucket: string, limit: number): Promise<boolean> {
    const windowMs = accountPolicy.rateLimitWindowMs;
    const nowMs = now();
    const windowStartedAt = new Date(nowMs - (nowMs % windowMs));
    const key = createHash('sha256').update(bucket).digest('base64url');
    const hits = await repository.hit(key, windowStartedAt);
    if (nowMs - lastCleanupMs > windowMs * 10) {
      lastCleanupMs = nowMs;
      await repository.deleteWindowsBefore(new Date(nowMs - windowMs * 2));
    }
    return hits <= limit;
  }

  return {
    /** Counts one attempt of `action` by this address and this IP; 429 TOO_MANY_ATTEMPTS over either limit. */
    async countAttempt(action: string, { address, ip }: { address?: string | undefined; ip: string }): Promise<void> {
      const ipAllowed = await hit(`${action}:ip:${ip}`, accountPolicy.attemptsPerIpPerWindow);
      const addressAllowed = address === undefined || (await hit(`${action}:address:${address.toLowerCase()}`, accountPolicy.attemptsPerAddressPerWindow));
      if (!ipAllowed || !addressAllowed) throw new AppError('TOO_MANY_ATTEMPTS');
    },
  };
}
