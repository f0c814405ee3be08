import type * as RedisLibrary from '@redis/client';

type RedisClient = ReturnType<typeof RedisLibrary.createClient>;

/** One fixed-window counter: its (hashed) bucket, the start of its window and the window's length. */
export interface RedisRateLimitHit {
  bucket: string;
  windowStartedAtMs: number;
  windowMs: number;
}

export interface RedisRateLimitsRepositoryOptions {
  url: string;
  /** Every key starts with it (tests give each app its own). */
  keyPrefix: string;
  /** Connection problems (reported once per outage, not per retry). */
  onConnectionError: (error: Error) => void;
}

/**
 * Rate-limit counters in Redis (REDIS_URL): one key per bucket and window, `INCR` plus a
 * relative expiry of two windows, all counters of an attempt in one MULTI (one round trip).
 * The window comes from the server's clock, the expiry is relative, so clocks need not agree.
 *
 * Connecting does not hold up start-up, and commands never queue while Redis is unreachable:
 * they fail at once and the service counts in the database meanwhile. The client library is
 * loaded here, not at start-up, so a server without REDIS_URL never loads it.
 */
export function createRedisRateLimitsRepository({
  url,
  keyPrefix,
  onConnectionError,
}: RedisRateLimitsRepositoryOptions) {
  let reportedOutage = false;
  let client: RedisClient | undefined;
  let closing = false;
  const connect = (library: typeof RedisLibrary): Promise<void> | undefined => {
    if (closing) return undefined;
    client = library.createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
    });
    client.on('error', (error: Error) => {
      if (reportedOutage) return;
      reportedOutage = true;
      onConnectionError(error);
    });
    client.on('ready', () => {
      reportedOutage = false;
    });
    // Retries on its own (reconnectStrategy) until close().
    return client.connect().then(
      () => undefined,
      () => undefined,
    );
  };
  const connecting: Promise<void> = import('@redis/client').then(connect, (error: unknown) =>
    onConnectionError(error as Error),
  );

  return {
    async hitAll(hits: readonly RedisRateLimitHit[]): Promise<number[]> {
      if (!client) throw new Error('the Redis client is not loaded yet');
      const transaction = client.multi();
      for (const { bucket, windowStartedAtMs, windowMs } of hits) {
        const key = `${keyPrefix}${bucket}:${windowStartedAtMs}`;
        transaction.incr(key).pExpire(key, windowMs * 2);
      }
      const replies = await transaction.exec();
      return hits.map((_hit, index) => Number(replies[index * 2]));
    },

    /** True once connected (tests wait for it). */
    isReady: () => client?.isReady ?? false,
    ready: () => connecting,

    async close(): Promise<void> {
      closing = true;
      if (!client) return connecting;
      if (!client.isOpen) return;
      // Connected: finish what is in flight. Still trying to connect: stop trying.
      if (client.isReady) await client.close();
      else client.destroy();
      await connecting;
    },
  };
}
