import type { FastifyInstance } from 'fastify';
import type { Client } from 'graphql-ws';
import { SignJWT, decodeJwt } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql } from '../../test-support/graphql.ts';
import { collect, liveClient, secondServer } from '../../test-support/live-client.ts';
import { hasRedisServer, startOwnRedis } from '../../test-support/own-redis.ts';
import { useSeededApp } from '../../test-support/seeded-app.ts';
import { createTestApp, testDatabaseKinds } from '../../test-support/test-app.ts';
import { NOTIFICATIONS_CHANGED } from '../notifications/index.ts';
import { endLiveSessions } from './live-sessions.ts';

// Issue 35: a live connection follows its session. Whatever ends a session (sign out everywhere,
// a new password, a disabled account) closes the person's open sockets on every server process,
// and operations over the socket meet the same limits as over HTTP.

const CHANGED = `subscription { notificationsChanged }`;
type Live = ReturnType<typeof collect>;

async function signedIn(app: FastifyInstance, [email, password]: readonly [string, string]) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { access_token: string; user: { uid: string } };
  return { token: body.access_token, userId: body.user.uid };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A client closed after the test. */
function track(client: Client): Client {
  cleanups.push(async () => {
    await client.dispose();
  });
  return client;
}

/** A socket of `token`'s person on `app`, subscribed and shown to receive events. */
async function openSocket(app: FastifyInstance, publisher: FastifyInstance, token: string, userId: string) {
  const client = track(liveClient(app, token));
  const live = collect(client, CHANGED);
  await expect
    .poll(
      async () => {
        await publisher.services.live.publish(userId, NOTIFICATIONS_CHANGED, { notificationsChanged: true });
        return live.results.length;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBeGreaterThan(0);
  return live;
}

/** The socket ended (the client saw its close) within a second of the session ending. */
async function closedWithinASecond(live: Live) {
  await live.settled(1000);
  expect(live.errors.length > 0 || live.closed).toBe(true);
}

describe.each(testDatabaseKinds())('live connections and sessions on %s', (kind) => {
  const t = useSeededApp(kind);
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('closes an open socket when its person signs out everywhere, and a new one with the old token is refused', async () => {
    const { token, userId } = await signedIn(t.app, DEMO.seeker);
    const live = await openSocket(t.app, t.app, token, userId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    await closedWithinASecond(live);

    const again = collect(track(liveClient(t.app, token)), CHANGED);
    await again.settled();
    expect(again.errors.length).toBeGreaterThan(0);
    expect(again.results).toEqual([]);
  });

  it('closes an open socket when staff disable the account', async () => {
    const { token, userId } = await signedIn(t.app, DEMO.ayse);
    const live = await openSocket(t.app, t.app, token, userId);
    const staff = await signedIn(t.app, DEMO.staff);
    const res = await gql(
      t,
      `mutation ($input: SetUserDisabledInput!) { setUserDisabled(input: $input) { id disabled } }`,
      { input: { id: userId, disabled: true } },
      { token: staff.token },
    );
    expect(res.errors).toBeUndefined();
    await closedWithinASecond(live);
  });

  it('closes an open socket after a password change', async () => {
    const { token, userId } = await signedIn(t.app, DEMO.isveren);
    const live = await openSocket(t.app, t.app, token, userId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: DEMO.isveren[1], newPassword: 'Another-Password-2026!' },
    });
    expect(res.statusCode).toBe(200);
    await closedWithinASecond(live);
  });

  it('refuses 60 aliases and 200 @include over the socket with the same errors as over HTTP', async () => {
    const { token } = await signedIn(t.app, DEMO.employer);
    const aliases = Array.from({ length: 60 }, (_, i) => `a${i}: notificationsChanged`).join(' ');
    const overHttp = await gql(t, `subscription { ${aliases} }`, {}, { token });
    const httpMessage = overHttp.errors?.[0]?.message;
    expect(httpMessage).toMatch(/Too many aliases/);

    const live = collect(track(liveClient(t.app, token)), `subscription { ${aliases} }`);
    await live.settled();
    expect(live.results).toEqual([]);
    const [errors] = live.errors as { message: string }[][];
    expect(errors?.[0]?.message).toBe(httpMessage);
    // And 200 `@include`s, the directive limit.
    const includes = Array.from({ length: 200 }, () => '@include(if: true)').join(' ');
    const directives = `subscription { notificationsChanged ${includes} }`;
    const directivesOverHttp = (await gql(t, directives, {}, { token })).errors?.[0]?.message;
    expect(directivesOverHttp).toMatch(/Too many directives/);
    const refused = collect(track(liveClient(t.app, token)), directives);
    await refused.settled();
    expect(refused.results).toEqual([]);
    expect((refused.errors as { message: string }[][])[0]?.[0]?.message).toBe(directivesOverHttp);
  });

  it('refuses a token signed with the server key that lives 100 years, over HTTP and over the socket', async () => {
    const { token, userId } = await signedIn(t.app, DEMO.employer);
    const { ver } = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    const forever = await new SignJWT({ ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(now)
      .setExpirationTime(now + 100 * 365 * 24 * 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const user = (bearer: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${bearer}` } });
    expect((await user(token)).statusCode).toBe(200);
    expect((await user(forever)).statusCode).toBe(401);

    const live = collect(track(liveClient(t.app, forever)), CHANGED);
    await live.settled();
    expect(live.errors.length).toBeGreaterThan(0);
    expect(live.results).toEqual([]);
  });
});

describe.runIf(hasRedisServer).each(testDatabaseKinds())('live sessions across server processes on %s', (kind) => {
  it('closes a socket on the other process within a second of sign-out-everywhere', async () => {
    const own = await startOwnRedis();
    cleanups.push(() => own.stop());
    const a = await createTestApp(kind, { redisUrl: own.url });
    cleanups.push(() => a.close());
    await seedIfEmpty(a.app.services.database.db);
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    // With PostgreSQL both processes share the database; PGlite lives in one process, so there the
    // other has a database of its own and the bus event is published as the route publishes it.
    let b: FastifyInstance;
    if (kind === 'postgresql') {
      b = await secondServer(a.config);
      cleanups.push(() => b.close());
    } else {
      const other = await createTestApp(kind, { redisUrl: own.url });
      cleanups.push(() => other.close());
      await seedIfEmpty(other.app.services.database.db);
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      b = other.app;
    }
    await expect
      .poll(() => [a.app.services.redis.status(), b.services.redis.status()], { timeout: 10_000 })
      .toEqual(['up', 'up']);

    const onB = await signedIn(b, DEMO.seeker);
    // Delivered through A's bus: the subscription on B is in place across processes.
    const live = await openSocket(b, a.app, onB.token, onB.userId);
    if (kind === 'postgresql') {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out-everywhere',
        headers: { authorization: `Bearer ${onB.token}` },
      });
      expect(res.statusCode).toBe(204);
    } else {
      await endLiveSessions(a.app.services.live, onB.userId);
    }
    await closedWithinASecond(live);
  }, 60_000);
});
