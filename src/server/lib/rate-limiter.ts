import type { RateLimitRule } from '../config.ts';
import type { RedisConnections } from './redis.ts';

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

// One step, so a key is never left counting without its expiry (a lockout that never ends) when
// the connection drops between two commands.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

/**
 * Counters in Redis, shared by every server process. While Redis is down (or slow to answer) the
 * counting goes on in this process's memory, so sign-in stays limited (per process) and no request
 * fails or waits; once Redis is back the shared counters are used again.
 */
export function createRedisRateLimiter(redis: RedisConnections, prefix = 'rl:'): RateLimiter {
  const commands = redis.commands;
  if (!commands) throw new Error('createRedisRateLimiter needs REDIS_URL');
  const memory = createMemoryRateLimiter();
  const either = async <T>(shared: () => Promise<T>, own: () => Promise<T>): Promise<T> => {
    if (!redis.commandsUp()) return own();
    try {
      return await shared();
    } catch {
      return own();
    }
  };
  return {
    hit: (key, rule, weight = 1) =>
      either(
        async () => {
          const [count, resetInMs] = (await commands.eval(HIT_SCRIPT, 1, prefix + key, weight, rule.windowMs)) as [
            number,
            number,
          ];
          return { count, resetInMs };
        },
        () => memory.hit(key, rule, weight),
      ),
    peek: (key) =>
      either(
        async () => {
          const k = prefix + key;
          const [[, raw], [, ttl]] = (await commands.multi().get(k).pttl(k).exec()) as [
            [unknown, string | null],
            [unknown, number],
          ];
          return { count: raw ? Number(raw) : 0, resetInMs: Math.max(ttl, 0) };
        },
        () => memory.peek(key),
      ),
    async reset(key) {
      // What was counted here while Redis was down goes too.
      await memory.reset(key);
      await either(
        async () => void (await commands.del(prefix + key)),
        async () => undefined,
      );
    },
    // The connection belongs to the server (lib/redis.ts), which closes it.
    close: () => memory.close(),
  };
}
