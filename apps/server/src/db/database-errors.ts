/** How deep a driver's error may sit under the errors that wrap it (drizzle wraps it once). */
const maxCauseDepth = 5;

/** The driver's error carrying a SQLSTATE, under the errors that wrap it. */
function sqlStateError(error: unknown): { code: string; constraint?: unknown } | undefined {
  let cause = error;
  for (let depth = 0; depth < maxCauseDepth && typeof cause === 'object' && cause !== null; depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return cause as { code: string };
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether `error`, or the driver's error it wraps, is a unique violation (SQLSTATE 23505) of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = sqlStateError(error);
  return found?.code === '23505' && found.constraint === constraint;
}

/** Whether `error` is a lock not granted within `lock_timeout` (SQLSTATE 55P03). */
export function isLockTimeout(error: unknown): boolean {
  return sqlStateError(error)?.code === '55P03';
}
