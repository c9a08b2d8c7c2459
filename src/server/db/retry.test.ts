import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { inTransaction, isRetryableDbError, onDbRetry, sqlStateOf, withRetry } from './retry.ts';
import * as schema from './schema/index.ts';

/** A failure as Drizzle throws it: its own error, the driver's (with the SQLSTATE) as its cause. */
const dbFailure = (code: string) =>
  Object.assign(new Error('Failed query: update …'), { cause: Object.assign(new Error(code), { code }) });

describe('withRetry', () => {
  it('runs again after a deadlock or a serialization failure, read from the cause Drizzle wraps it in', async () => {
    const failures = [dbFailure('40P01'), dbFailure('40001')];
    const retried: string[] = [];
    const heard: number[] = [];
    const stopListening = onDbRetry((_error, attempt) => heard.push(attempt));
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls++;
        const next = failures.shift();
        if (next) throw next;
        return 'done';
      },
      { onRetry: (error, attempt) => retried.push(`${attempt}:${sqlStateOf(error)}`) },
    ).finally(stopListening);
    expect(result).toBe('done');
    expect(calls).toBe(3);
    expect(retried).toEqual(['1:40P01', '2:40001']);
    // A process-wide listener (metrics) hears of each retry too.
    expect(heard).toEqual([1, 2]);
  });

  it('gives up after the attempts and throws the last failure as it came', async () => {
    let calls = 0;
    const last = dbFailure('40P01');
    await expect(
      withRetry(
        async () => {
          calls++;
          throw calls === 3 ? last : dbFailure('40P01');
        },
        { attempts: 3, baseDelayMs: 1 },
      ),
    ).rejects.toBe(last);
    expect(calls).toBe(3);
  });

  it('throws any other error at once, without running again', async () => {
    let calls = 0;
    const unique = dbFailure('23505');
    await expect(
      withRetry(async () => {
        calls++;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(calls).toBe(1);
    expect(isRetryableDbError(new Error('plain'))).toBe(false);
    expect(isRetryableDbError(Object.assign(new Error('socket'), { code: 'ECONNRESET' }))).toBe(false);
  });
});

// PGlite has one connection, so two transactions never wait on each other there: PostgreSQL only.
const databaseUrl = process.env.TEST_DATABASE_URL;
describe.runIf(databaseUrl)('inTransaction on PostgreSQL', () => {
  const table = sql.identifier(`retry_test_${randomBytes(4).toString('hex')}`);
  let pool: pg.Pool;
  let db: Db;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    db = drizzle(pool, { schema });
    await db.execute(sql`create table ${table} (id int primary key, n int not null default 0)`);
    await db.execute(sql`insert into ${table} (id) values (1), (2)`);
  });
  afterAll(async () => {
    await db?.execute(sql`drop table if exists ${table}`);
    await pool?.end();
  });

  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  const bump = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) =>
    tx.execute(sql`update ${table} set n = n + 1 where id = ${id}`);

  it('runs a transaction that PostgreSQL chose as a deadlock victim again, and it succeeds', async () => {
    const plainHoldsOne = gate();
    const wrappedHoldsTwo = gate();
    let attempts = 0;
    const retried: unknown[] = [];
    // Row 1 then row 2, not retried. It waits long before looking for a deadlock, so the wrapped
    // one (which looks after 200 ms) is the one PostgreSQL aborts.
    const plain = db.transaction(async (tx) => {
      await tx.execute(sql`set local deadlock_timeout = '10s'`);
      await bump(tx, 1);
      plainHoldsOne.open();
      await wrappedHoldsTwo.opened;
      await bump(tx, 2);
    });
    // Row 2 then row 1: the opposite order, so each waits for the row the other holds.
    const wrapped = inTransaction(
      db,
      async (tx) => {
        attempts++;
        await tx.execute(sql`set local deadlock_timeout = '200ms'`);
        await bump(tx, 2);
        if (attempts === 1) {
          wrappedHoldsTwo.open();
          await plainHoldsOne.opened;
        }
        await bump(tx, 1);
        return attempts;
      },
      { onRetry: (error) => retried.push(error) },
    );
    const [, wrappedAttempts] = await Promise.all([plain, wrapped]);
    expect(wrappedAttempts).toBe(2);
    expect(retried.map(sqlStateOf)).toEqual(['40P01']);
    // Drizzle's error carries the driver's (with the code) as its cause.
    expect((retried[0] as { cause?: { code?: string } }).cause?.code).toBe('40P01');
    // Both transactions' writes are there, each once: the aborted attempt left nothing behind.
    const rows = await db.execute<{ id: number; n: number }>(sql`select id, n from ${table} order by id`);
    expect(rows.rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('without the retry, the same collision fails with deadlock detected', async () => {
    const plainHoldsOne = gate();
    const otherHoldsTwo = gate();
    const plain = db.transaction(async (tx) => {
      await tx.execute(sql`set local deadlock_timeout = '10s'`);
      await bump(tx, 1);
      plainHoldsOne.open();
      await otherHoldsTwo.opened;
      await bump(tx, 2);
    });
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`set local deadlock_timeout = '200ms'`);
      await bump(tx, 2);
      otherHoldsTwo.open();
      await plainHoldsOne.opened;
      await bump(tx, 1);
    });
    const [first, second] = await Promise.allSettled([plain, other]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('rejected');
    expect(sqlStateOf((second as PromiseRejectedResult).reason)).toBe('40P01');
  });
});
