import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisConnections, type RedisConnections } from '../../lib/redis.ts';
import { hasRedisServer, startOwnRedis, type OwnRedis } from '../../test-support/own-redis.ts';
import { createPresence, type Presence } from './presence.ts';

// Who has a live connection open: in memory for one process, in Redis shared by several.

describe('presence in memory', () => {
  it('counts each person connected while any of their connections is open', async () => {
    const presence = createPresence();
    const [ana, bo] = [randomUUID(), randomUUID()];
    const first = await presence.hold(ana);
    const second = await presence.hold(ana);
    expect([first.cameOnline, second.cameOnline]).toEqual([true, false]);
    expect(await presence.connected([ana, bo])).toEqual(new Set([ana]));
    expect(await first.release()).toBe(false);
    // A connection reported closed twice counts once.
    expect(await first.release()).toBe(false);
    expect(await presence.connected([ana])).toEqual(new Set([ana]));
    expect(await second.release()).toBe(true);
    expect(await presence.connected([ana, bo])).toEqual(new Set());
    await presence.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('presence through Redis', () => {
  const opened: Presence[] = [];
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  // Two server processes' connections.
  const connections = [1, 2].map(() => createRedisConnections(redisUrl, { warn: () => {}, info: () => {} }));
  const open = () => {
    const presence = createPresence({ redis: connections[opened.length % 2], heartbeatMs: 1000, ttlMs: 3000 });
    opened.push(presence);
    return presence;
  };
  beforeAll(async () => {
    await Promise.all(connections.map((c) => c.ready()));
  });
  afterAll(async () => {
    await Promise.all(opened.map((p) => p.close()));
    await Promise.all(connections.map((c) => c.close()));
    await redis?.quit();
  });

  it('shares connections between processes: online while either holds one, offline after the last', async () => {
    const [a, b] = [open(), open()];
    const ana = randomUUID();
    const onA = await a.hold(ana);
    expect(onA.cameOnline).toBe(true);
    expect(await b.connected([ana])).toEqual(new Set([ana]));
    const onB = await b.hold(ana);
    expect(onB.cameOnline).toBe(false);
    expect(await onA.release()).toBe(false);
    expect(await a.connected([ana])).toEqual(new Set([ana]));
    expect(await onB.release()).toBe(true);
    expect(await a.connected([ana])).toEqual(new Set());
  });

  it('ignores a process whose last heartbeat is older than the expiry (one that died)', async () => {
    const presence = open();
    const [gone, here] = [randomUUID(), randomUUID()];
    // What a process that died 10 s ago left behind, and one that beat just now.
    await redis!.zadd(`live:presence:${gone}`, Date.now() - 10_000, 'dead-process');
    await redis!.zadd(`live:presence:${here}`, Date.now(), 'live-process');
    expect(await presence.connected([gone, here])).toEqual(new Set([here]));
    // The dead one's connection does not hide that this is the person's first live one.
    const held = await presence.hold(gone);
    expect(held.cameOnline).toBe(true);
    expect(await presence.connected([gone])).toEqual(new Set([gone]));
    await redis!.del(`live:presence:${gone}`, `live:presence:${here}`);
  });
});

describe.runIf(hasRedisServer)('presence while Redis is away', () => {
  let own: OwnRedis | undefined;
  const connections: RedisConnections[] = [];
  const presences: Presence[] = [];
  afterAll(async () => {
    await Promise.all(presences.map((p) => p.close()));
    await Promise.all(connections.map((c) => c.close()));
    await own?.stop();
  });

  it("answers from each process's own connections, and announces them again once Redis is back", async () => {
    own = await startOwnRedis();
    connections.push(...[1, 2].map(() => createRedisConnections(own!.url, { warn: () => {}, info: () => {} })));
    await Promise.all(connections.map((c) => c.ready()));
    // A heartbeat far off: only the return of Redis can announce them again within the test.
    const [a, b] = connections.map((redis) => createPresence({ redis, heartbeatMs: 60_000, ttlMs: 180_000 }));
    presences.push(a!, b!);
    const [ana, bo] = [randomUUID(), randomUUID()];
    await a!.hold(ana);
    expect(await b!.connected([ana])).toEqual(new Set([ana]));

    await own.stop();
    await expect.poll(() => connections.map((c) => c.status()), { timeout: 10_000 }).toEqual(['down', 'down']);
    // Each process knows its own: A sees Ana (and Bo, who connects to it now), B nobody.
    const boOnA = await a!.hold(bo);
    expect(boOnA.cameOnline).toBe(true);
    expect(await a!.connected([ana, bo])).toEqual(new Set([ana, bo]));
    expect(await b!.connected([ana, bo])).toEqual(new Set());

    // Redis restarts empty: A writes its people again by itself, and B sees them.
    await own.start();
    await expect.poll(() => b!.connected([ana, bo]), { timeout: 10_000 }).toEqual(new Set([ana, bo]));
    expect(await boOnA.release()).toBe(true);
    expect(await b!.connected([ana, bo])).toEqual(new Set([ana]));
  });
});
