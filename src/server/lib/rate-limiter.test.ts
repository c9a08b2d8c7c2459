import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { createRedisConnections, type RedisConnections } from './redis.ts';

const rule = { max: 3, windowMs: 60_000 };

function behavesAsFixedWindow(name: string, make: () => RateLimiter) {
  it(`${name}: counts hits per key, reports the time left, and resets`, async () => {
    const limiter = make();
    const key = `test:${name}:${Date.now()}:${Math.random()}`;
    try {
      expect((await limiter.peek(key)).count).toBe(0);
      for (let i = 1; i <= 4; i++) expect((await limiter.hit(key, rule)).count).toBe(i);
      const state = await limiter.peek(key);
      expect(state.count).toBe(4);
      expect(state.resetInMs).toBeGreaterThan(50_000);
      expect(state.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await limiter.peek(`${key}:other`)).count).toBe(0);
      await limiter.reset(key);
      expect((await limiter.peek(key)).count).toBe(0);
    } finally {
      await limiter.close();
    }
  });

  it(`${name}: a weighted hit counts its weight (a GraphQL request counts its cost)`, async () => {
    const limiter = make();
    const key = `test:${name}:weighted:${Date.now()}:${Math.random()}`;
    try {
      expect((await limiter.hit(key, rule, 250)).count).toBe(250);
      expect((await limiter.hit(key, rule)).count).toBe(251);
      expect((await limiter.hit(key, rule, 49)).count).toBe(300);
    } finally {
      await limiter.reset(key);
      await limiter.close();
    }
  });
}

describe('rate limiter', () => {
  behavesAsFixedWindow('memory', () => createMemoryRateLimiter());

  it('memory: a window expires', async () => {
    let now = 1_000;
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('k', rule);
    await limiter.hit('k', rule);
    now += 60_001;
    expect((await limiter.peek('k')).count).toBe(0);
    expect((await limiter.hit('k', rule)).count).toBe(1);
    await limiter.close();
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) {
    const silent = { warn: () => {}, info: () => {} };
    const opened: RedisConnections[] = [];
    const connect = () => {
      const redis = createRedisConnections(redisUrl, silent);
      opened.push(redis);
      return redis;
    };
    afterAll(async () => {
      await Promise.all(opened.map((r) => r.close()));
    });
    const ready = async (redis: RedisConnections) => {
      await redis.ready();
      return redis;
    };
    // Counted in Redis, not in the fallback of memory: the tests below start once it is connected.
    const shared = connect();
    beforeAll(async () => {
      await shared.ready();
    });
    behavesAsFixedWindow('redis', () => createRedisRateLimiter(shared, 'rl-test:'));
    it('redis: two server processes share one counter', async () => {
      const a = createRedisRateLimiter(await ready(connect()), 'rl-test:');
      const b = createRedisRateLimiter(await ready(connect()), 'rl-test:');
      const key = `shared:${Date.now()}:${Math.random()}`;
      await a.hit(key, rule);
      await b.hit(key, rule);
      expect((await a.peek(key)).count).toBe(2);
      await a.reset(key);
      await a.close();
      await b.close();
    });
  }
});
