import { Redis } from 'ioredis';
import type { RateLimitRule } from '../config.ts';

export interface LimitState {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/**
 * Fixed-window counters keyed by e.g. `sign-in:ip:1.2.3.4`. In memory for one process; in
 * Redis when REDIS_URL is set so every server behind a load balancer shares them.
 */
export interface RateLimiter {
  /** Counts `weight` (1 by default; a GraphQL request counts its cost) against the key's window. */
  hit(key: string, rule: RateLimitRule, weight?: number): Promise<LimitState>;
  peek(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, rule, weight = 1) {
      const w = current(key) ?? { count: 0, resetAt: now() + rule.windowMs };
      w.count += weight;
      windows.set(key, w);
      return { count: w.count, resetInMs: w.resetAt - now() };
    },
    async peek(key) {
      const w = current(key);
      return w ? { count: w.count, resetInMs: w.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function createRedisRateLimiter(url: string, prefix = 'rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, rule, weight = 1) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incrby(k, weight).pttl(k).exec()) as [
        [unknown, number],
        [unknown, number],
      ];
      let resetInMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, rule.windowMs);
        resetInMs = rule.windowMs;
      }
      return { count, resetInMs };
    },
    async peek(key) {
      const k = prefix + key;
      const [[, raw], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return { count: raw ? Number(raw) : 0, resetInMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
