/**
 * The accounts module's limits in one place (ADR drafts accounts-*): lifetimes, lock-out and
 * rate limits. Seed 000 leaves these numbers open; the brief fixes the ones quoted.
 */
export const accountPolicy = {
  /** A session token's life (its `expired_at`). */
  sessionTtlMs: 24 * 60 * 60 * 1000,
  /** A token expired less than this long ago may still be exchanged at update-jwt. */
  refreshWindowMs: 7 * 24 * 60 * 60 * 1000,
  emailCodeTtlMs: 15 * 60 * 1000,
  /** Wrong codes after which the code is dead (429 TOO_MANY_ATTEMPTS). */
  emailCodeMaxFailedAttempts: 5,
  passwordResetLinkTtlMs: 60 * 60 * 1000,
  /** Consecutive failed sign-ins that lock the account, and for how long. */
  lockOutAfterFailures: 5,
  lockOutMs: 15 * 60 * 1000,
  rateLimitWindowMs: 60 * 1000,
  /** Attempts per window on login, validate-email, password recovery and reset. */
  attemptsPerAddressPerWindow: 10,
  attemptsPerIpPerWindow: 30,
} as const;
