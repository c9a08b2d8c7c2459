import type { Db, Tx } from './client.ts';

// PostgreSQL aborts one of two transactions that wait on each other (deadlock_detected, 40P01)
// and, under REPEATABLE READ or SERIALIZABLE, one whose snapshot another commit made stale
// (serialization_failure, 40001). Both are "try again" by design: nothing of the aborted
// transaction was kept, and running it again afterwards usually succeeds at once. Services still
// take their locks in one order so these stay rare; the retry turns the rare one into a success
// instead of an INTERNAL_SERVER_ERROR. PGlite has one connection, so it never sees either.

/** SQLSTATEs after which the whole transaction may be run again. */
const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

/** The SQLSTATE of a database error: Drizzle wraps the driver's error (with the code) in `cause`. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether the error is a deadlock or serialization failure, i.e. the transaction may be run again. */
export const isRetryableDbError = (error: unknown): boolean => RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '');

export interface RetryOptions {
  /** Runs in all, the first included (4 by default). */
  attempts?: number;
  /** The first wait's upper bound in ms; each later one doubles, all with full jitter (10 by default). */
  baseDelayMs?: number;
  /** The most one wait may be, in ms (200 by default). */
  maxDelayMs?: number;
  /** Told of each failure that is retried (for a log line or a counter). */
  onRetry?: (error: unknown, attempt: number) => void;
}

const DEFAULTS = { attempts: 4, baseDelayMs: 10, maxDelayMs: 200 };

type RetryListener = (error: unknown, attempt: number) => void;
const listeners = new Set<RetryListener>();

/**
 * Tells `listener` of every failure retried anywhere in the process (for a metrics counter or a
 * log line in one place rather than at each call); returns what removes it again.
 */
export function onDbRetry(listener: RetryListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn`, and runs it again after a short random wait when it fails with a deadlock or
 * serialization failure, at most `attempts` times in all; any other error, or the last retryable
 * one, is thrown as it came. `fn` must start its own transaction and do nothing outside the
 * database that must not happen twice (publish, mail, … after it returns).
 */
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts, baseDelayMs, maxDelayMs } = { ...DEFAULTS, ...options };
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isRetryableDbError(error)) throw error;
      options.onRetry?.(error, attempt);
      for (const listener of listeners) listener(error, attempt);
      // Full jitter: the two transactions that collided do not come back at the same moment.
      await sleep(Math.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}

/**
 * `db.transaction(fn)` that is run again, as a whole in a new transaction, after a deadlock or
 * serialization failure (see withRetry). Takes the database, not a transaction: inside one, the
 * outer transaction is already aborted and holds its locks, so only the outermost can retry.
 */
export function inTransaction<T>(
  db: Db,
  fn: (tx: Tx) => Promise<T>,
  options: RetryOptions & { isolationLevel?: 'read committed' | 'repeatable read' | 'serializable' } = {},
): Promise<T> {
  const { isolationLevel, ...retry } = options;
  return withRetry(() => db.transaction(fn, isolationLevel ? { isolationLevel } : undefined), retry);
}
