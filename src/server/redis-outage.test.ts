import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { notifyUser } from './apps/notifications/index.ts';
import { NOTIFICATIONS_CHANGED } from './apps/notifications/notification-service.ts';
import { defaultRateLimits, type AppConfig } from './config.ts';
import { createRedisConnections, type RedisLog } from './lib/redis.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { DEMO } from './test-support/graphql.ts';
import { collect, liveClient, secondServer } from './test-support/live-client.ts';
import { freePort, hasRedisServer, startOwnRedis, type OwnRedis } from './test-support/own-redis.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from './test-support/test-app.ts';

// Redis is optional at run time (issue 34): a server starts without it, keeps serving when it goes
// away (rate limits, search cache, presence and live events in its own process), and shares again
// once it is back. Each test runs a redis-server of its own that it stops and starts: never the
// shared one.

const SEARCH = `query { searchJobs(limit: 5) { total items { id position } } }`;
const ADDED = `subscription { notificationAdded { id title } }`;
const CHANGED = `subscription { notificationsChanged }`;
// Three failed sign-ins from one address, and the fourth is refused.
const rateLimits: AppConfig['rateLimits'] = { ...defaultRateLimits, signIn: { max: 3, windowMs: 60_000 } };

const signIn = async (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

async function signedIn(app: FastifyInstance, email: string, password: string) {
  const res = await signIn(app, email, password);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { access_token: string; user: { uid: string } };
  return { token: body.access_token, userId: body.user.uid };
}

/** The statuses of `attempts` wrong passwords and then of the right one, from one address. */
async function guesses(app: FastifyInstance, attempts: number, [email, password]: readonly [string, string]) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) statuses.push((await signIn(app, email, `wrong-${i}`)).statusCode);
  statuses.push((await signIn(app, email, password)).statusCode);
  return statuses;
}

