import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicTask } from '../lib/periodic-task.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/retry.ts';
import { jobs } from '../db/schema/index.ts';
import { todayIso } from '../policies/job-visibility.ts';

/** Advisory lock key of the expiry run (the seed uses 7_310_022_451). */
export const JOB_EXPIRY_LOCK_KEY = 7_310_022_452;
export const JOB_EXPIRY_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface ExpiryResult {
  /** Another process held the lock, so this one did nothing. */
  skipped: boolean;
  expired: number;
}

/**
 * Marks open jobs whose deadline is before `now`'s date as `expired`. Several server processes
 * may share the database: the transaction-scoped advisory lock lets only one of them work at a
 * time (the others return at once), and the lock is released with the transaction. Running it
 * twice is harmless: a second run finds nothing left to change.
 */
export async function expireJobs(db: Db, now = new Date()): Promise<ExpiryResult> {
  // Its UPDATE takes many jobs at once, in no set order; a deadlock with another such update is
  // run again rather than leaving the jobs open until the next day's run.
  return inTransaction(db, async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${JOB_EXPIRY_LOCK_KEY}) as locked`,
    );
    if (!lock.rows[0]?.locked) return { skipped: true, expired: 0 };
    const rows = await tx
      .update(jobs)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(jobs.status, 'open'), lt(jobs.deadline, todayIso(now))))
      .returning({ id: jobs.id });
    return { skipped: false, expired: rows.length };
  });
}

/** Runs the expiry once now and then every 24 hours; the returned function stops it. */
export function startJobExpiryTask(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = JOB_EXPIRY_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(
    'job expiry',
    async () => {
      const result = await expireJobs(db);
      if (!result.skipped && result.expired > 0)
        log.info({ expired: result.expired }, 'jobs past their deadline marked expired');
    },
    intervalMs,
    log,
  );
}
