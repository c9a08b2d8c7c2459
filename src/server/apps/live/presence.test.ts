import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
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
  const open = () => {
    const presence = createPresence({ redisUrl, heartbeatMs: 1000, ttlMs: 3000 });
    opened.push(presence);
    return presence;
  };
  afterAll(async () => {
    await Promise.all(opened.map((p) => p.close()));
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