/** Sends until the subscriber has one more result: a subscription takes a moment to be in place. */
async function deliveredEventually(send: () => Promise<unknown>, live: { results: unknown[] }) {
  const before = live.results.length;
  await expect
    .poll(
      async () => {
        await send();
        return live.results.length;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBeGreaterThan(before);
}

async function searchAnswers(app: FastifyInstance) {
  const res = await app.inject({ method: 'POST', url: '/api/graphql', payload: { query: SEARCH } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data?: { searchJobs: { total: number } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.searchJobs.total;
}

function recordingLog() {
  const lines: { level: 'warn' | 'info'; obj: object; msg: string }[] = [];
  const log: RedisLog = {
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
  };
  return { log, lines, levels: () => lines.map((l) => l.level) };
}

describe.runIf(hasRedisServer)('Redis connections to a Redis that comes and goes', () => {
  let own: OwnRedis | undefined;
  afterAll(async () => {
    await own?.stop();
  });

  it('start without it (one warning), fail commands at once, and are up by themselves once it runs', async () => {
    const port = await freePort();
    const url = `redis://:secret-word@127.0.0.1:${port}`;
    const { log, lines, levels } = recordingLog();
    const redis = createRedisConnections(url, log);
    const second = redis.connection();
    let attempts = 0;
    redis.commands!.on('reconnecting', () => attempts++);
    try {
      // A server's start waits for the first attempt only, and that one failed.
      await redis.firstAttempt();
      expect(levels()).toEqual(['warn']);
      // Several reconnection attempts, and still the one warning, naming REDIS_URL (no password).
      await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      expect(levels()).toEqual(['warn']);
      expect(lines[0]!.msg).toContain(`REDIS_URL redis://:***@127.0.0.1:${port}`);
      expect(lines[0]!.msg).not.toContain('secret-word');
      expect(redis.status()).toBe('down');
      expect(redis.commandsUp()).toBe(false);
      // A command is refused, not queued until Redis is back.
      await expect(redis.commands!.get('anything')).rejects.toThrow(/enableOfflineQueue|Connection is closed/);

      // Redis starts (requiring the password the URL gives): both connections come up, one line says so.
      own = await startOwnRedisWithPassword(port, 'secret-word');
      await expect.poll(() => redis.status(), { timeout: 10_000 }).toBe('up');
      expect(second.status).toBe('ready');
      expect(await redis.commands!.set('k', 'v')).toBe('OK');
      expect(levels()).toEqual(['warn', 'info']);
      // A server starting beside a running Redis is connected when its start has waited.
      const beside = createRedisConnections(url, recordingLog().log);
      await beside.firstAttempt();
      expect(beside.status()).toBe('up');
      await beside.close();

      // It stops under the running connections: one more warning, and down until it is back.
      await own.stop();
      await expect.poll(() => redis.status(), { timeout: 10_000 }).toBe('down');
      await expect(redis.commands!.get('k')).rejects.toThrow();
      await own.start();
      await redis.ready();
      expect(await redis.commands!.get('k')).toBeNull(); // a Redis that restarted empty
      expect(levels()).toEqual(['warn', 'info', 'warn', 'info']);
    } finally {
      await redis.close();
    }
    // Closing is not an outage.
    expect(levels()).toEqual(['warn', 'info', 'warn', 'info']);
  });
});

async function startOwnRedisWithPassword(port: number, password: string): Promise<OwnRedis> {
  return startOwnRedis({ port, args: ['--requirepass', password] });
}

describe.each(testDatabaseKinds())('Redis optional at run time on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('starts and serves with REDIS_URL naming a Redis that is not there', async () => {
    const t = await createTestApp(kind, { redisUrl: `redis://127.0.0.1:${await freePort()}`, rateLimits });
    cleanups.push(() => t.close());
    await seedIfEmpty(t.app.services.database.db);
    expect(t.app.services.redis.status()).toBe('down');

    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await searchAnswers(t.app)).toBeGreaterThan(0);
    await signedIn(t.app, ...DEMO.seeker);
    // The sign-in limit still holds, counted in this process.
    expect(await guesses(t.app, 3, DEMO.employer)).toEqual([400, 400, 400, 429]);
  }, 90_000);

  it.runIf(hasRedisServer)(
    'keeps serving while its Redis is stopped, and shares again with another server once it is back',
    async () => {
      const own: OwnRedis = await startOwnRedis();
      cleanups.push(() => own.stop());
      const overrides = { redisUrl: own.url, rateLimits };
      const a: TestApp = await createTestApp(kind, overrides);
      cleanups.push(() => a.close());
      await seedIfEmpty(a.app.services.database.db);
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      // A second server process: on the same database with PostgreSQL; PGlite lives in one process,
      // so there it has a database of its own with the same demo data.
      let b: FastifyInstance;
      if (kind === 'postgresql') {
        b = await secondServer(a.config);
        cleanups.push(() => b.close());
      } else {
        const other = await createTestApp(kind, overrides);
        cleanups.push(() => other.close());
        await seedIfEmpty(other.app.services.database.db);
        await other.app.listen({ port: 0, host: '127.0.0.1' });
        b = other.app;
      }
      const statuses = () => [a.app.services.redis.status(), b.services.redis.status()];
      await expect.poll(statuses, { timeout: 10_000 }).toEqual(['up', 'up']);

      // Jane's browser is connected to server B; an event published through A reaches it.
      const onA = await signedIn(a.app, ...DEMO.seeker);
      const onB = await signedIn(b, ...DEMO.seeker);
      const clientB = liveClient(b, onB.token);
      cleanups.push(async () => {
        await clientB.dispose();
      });
      const changesOnB = collect(clientB, CHANGED);
      const publishToB = () =>
        a.app.services.live.publish(onB.userId, NOTIFICATIONS_CHANGED, { notificationsChanged: true });
      await deliveredEventually(publishToB, changesOnB);

      // Redis stops under both servers.
      await own.stop();
      await expect.poll(statuses, { timeout: 10_000 }).toEqual(['down', 'down']);
      expect((await a.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(await searchAnswers(a.app)).toBeGreaterThan(0);
      await signedIn(a.app, ...DEMO.seeker);
      expect(await guesses(a.app, 3, DEMO.employer)).toEqual([400, 400, 400, 429]);
      // A browser that connects now to server A hears of a notification made there.
      const clientA = liveClient(a.app, onA.token);
      cleanups.push(async () => {
        await clientA.dispose();
      });
      const addedOnA = collect<{ notificationAdded: { id: string; title: string } }>(clientA, ADDED);
      await deliveredEventually(
        () =>
          notifyUser(a.app.services.database.db, a.app.services.live, {
            userId: onA.userId,
            event: { kind: 'chat-message', from: 'Omar Staff', text: 'Still here without Redis?' },
            link: '/apps/chat',
          }),
        addedOnA,
      );
      expect(addedOnA.results[0]?.data?.notificationAdded.title).toBe('New message from Omar Staff');

      // Redis is back (empty, as after a restart): both servers use it again by themselves. The
      // browser on B, connected since before the outage, hears of events published through A again.
      await own.start();
      await expect.poll(statuses, { timeout: 15_000 }).toEqual(['up', 'up']);
      await deliveredEventually(publishToB, changesOnB);
      // The sign-in limit is shared again: two failures through A and one through B use up the
      // three, so B refuses although it saw only one.
      expect(await guesses(a.app, 2, DEMO.isveren)).toEqual([400, 400, 200]);
      expect((await signIn(b, DEMO.isveren[0], 'wrong-again')).statusCode).toBe(400);
      expect((await signIn(b, ...DEMO.isveren)).statusCode).toBe(429);
    },
    120_000,
  );
});
