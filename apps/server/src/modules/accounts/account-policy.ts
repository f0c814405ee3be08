/** A fixed-window rate limit: at most `perAddress` attempts per e-mail address and `perIp` per client IP per window. */
export interface RateLimit {
  windowMs: number;
  perAddress: number;
  perIp: number;
}

/**
 * The accounts module's limits in one place (ADRs 030, 038): lifetimes, lock-out and rate
 * limits, as docs/product/accounts.md#lock-out and #rate-limits state them.
 */
export const accountPolicy = {
  /** A session token's life (its `expired_at`). */
  sessionTtlMs: 24 * 60 * 60 * 1000,
  /** A session's whole life from sign-in: refreshes never carry it further (the web's auth cookie lasts 30 days). */
  sessionAbsoluteLifetimeMs: 30 * 24 * 60 * 60 * 1000,
  /** A token expired less than this long ago may still be exchanged at update-jwt. */
  refreshWindowMs: 7 * 24 * 60 * 60 * 1000,
  emailCodeTtlMs: 15 * 60 * 1000,
  /** Wrong codes after which the code is dead (429 TOO_MANY_ATTEMPTS). */
  emailCodeMaxFailedAttempts: 5,
  passwordResetLinkTtlMs: 60 * 60 * 1000,
  /** The set-password link of an account staff opened for a customer, or of a staff account made by `npm run staff`. */
  accountCreatedLinkTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** Failed sign-ins in a row from one client that lock that client out of the account, and for how long. */
  lockOutAfterFailures: 5,
  /**
   * Failed sign-ins in a row from any clients that lock the whole account for `lockOutMs` (a guess
   * spread over many addresses); the owner lifts it at once with an e-mailed reset link (ADR 053).
   */
  lockAccountAfterFailures: 20,
  lockOutMs: 15 * 60 * 1000,
  rateLimits: {
    /** Login, validate-email, password recovery and reset (reset counts per IP only). */
    attempts: { windowMs: 60 * 1000, perAddress: 10, perIp: 30 },
    /**
     * Resending the e-mail code. Each code allows 5 wrong tries, so this caps the guesses at an
     * address's codes to 25 an hour (a 4-digit code: 1 in 400 an hour).
     */
    codeResends: { windowMs: 60 * 60 * 1000, perAddress: 5, perIp: 30 },
    /**
     * Answers that tell whether an address has an account (login 404, recovery 404, register
     * 409), per client: harvesting addresses through them takes an hour per 30 (ADR 053).
     */
    addressesRevealed: { windowMs: 60 * 60 * 1000, perAddress: 0, perIp: 30 },
    /** Codes and reset links to one address a day, whoever asks (ADR 053). */
    mailsToUnprovenAddress: { windowMs: 24 * 60 * 60 * 1000, perAddress: 8, perIp: Number.MAX_SAFE_INTEGER },
  } satisfies Record<string, RateLimit>,
  /** How often a process deletes past windows from the database store. */
  rateLimitCleanupIntervalMs: 10 * 60 * 1000,
} as const;
