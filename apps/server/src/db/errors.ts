type PgLikeError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

/**
 * The PostgreSQL error behind a failed query, whichever driver raised it (Drizzle wraps them; pg and
 * PGlite name the constraint slightly differently).
 */
function pgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as PgLikeError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/** A unique constraint refused the write (a race lost to another request): `constraint` narrows it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return (e.constraint ?? e.constraint_name) === constraint;
}

/**
 * A row another row points at, or a reference to a missing row: 23503 (foreign_key_violation, the
 * default NO ACTION) or 23001 (restrict_violation, ON DELETE RESTRICT).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '23503' || code === '23001';
}
