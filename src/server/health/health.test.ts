import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, type AppConfig } from '../config.ts';
import { committedMigrations, DatabaseBehindError } from '../db/migration-status.ts';
import {
  buildTestServer,
  createScratchDatabase,
  createTestApp,
  testDatabaseKinds,
  type TestApp,
  type TestDatabaseKind,
} from '../test-support/test-app.ts';
import { hasRedisServer, startOwnRedis } from '../test-support/own-redis.ts';
import { createReadiness, healthRoutes, type RedisStatus } from './index.ts';

describe.each(testDatabaseKinds())('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers live, ready and the health it always had once started', async () => {
    expect(t.app.readiness.state).toBe('ready');
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up', migrations: 'applied', redis: 'off' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await get('/api/health')).json()).toEqual({ status: 'ok', database: kind });
  });

  it('is not ready while the database lacks a committed migration', async () => {
    const { db } = t.app.services.database;
    const removed = await db.execute<{ hash: string; created_at: string | number }>(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning hash, created_at`,
    );
    expect(removed.rows).toHaveLength(1);
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'up', migrations: 'behind', redis: 'off' });
      // Liveness is the process, not its database: restarting it would not help.
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      const row = removed.rows[0]!;
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${Number(row.created_at)})`,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('reports Redis down as degraded but ready, and answers 503 while starting', async () => {
    const readiness = createReadiness();
    let redis: RedisStatus = 'up';
    const app = Fastify();
    await app.register(healthRoutes, { database: t.app.services.database, readiness, redisStatus: () => redis });
    try {
      const starting = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ status: 'starting', redis: 'up' });
      readiness.markReady();
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({
        status: 'ok',
        database: 'up',
        migrations: 'applied',
        redis: 'up',
      });
      redis = 'down';
      const degraded = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(degraded.statusCode).toBe(200);
      expect(degraded.json()).toEqual({ status: 'degraded', database: 'up', migrations: 'applied', redis: 'down' });
    } finally {
      await app.close();
    }
  });

  // Last: draining does not end.
  it('answers 503 to readiness once draining, while it still serves and stays live', async () => {
    t.app.readiness.markDraining();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining', redis: 'off' });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    const served = await get('/api/health');
    expect(served.statusCode).toBe(200);
    // Each answer closes its connection, so the balancer's next request goes to another process.
    expect(served.headers.connection).toBe('close');
    t.app.readiness.markReady();
    expect(t.app.readiness.state).toBe('draining');
  });
});

/** A server's configuration on `database` (a URL) or a PGlite under `dataDir`. */
function configFor(dataDir: string, databaseUrl: string | undefined, migrateOnStart: boolean): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    backgroundTasks: false,
    jwtSecret: randomBytes(32).toString('hex'),
    mailFrom: 'CPA Careers <no-reply@test.local>',
    publicUrl: 'http://localhost:3000',
    apiKeys: [],
    logLevel: 'silent',
    seed: 'never',
    clientDir: path.join(dataDir, 'no-client'),
    trustProxy: false,
    rateLimits: defaultRateLimits,
    migrateOnStart,
  };
}

/** `npm run db:migrate`, as the release step runs it. */
function runMigrateCli(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/migrate-cli.ts'], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.each(testDatabaseKinds())('MIGRATE_ON_START=false on %s', (kind: TestDatabaseKind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-migrate-'));
  let scratch: { url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    if (kind === 'postgresql') scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a fresh empty database with what to run, and starts once it is migrated', async () => {
    const config = configFor(dataDir, scratch?.url, false);
    const refused = await buildTestServer(config).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseBehindError);
    expect((refused as DatabaseBehindError).pending).toHaveLength(committedMigrations().length);
    expect((refused as Error).message).toMatch(/database is behind this release/);
    expect((refused as Error).message).toContain('npm run db:migrate');

    const migrated = await runMigrateCli(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir });
    expect(migrated).toMatchObject({ code: 0 });
    expect(migrated.output).toContain(`Migrations applied (${kind})`);

    const app = await buildTestServer(config);
    try {
      await app.ready();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.json()).toEqual({ status: 'ok', database: 'up', migrations: 'applied', redis: 'off' });
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe.skipIf(!hasRedisServer)('readiness and redis_up with a Redis of the test’s own', () => {
  it('says Redis is down (degraded, still ready) while it is stopped, and up again once back', async () => {
    const redis = await startOwnRedis();
    const token = 'metrics-token-for-the-tests-0123456789';
    const t = await createTestApp('pglite', { redisUrl: redis.url, metricsToken: token });
    const ready = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      return { code: res.statusCode, ...(res.json() as { status: string; redis: string }) };
    };
    const redisUp = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      return /^redis_up (\d)$/m.exec(res.body)?.[1];
    };
    const eventually = async (what: () => Promise<unknown>, expected: unknown) => {
      for (let i = 0; i < 200 && JSON.stringify(await what()) !== JSON.stringify(expected); i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await what()).toEqual(expected);
    };
    try {
      await eventually(ready, { code: 200, status: 'ok', database: 'up', migrations: 'applied', redis: 'up' });
      expect(await redisUp()).toBe('1');
      await redis.stop();
      await eventually(ready, { code: 200, status: 'degraded', database: 'up', migrations: 'applied', redis: 'down' });
      expect(await redisUp()).toBe('0');
      await redis.start();
      await eventually(ready, { code: 200, status: 'ok', database: 'up', migrations: 'applied', redis: 'up' });
      expect(await redisUp()).toBe('1');
    } finally {
      await t.close();
      await redis.stop();
    }
  }, 90_000);
});
