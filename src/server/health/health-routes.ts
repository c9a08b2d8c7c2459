import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import { pendingMigrations } from '../db/migration-status.ts';
import type { RedisStatus } from '../lib/redis.ts';
import type { Readiness } from './readiness.ts';

export type { RedisStatus };

export interface HealthOptions {
  database: Database;
  readiness: Readiness;
  redisStatus?: () => RedisStatus;
}

/** A check slower than this counts as a database that is down: a balancer must not wait on it. */
const READY_CHECK_TIMEOUT_MS = 2_000;

type DatabaseCheck = { database: 'up'; migrations: 'applied' | 'behind' } | { database: 'down'; migrations: 'unknown' };

async function checkDatabase(database: Database): Promise<DatabaseCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), READY_CHECK_TIMEOUT_MS);
  });
  try {
    // One query both reaches the database and reads which migrations it has.
    const pending = await Promise.race([pendingMigrations(database.db), timeout]);
    return { database: 'up', migrations: pending.length === 0 ? 'applied' : 'behind' };
  } catch {
    return { database: 'down', migrations: 'unknown' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /api/health (the database answers; its shape is what monitors already read), /api/health/live
 * (the process answers: restart it when not) and /api/health/ready (send it traffic or not).
 */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { database, readiness, redisStatus }) => {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  app.get('/health/live', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/health/ready', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const redis = redisStatus?.() ?? 'off';
    // Starting or draining: no database round trip, the answer is no either way.
    if (readiness.state !== 'ready') return reply.code(503).send({ status: readiness.state, redis });
    const check = await checkDatabase(database);
    const ready = check.database === 'up' && check.migrations === 'applied';
    // Without Redis each process limits, caches and publishes on its own: worse, but serving.
    const status = !ready ? 'unavailable' : redis === 'down' ? 'degraded' : 'ok';
    return reply.code(ready ? 200 : 503).send({ status, ...check, redis });
  });
};
