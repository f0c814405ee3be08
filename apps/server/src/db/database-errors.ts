/** How deep a driver's error may sit under the errors that wrap it (drizzle wraps it once). */
const maxCauseDepth = 5;

/** Whether `error`, or the driver's error it wraps, is a unique violation (SQLSTATE 23505) of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let cause = error;
  for (let depth = 0; depth < maxCauseDepth && typeof cause === 'object' && cause !== null; depth++) {
    const { code, constraint: violated } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return violated === constraint;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
