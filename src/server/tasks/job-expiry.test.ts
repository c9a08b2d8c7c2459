import { and, eq, gte, lt } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { expireJobs, JOB_EXPIRY_LOCK_KEY, startJobExpiryTask } from './job-expiry.ts';

const silentLog = { info: () => undefined, error: () => undefined } as unknown as Parameters<
  typeof startJobExpiryTask
>[1];

describe.each(testDatabaseKinds())('daily job expiry on %s', (kind) => {
  let t: TestApp;
  const today = new Date().toISOString().slice(0, 10);
  const db = () => t.app.services.database.db;
  const pastDeadlineOpen = () =>
    db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'open'), lt(jobs.deadline, today)));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks open jobs past their deadline expired and leaves every other job alone', async () => {
    const due = await pastDeadlineOpen();
    expect(due.length).toBeGreaterThan(0);
    const stillOpen = await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'open'), gte(jobs.deadline, today)));
    const closedBefore = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'closed'));

    // Two runs at once, as two server processes would: together they expire each job once.
    const [a, b] = await Promise.all([expireJobs(db()), expireJobs(db())]);
    expect(a.expired + b.expired).toBe(due.length);
    expect(await pastDeadlineOpen()).toEqual([]);
    const expired = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'expired'));
    expect(expired.map((r) => r.id).sort()).toEqual(due.map((r) => r.id).sort());
    const openAfter = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'open'));
    expect(openAfter.map((r) => r.id).sort()).toEqual(stillOpen.map((r) => r.id).sort());
    expect(await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'closed'))).toHaveLength(
      closedBefore.length,
    );

    // A later run has nothing left to do.
    expect(await expireJobs(db())).toEqual({ skipped: false, expired: 0 });
  });

  it('uses the given date: a job whose deadline is tomorrow expires the day after', async () => {
    const [job] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'open'), gte(jobs.deadline, today)))
      .limit(1);
    const deadline = new Date(`${job!.deadline}T12:00:00Z`);
    expect(await expireJobs(db(), deadline)).toEqual({ skipped: false, expired: 0 });
    const dayAfter = new Date(deadline.getTime() + 24 * 60 * 60 * 1000);
    const result = await expireJobs(db(), dayAfter);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const [after] = await db().select().from(jobs).where(eq(jobs.id, job!.id));
    expect(after!.status).toBe('expired');
  });

  it('runs once at start and stops cleanly', async () => {
    const [job] = await db().select().from(jobs).where(eq(jobs.status, 'open')).limit(1);
    await db().update(jobs).set({ deadline: '2020-01-01' }).where(eq(jobs.id, job!.id));
    const stop = startJobExpiryTask(db(), silentLog);
    await stop();
    const [after] = await db().select().from(jobs).where(eq(jobs.id, job!.id));
    expect(after!.status).toBe('expired');
  });

  it.runIf(kind === 'postgresql')('skips the run while another process holds the lock', async () => {
    const [job] = await db().select().from(jobs).where(eq(jobs.status, 'open')).limit(1);
    await db().update(jobs).set({ deadline: '2020-01-01' }).where(eq(jobs.id, job!.id));
    // Another "server process": its own connection, inside its own run of the task.
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [JOB_EXPIRY_LOCK_KEY]);
      expect(await expireJobs(db())).toEqual({ skipped: true, expired: 0 });
      const [still] = await db().select().from(jobs).where(eq(jobs.id, job!.id));
      expect(still!.status).toBe('open');
      await other.query('commit');
      expect(await expireJobs(db())).toEqual({ skipped: false, expired: 1 });
    } finally {
      await other.end();
    }
  });
});
